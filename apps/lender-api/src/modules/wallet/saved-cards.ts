import type { Lang } from '../../shared/i18n/index.ts';
import { isRowId } from '../../shared/ledger/ledger.ts';
import { WalletRefusal } from './wallet-refusal.ts';
import type { WalletDb } from './wallet-tables.ts';
import { walletText } from './wallet-texts.ts';

/** The lender's saved cards (`saved_cards`): listed and deleted; saved by a paid card top-up. */
export async function listCards(db: WalletDb, lenderId: number) {
  const rows = await db
    .selectFrom('saved_cards')
    .select(['id', 'masked_number', 'brand', 'card_expiry', 'nama_pemilik'])
    .where('lender_id', '=', lenderId)
    .orderBy('id')
    .execute();
  return { data: { cardList: rows } };
}

/** Deletes one of the lender's saved cards; another lender's card (or none) is a 404. */
export async function deleteCard(db: WalletDb, lenderId: number, cardId: number, lang: Lang) {
  if (!isRowId(cardId)) throw new WalletRefusal(404, 'cardNotFound');
  const deleted = await db
    .deleteFrom('saved_cards')
    .where('id', '=', cardId)
    .where('lender_id', '=', lenderId)
    .executeTakeFirst();
  if (Number(deleted.numDeletedRows) === 0) throw new WalletRefusal(404, 'cardNotFound');
  return { message: walletText(lang, 'cardDeleted') };
}
