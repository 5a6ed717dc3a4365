import type { Database } from '../db/database.ts';
import { maskCardNumber } from '../modules/wallet/index.ts';
import { cardFingerprint } from '../providers/payments/sandbox/cards.ts';
import { walletDb } from '../modules/wallet/index.ts';

/**
 * demo.individu's saved cards: a sandbox VISA that pays, and a MASTERCARD whose month has ended (the
 * top-up form marks it expired and does not let it be chosen). Idempotent (one row per card).
 */
export async function seedDemoCards(database: Database): Promise<void> {
  const db = walletDb(database.db);
  const lender = await db
    .selectFrom('lenders')
    .select('id')
    .where('username', '=', 'demo.individu')
    .executeTakeFirst();
  if (!lender) return;
  const cards = [
    { number: '4811111111111114', brand: 'VISA' as const, card_expiry: '12/2030' },
    { number: '5211111111111117', brand: 'MASTERCARD' as const, card_expiry: '01/2025' },
  ];
  for (const card of cards) {
    await db
      .insertInto('saved_cards')
      .values({
        lender_id: lender.id,
        masked_number: maskCardNumber(card.number),
        card_fingerprint: cardFingerprint(card.number),
        brand: card.brand,
        card_expiry: card.card_expiry,
        nama_pemilik: 'Budi Santoso',
        created_at: new Date('2026-01-05T03:00:00Z'),
      })
      .onConflict((oc) => oc.columns(['lender_id', 'card_fingerprint']).doNothing())
      .execute();
  }
}
