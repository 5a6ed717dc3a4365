import { fieldError, HttpError } from '../../http/errors.ts';
import type { PaymentMethod, ProviderResult } from '../../providers/payments/index.ts';
import { formatRupiah, type MoneyTime } from '../../shared/ledger/ledger.ts';
import { failureResult, OTHER_RESULTS } from './provider-results.ts';
import {
  cancelTopUp,
  creditTopUp,
  failTopUp,
  lockedTopUp,
  lockedTopUpForCredit,
  type TopUpRow,
} from './top-up-store.ts';
import type { TopUpStatus, WalletDb, WalletTrx } from './wallet-tables.ts';

/** A provider's notice about a top-up: paid, failed (with the provider's code) or expired. */
export interface TopUpNotice {
  result: 'paid' | 'failed' | 'expired';
  code?: string | undefined;
}

/**
 * Applies a provider's notice to a top-up locked with `lockedTopUpForCredit`: paid →
 * credited exactly once (`creditTopUp`: ledger entries and statuses in the caller's DB transaction);
 * failed → GAGAL (4) with the provider's code; expired → BATAL (8). Only an open top-up (BARU or
 * MENUNGGU) changes; for any other the notice changes nothing and the row is answered as it is. Used by
 * the sandbox action (`settleTopUp`) and the providers' callback (`notifyTopUp`).
 */
export async function applyTopUpNotice(
  trx: WalletTrx,
  row: TopUpRow,
  notice: TopUpNotice,
  now: Date,
): Promise<{ credited: boolean; row: TopUpRow }> {
  if (row.status !== 1 && row.status !== 2) return { credited: false, row };
  if (notice.result === 'paid') return { credited: true, row: await creditTopUp(trx, row, now) };
  if (notice.result === 'expired')
    return { credited: false, row: await cancelTopUp(trx, row, now) };
  const result =
    row.payment_method === 'card'
      ? OTHER_RESULTS.cardDeclined
      : failureResult(row.payment_method, notice.code);
  return { credited: false, row: await failTopUp(trx, row, result, now) };
}

const metaOf = (r: TopUpRow): ProviderResult => ({
  code: r.provider_code,
  message: r.provider_message,
  error: r.provider_error,
});

/**
 * The sandbox action's payment notice for the lender's own pending e-wallet/QRIS top-up: paid →
 * credited exactly once; failed → GAGAL with the provider's code (`applyTopUpNotice`). A notice for a
 * top-up that is no longer pending (paid, failed, expired) changes nothing.
 */
export async function settleTopUp(
  db: WalletDb,
  lenderId: number,
  referenceId: string,
  notice: { result: 'paid' | 'failed'; code?: string | undefined },
  when: MoneyTime,
): Promise<{ credited: boolean; status: TopUpStatus; meta: ProviderResult }> {
  return db.transaction().execute(async (trx) => {
    const { row, now } = await lockedTopUpForCredit(trx, lenderId, referenceId, when, [
      'ovo',
      'dana',
      'shopeepay',
      'qris',
    ]);
    const applied = await applyTopUpNotice(trx, row, notice, now);
    return { credited: applied.credited, status: applied.row.status, meta: metaOf(applied.row) };
  });
}

/**
 * The providers' callback for a top-up by reference alone (no session): the top-up must be one of
 * `methods` (else 404, like an unknown reference) and `amount` what the provider collected (the
 * top-up's amount plus its fee; else 422 and nothing changes). Then `applyTopUpNotice` under the same
 * locks as every credit (lender, wallet, top-up row): duplicates, sequential or concurrent, find the
 * top-up closed and answer its current state with `credited: false`.
 */
export async function notifyTopUp(
  db: WalletDb,
  methods: readonly PaymentMethod[],
  notice: TopUpNotice & { referenceId: string; amount: number },
  when: MoneyTime,
): Promise<{ reference_id: string; status: TopUpStatus; credited: boolean }> {
  const owner = await db
    .selectFrom('ewallet_topups')
    .select(['lender_id', 'payment_method'])
    .where('reference_id', '=', notice.referenceId)
    .$narrowType<{ payment_method: PaymentMethod }>()
    .executeTakeFirst();
  if (!owner || !methods.includes(owner.payment_method))
    throw new HttpError(404, 'errors.notFound');
  return db.transaction().execute(async (trx) => {
    const { row, now } = await lockedTopUpForCredit(
      trx,
      owner.lender_id,
      notice.referenceId,
      when,
      methods,
    );
    const expected = Number(row.amount) + Number(row.biaya);
    if (notice.amount !== expected)
      throw fieldError('amount', 'payments.amountMismatch', {
        amount: formatRupiah(notice.amount),
        expected: formatRupiah(expected),
      });
    const applied = await applyTopUpNotice(trx, row, notice, now);
    return {
      reference_id: applied.row.reference_id,
      status: applied.row.status,
      credited: applied.credited,
    };
  });
}

/** The sandbox provider pages' view of a top-up by reference alone (the provider side has no session). */
export async function topUpForProvider(db: WalletDb, referenceId: string, now: Date) {
  const row = await db
    .selectFrom('ewallet_topups')
    .select(['lender_id'])
    .where('reference_id', '=', referenceId)
    .executeTakeFirst();
  if (!row) return undefined;
  const current = await db
    .transaction()
    .execute((trx) => lockedTopUp(trx, row.lender_id, referenceId, now));
  const card = await db
    .selectFrom('ewallet_topups')
    .select(['card_masked', 'biaya'])
    .where('reference_id', '=', referenceId)
    .executeTakeFirstOrThrow();
  return {
    lenderId: row.lender_id,
    referenceId,
    method: current.payment_method,
    amount: Number(current.amount),
    biaya: Number(card.biaya),
    status: current.status,
    cardMasked: card.card_masked,
    meta: {
      code: current.provider_code,
      message: current.provider_message,
      error: current.provider_error,
    },
  };
}
