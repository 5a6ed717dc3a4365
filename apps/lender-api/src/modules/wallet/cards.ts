import type { Lang } from '../../shared/i18n/index.ts';
import type { PaymentProviders } from '../../providers/payments/index.ts';
import { chooseCard, type CardPreTopUpInput } from './card-choice.ts';
import { optionOf } from './payment-options.ts';
import { OTHER_RESULTS, PROVIDER_OK } from './provider-results.ts';
import { runOnce } from '../../shared/idempotency.ts';
import { retryOnReferenceCollision, type MoneyTime } from '../../shared/ledger/ledger.ts';
import {
  authenticationId,
  checkNewTopUp,
  creditTopUp,
  failTopUp,
  insertTopUp,
  lockLender,
  lockedTopUp,
  lockedTopUpForCredit,
  requireVerified,
  topUpReference,
  transactionResponse,
  type WalletLender,
} from './ewallet.ts';
import { WalletRefusal } from './wallet-refusal.ts';
import type { WalletDb } from './wallet-tables.ts';

export { deleteCard, listCards } from './saved-cards.ts';
export type { CardPreTopUpInput } from './card-choice.ts';
import { statusName } from './wallet-texts.ts';

/**
 * `prepareCardTopUp`: checks the card (saved, or typed: Luhn, registered at the provider — else 'Card
 * not allowed' — and not expired), the amount and the limits, then opens a card top-up (BARU) whose
 * 3-D Secure page is `authentication_url`. The fee is added on top: the card is charged `total`.
 */
export async function prepareCardTopUp(
  db: WalletDb,
  lender: WalletLender,
  input: CardPreTopUpInput,
  options: {
    payments: PaymentProviders;
    sandboxUrl: string;
    lang: Lang;
    now: Date;
    idempotencyKey: string;
    onReplay?: (() => void) | undefined;
  },
) {
  const { lang, now } = options;
  requireVerified(lender);
  const card = await chooseCard(options.payments.cards, db, lender.id, input, now);
  const biaya = optionOf('card').biaya;
  const referenceId = await retryOnReferenceCollision(() =>
    db.transaction().execute(async (trx) => {
      await lockLender(trx, lender.id);
      return runOnce<string>(
        trx,
        {
          lenderId: lender.id,
          operation: 'prepareCardTopUp',
          request: input,
          key: options.idempotencyKey,
          now,
          onReplay: options.onReplay,
        },
        async () => {
          await checkNewTopUp(trx, lender, 'card', input.amount, now);
          const inserted = await insertTopUp(trx, {
            lenderId: lender.id,
            method: 'card',
            amount: input.amount,
            biaya,
            status: 1,
            referenceId: topUpReference('card', now),
            result: PROVIDER_OK,
            lang,
            now,
            card,
          });
          return { body: inserted.reference_id };
        },
      );
    }),
  );
  const row = await db
    .selectFrom('ewallet_topups')
    .select(['reference_id', 'amount', 'biaya'])
    .where('reference_id', '=', referenceId)
    .where('lender_id', '=', lender.id)
    .executeTakeFirstOrThrow();
  return {
    meta: PROVIDER_OK,
    data: {
      reference_id: row.reference_id,
      authentication_url: `${options.sandboxUrl}/card/3ds/${row.reference_id}`,
      amount: Number(row.amount),
      biaya: Number(row.biaya),
      total: Number(row.amount) + Number(row.biaya),
    },
  };
}

/**
 * The sandbox 3-D Secure step (the page or `POST /api/sandbox/card/authenticate`): success gives the
 * authentication id the app sends to `createCardTopUp`; failure ends the top-up (GAGAL).
 */
