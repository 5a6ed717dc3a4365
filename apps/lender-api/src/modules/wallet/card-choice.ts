import type { CardBrand, CardProvider } from '../../providers/payments/index.ts';
import { isRowId } from '../../shared/ledger/ledger.ts';
import { cardExpired, luhnValid, maskCardNumber } from './card-numbers.ts';
import { OTHER_RESULTS } from './provider-results.ts';
import { WalletRefusal } from './wallet-refusal.ts';
import type { WalletDb } from './wallet-tables.ts';

export interface CardPreTopUpInput {
  card_id?: number | undefined;
  card_number?: string | undefined;
  card_expiry?: string | undefined;
  nama_pemilik?: string | undefined;
  amount: number;
  simpan_kartu?: boolean | undefined;
}

interface ChosenCard {
  id: number | null;
  masked: string;
  fingerprint: string;
  brand: CardBrand;
  expiry: string;
  namaPemilik: string;
  simpan: boolean;
}

export async function chooseCard(
  cards: CardProvider,
  db: WalletDb,
  lenderId: number,
  input: CardPreTopUpInput,
  now: Date,
): Promise<ChosenCard> {
  if (input.card_id !== undefined) {
    const saved = isRowId(input.card_id)
      ? await db
          .selectFrom('saved_cards')
          .selectAll()
          .where('id', '=', input.card_id)
          .where('lender_id', '=', lenderId)
          .$narrowType<{ brand: CardBrand }>()
          .executeTakeFirst()
      : undefined;
    if (!saved) throw new WalletRefusal(404, 'cardNotFound');
    if (cardExpired(saved.card_expiry, now))
      throw new WalletRefusal(422, 'cardExpired', { field: 'card_expiry' });
    return {
      id: saved.id,
      masked: saved.masked_number,
      fingerprint: saved.card_fingerprint,
      brand: saved.brand,
      expiry: saved.card_expiry,
      namaPemilik: saved.nama_pemilik,
      simpan: false,
    };
  }
  if (!input.card_number && !input.card_expiry && !input.nama_pemilik)
    throw new WalletRefusal(422, 'cardRequired', { field: 'card_id' });
  for (const field of ['card_number', 'card_expiry', 'nama_pemilik'] as const) {
    if (!input[field]?.trim()) throw new WalletRefusal(422, 'cardFieldRequired', { field });
  }
  const number = input.card_number ?? '';
  const expiry = input.card_expiry ?? '';
  if (!luhnValid(number)) throw new WalletRefusal(422, 'cardInvalid', { field: 'card_number' });
  const card = await cards.register(number);
  if (!card)
    throw new WalletRefusal(422, 'cardNotAllowed', {
      field: 'card_number',
      meta: OTHER_RESULTS.cardNotAllowed,
    });
  if (cardExpired(expiry, now))
    throw new WalletRefusal(422, 'cardExpired', { field: 'card_expiry' });
  return {
    id: null,
    masked: maskCardNumber(number),
    fingerprint: card.token,
    brand: card.brand,
    expiry,
    namaPemilik: (input.nama_pemilik ?? '').trim().toUpperCase(),
    simpan: input.simpan_kartu ?? false,
  };
}
