import { fieldError, HttpError } from '../../http/errors.ts';
import {
  addEntries,
  formatRupiah,
  isRowId,
  lockWallet,
  lockedTime,
  type MoneyTime,
} from '../../shared/ledger/ledger.ts';
import {
  WITHDRAWAL_REFUSALS,
  type MoneyDb,
  type MoneyTrx,
  type WithdrawalRefusal,
} from '../../shared/ledger/tables.ts';
import { recordEvent, withdrawalSettled } from '../notifications/index.ts';

/**
 * Runs in the settling's transaction, under its locks, before anything moves, when the withdrawal is
 * still waiting: throws to refuse (nothing moves), or does what must happen with the settling (an
 * operator's task resolved).
 */
export type SettleGuard = (
  trx: MoneyTrx,
  withdrawal: { id: number; payout_state: PayoutState; payout_reference: string },
  now: Date,
) => Promise<void>;

/** `withdrawals` columns as their CHECK constraints allow. */
export type WithdrawalNarrowing = {
  status: 2 | 3 | 4;
  kode_penolakan: WithdrawalRefusal | null;
  payout_state: PayoutState;
};

/** Where a withdrawal's payout stands (`withdrawals.payout_state`, migration 0218). */
export type PayoutState = 'awaiting_approval' | 'queued' | 'sent' | 'paid' | 'failed';

/** How a transfer ended: paid, or failed with the bank's reason (a refusal code or its own words). */
export type PayoutOutcome = { paid: true } | { paid: false; reason?: string | undefined };

const isRefusalCode = (reason: string): reason is WithdrawalRefusal =>
  (WITHDRAWAL_REFUSALS as readonly string[]).includes(reason);

/**
 * Ends a waiting withdrawal, once: paid (3) — the reserved amount leaves the platform
 * (pending → `platform_cash_out`) — or failed (4) — it goes back to the available balance — with the
 * bank's reason (a known code is kept as `kode_penolakan`, other words as `provider_reason` with the
 * code `bank_rejected`). Under the lender's wallet lock and the withdrawal's row lock; a withdrawal
 * already ended is left as it is (`changed: false`), so a repeated outcome moves nothing. `amount`,
 * when the provider states it, must be the withdrawal's (else 422, nothing changes).
 */
export async function settleWithdrawal(
  db: MoneyDb,
  target: { id: number; lenderId: number },
  outcome: PayoutOutcome,
  when: MoneyTime,
  amount?: number,
  guard?: SettleGuard,
): Promise<{ status: 2 | 3 | 4; changed: boolean }> {
  const { id, lenderId } = target;
  if (!isRowId(id)) throw new HttpError(404, 'errors.notFound');
  return db.transaction().execute(async (trx) => {
    const now = lockedTime(when, await lockWallet(trx, lenderId));
    const withdrawal = await trx
      .selectFrom('withdrawals')
      .selectAll()
      .where('id', '=', id)
      .where('lender_id', '=', lenderId)
      .forUpdate()
      .$narrowType<WithdrawalNarrowing>()
      .executeTakeFirst();
    if (!withdrawal) throw new HttpError(404, 'errors.notFound');
    const nominal = Number(withdrawal.nominal);
    if (amount !== undefined && amount !== nominal)
      throw fieldError('amount', 'payments.amountMismatch', {
        amount: formatRupiah(amount),
        expected: formatRupiah(nominal),
      });
    if (withdrawal.status !== 2) return { status: withdrawal.status, changed: false };
    await guard?.(trx, withdrawal, now);
    const status = outcome.paid ? 3 : 4;
    await addEntries(
      trx,
      Number(withdrawal.transaction_id),
      2,
      outcome.paid
        ? [
            { account: 'lender_pending_withdrawal', lenderId, amount: -nominal },
            { account: 'platform_cash_out', amount: nominal },
          ]
        : [
            { account: 'lender_pending_withdrawal', lenderId, amount: -nominal },
            { account: 'lender_available', lenderId, amount: nominal },
          ],
      now,
    );
    const reason = outcome.paid ? null : (outcome.reason?.trim() ?? '');
    await trx
      .updateTable('withdrawals')
      .set({
        status,
        payout_state: outcome.paid ? 'paid' : 'failed',
        decided_at: now,
        kode_penolakan: reason === null ? null : isRefusalCode(reason) ? reason : 'bank_rejected',
        provider_reason: reason && !isRefusalCode(reason) ? reason.slice(0, 255) : null,
      })
      .where('id', '=', id)
      .execute();
    await trx
      .updateTable('ledger_transactions')
      .set({ status, updated_at: now })
      .where('id', '=', Number(withdrawal.transaction_id))
      .execute();
    await recordEvent(trx, withdrawalSettled(lenderId, id, nominal, outcome.paid, reason, now));
    return { status, changed: true };
  });
}

/** `settleWithdrawal` of the withdrawal sent under `reference` (the provider's callback); 404 if none. */
export async function settlePayout(
  db: MoneyDb,
  notice: { reference: string; outcome: PayoutOutcome; amount?: number },
  when: MoneyTime,
): Promise<{ status: 2 | 3 | 4; changed: boolean }> {
  const found = await db
    .selectFrom('withdrawals')
    .select(['id', 'lender_id'])
    .where('payout_reference', '=', notice.reference)
    .executeTakeFirst();
  if (!found) throw new HttpError(404, 'errors.notFound');
  return settleWithdrawal(
    db,
    { id: found.id, lenderId: found.lender_id },
    notice.outcome,
    when,
    notice.amount,
  );
}