export async function authenticateCard(
  db: WalletDb,
  lenderId: number,
  referenceId: string,
  result: 'success' | 'failed',
  now: Date,
): Promise<{ authentication_id: string | null; status: number }> {
  return db.transaction().execute(async (trx) => {
    const row = await lockedTopUp(trx, lenderId, referenceId, now, ['card']);
    if (row.status !== 1) {
      const current = await trx
        .selectFrom('ewallet_topups')
        .select(['authentication_id'])
        .where('id', '=', row.id)
        .executeTakeFirstOrThrow();
      return { authentication_id: current.authentication_id, status: row.status };
    }
    if (result === 'failed') {
      const failed = await failTopUp(trx, row, OTHER_RESULTS.authenticationFailed, now);
      return { authentication_id: null, status: failed.status };
    }
    const id = authenticationId();
    await trx
      .updateTable('ewallet_topups')
      .set({ status: 2, authentication_id: id, authenticated: true, updated_at: now })
      .where('id', '=', row.id)
      .execute();
    await trx
      .updateTable('ledger_transactions')
      .set({ status: 2, updated_at: now })
      .where('id', '=', Number(row.transaction_id))
      .execute();
    return { authentication_id: id, status: 2 };
  });
}

/**
 * `createCardTopUp`: charges the card once 3-D Secure succeeded. Approved → credited in the same DB
 * transaction (and the card saved when asked); declined by the issuer → GAGAL. A repeated call for a
 * paid top-up answers it again without charging twice.
 */
export async function createCardTopUp(
  db: WalletDb,
  lenderId: number,
  input: { reference_id: string; authentication_id: string },
  lang: Lang,
  when: MoneyTime,
  payments: PaymentProviders,
) {
  const outcome = await db.transaction().execute(async (trx) => {
    const { row, now } = await lockedTopUpForCredit(trx, lenderId, input.reference_id, when, [
      'card',
    ]);
    const full = await trx
      .selectFrom('ewallet_topups')
      .selectAll()
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow();
    if (row.status === 3 || row.status === 4 || row.status === 8) {
      if (row.status === 3 && full.authentication_id === input.authentication_id)
        return { row, refusal: null };
      return {
        row,
        refusal: new WalletRefusal(409, 'topUpClosed', {
          params: { status: statusName(lang, row.status) },
          meta: {
            code: row.provider_code,
            message: row.provider_message,
            error: row.provider_error,
          },
        }),
      };
    }
    if (
      row.status !== 2 ||
      !full.authenticated ||
      full.authentication_id !== input.authentication_id
    )
      return {
        row,
        refusal: new WalletRefusal(422, 'authenticationMismatch', {
          field: 'authentication_id',
          meta: OTHER_RESULTS.authenticationFailed,
        }),
      };
    const charged = full.card_fingerprint
      ? await payments.cards.charge(full.card_fingerprint, Number(row.amount) + Number(row.biaya))
      : 'declined';
    if (charged === 'declined') {
      const failed = await failTopUp(trx, row, OTHER_RESULTS.cardDeclined, now);
      return {
        row: failed,
        refusal: new WalletRefusal(422, 'cardDeclined', { meta: OTHER_RESULTS.cardDeclined }),
      };
    }
    const paid = await creditTopUp(trx, row, now);
    if (full.simpan_kartu && full.card_fingerprint && full.card_masked && full.card_brand) {
      const saved = await trx
        .insertInto('saved_cards')
        .values({
          lender_id: lenderId,
          masked_number: full.card_masked,
          card_fingerprint: full.card_fingerprint,
          brand: full.card_brand,
          card_expiry: full.card_expiry ?? '',
          nama_pemilik: full.card_nama_pemilik ?? '',
          created_at: now,
        })
        .onConflict((oc) =>
          oc.columns(['lender_id', 'card_fingerprint']).doUpdateSet({
            card_expiry: full.card_expiry ?? '',
            nama_pemilik: full.card_nama_pemilik ?? '',
          }),
        )
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .updateTable('ewallet_topups')
        .set({ card_id: saved.id })
        .where('id', '=', row.id)
        .execute();
    }
    return { row: paid, refusal: null };
  });
  if (outcome.refusal) throw outcome.refusal;
  return transactionResponse(outcome.row);
}
