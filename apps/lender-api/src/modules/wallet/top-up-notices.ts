import { fieldError, HttpError } from '../../http/errors.ts';
import type { PaymentMethod, ProviderResult } from '../../providers/payments/index.ts';
import { formatRupiah, type MoneyTime } from '../../shared/ledger/ledger.ts';
import { raiseOperatorTask } from '../../shared/operator-tasks.ts';
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
 * A provider's paid notice for a top-up this side had already closed as failed (4) or expired (8,
 * by a notice or by its own time): the provider collected the money, so the provider's word wins. The
 * amount it collected (`expected`: the top-up's amount plus its fee) → credited like any paid notice,
 * once (the top-up becomes paid; later repeats find it paid). Another amount → nothing moves, the
 * top-up stays as it is, and the notice is kept as an operator task (one per top-up, each distinct
 * notice listed once), to be settled with the provider by hand.
 */
async function applyLatePaidNotice(
  trx: WalletTrx,
  row: TopUpRow,
  notice: { provider: string; amount: number; code?: string | undefined },
  expected: number,
  now: Date,
): Promise<{ credited: boolean; row: TopUpRow }> {
  if (notice.amount === expected) return { credited: true, row: await creditTopUp(trx, row, now) };
  await raiseOperatorTask(trx, {
    kind: 'payment_amount_mismatch',
    subjectRef: row.reference_id,
    details: {
      provider: notice.provider,
      reference_id: row.reference_id,
      lender_id: row.lender_id,
      payment_method: row.payment_method,
      top_up_status: row.status,
      expected,
    },
    log: {
      key: 'notices',
      entry: { status: 'paid', amount: notice.amount, code: notice.code ?? null },
    },
    now,
  });
  return { credited: false, row };
}

/**
 * The providers' callback for a top-up by reference alone (no session): the top-up must be one of
 * `methods` (else 404, like an unknown reference). A paid notice for a top-up already failed or
 * expired here goes to `applyLatePaidNotice` (credited when the amount is right, else an operator
 * task; answered 200 either way). Otherwise `amount` must be what the provider collected (the
 * top-up's amount plus its fee; else 422 and nothing changes), then `applyTopUpNotice`. All under the
 * same locks as every credit (lender, wallet, top-up row): duplicates, sequential or concurrent, find
 * the top-up paid and answer its current state with `credited: false`.
 */
export async function notifyTopUp(
  db: WalletDb,
  methods: readonly PaymentMethod[],
  notice: TopUpNotice & { referenceId: string; amount: number; provider: string },
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
    if (notice.result === 'paid' && (row.status === 4 || row.status === 8)) {
      const late = await applyLatePaidNotice(trx, row, notice, expected, now);
      return {
        reference_id: late.row.reference_id,
        status: late.row.status,
        credited: late.credited,
      };
    }
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
