import type { JobQueue } from '../../jobs/index.ts';
import type { MoneyDb, MoneyTrx } from '../../shared/ledger/tables.ts';
import { resolveOperatorTask } from '../../shared/operator-tasks.ts';
import { payoutAccount } from './account.ts';
import { queuePayout } from './payout.ts';
import type { PayoutState } from './settle.ts';

// A held withdrawal sent on by an operator: approved (above the threshold), or retried (refused by
// the provider).

/** Why an approval did nothing, or what it did. */
export type ApprovalResult =
  | { approved: true; id: number; nominal: number }
  | { approved: false; id: number; state: PayoutState | null };

/**
 * The operator's approval of a withdrawal above the threshold, or of one the provider refused: it
 * becomes queued, its sending job is queued and its operator task resolved, in one transaction.
 * Anything not awaiting approval (unknown, approved before, ended) is left as it is (`approved:
 * false` with its state).
 */
export async function approveWithdrawal(
  db: MoneyDb,
  jobs: JobQueue,
  id: number,
  now: Date,
): Promise<ApprovalResult> {
  return db.transaction().execute(async (trx) => {
    const row = await lockWithdrawal(trx, id);
    if (!row) return { approved: false, id, state: null };
    if (row.payout_state !== 'awaiting_approval')
      return { approved: false, id, state: row.payout_state as PayoutState };
    await queueHeld(trx, jobs, row, now);
    return { approved: true, id, nominal: Number(row.nominal) };
  });
}

/** The withdrawal's row, locked for the rest of the transaction (undefined when there is none). */
function lockWithdrawal(trx: MoneyTrx, id: number) {
  return trx
    .selectFrom('withdrawals')
    .select(['id', 'lender_id', 'nominal', 'payout_state', 'payout_reference'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** A held withdrawal (locked) becomes queued, its sending job queued, its operator tasks resolved. */
async function queueHeld(
  trx: MoneyTrx,
  jobs: JobQueue,
  row: { id: number; payout_reference: string },
  now: Date,
): Promise<void> {
  await trx
    .updateTable('withdrawals')
    .set({ payout_state: 'queued', approved_at: now })
    .where('id', '=', row.id)
    .execute();
  await queuePayout(trx, jobs, row.id);
  await resolveOperatorTask(trx, 'withdrawal_approval', row.payout_reference, now);
  await resolveOperatorTask(trx, 'payout_refused', row.payout_reference, now);
}

/** Whether the provider's refusal of the withdrawal waits for an operator (its task is open). */
export async function refusalOpen(trx: MoneyTrx, reference: string): Promise<boolean> {
  const task = await trx
    .selectFrom('operator_tasks')
    .select('id')
    .where('kind', '=', 'payout_refused')
    .where('subject_ref', '=', reference)
    .where('resolved_at', 'is', null)
    .executeTakeFirst();
  return task !== undefined;
}

/** What retrying a refused payout did, or why it did nothing. */
export type RetryResult =
  | {
      retried: true;
      id: number;
      nominal: number;
      /** The account it goes to now, and the one the provider refused when it changed since. */
      account: { kodeBank: string; accountNumber: string };
      previous: { kodeBank: string; accountNumber: string } | null;
    }
  | { retried: false; id: number; state: PayoutState | null; refusalOpen: boolean };

/**
 * The operator's retry of a payout the provider refused (an awaiting withdrawal with an open
 * `payout_refused` task), once the lender has fixed their payout account: the withdrawal takes the
 * account now on file (the provider never took the refused transfer, so its reference may go to the
 * corrected account), becomes queued with its sending job, its task resolved — one transaction, under
 * the row's lock. Anything else (unknown, not refused, already retried or ended) is left as it is
 * (`retried: false`); a lender with no payout account on file throws `PayoutAccountMissingError`.
 */
export async function retryRefusedPayout(
  db: MoneyDb,
  jobs: JobQueue,
  id: number,
  now: Date,
): Promise<RetryResult> {
  return db.transaction().execute(async (trx) => {
    const row = await lockWithdrawal(trx, id);
    if (!row) return { retried: false, id, state: null, refusalOpen: false };
    const open = await refusalOpen(trx, row.payout_reference);
    if (row.payout_state !== 'awaiting_approval' || !open)
      return { retried: false, id, state: row.payout_state as PayoutState, refusalOpen: open };
    const lender = await trx
      .selectFrom('lenders')
      .select(['id', 'lender_type'])
      .where('id', '=', row.lender_id)
      .executeTakeFirstOrThrow();
    const account = await payoutAccount(trx, {
      id: lender.id,
      lender_type: lender.lender_type === 2 ? 2 : 1,
    });
    if (!account.rekening || !account.kode_bank) throw new PayoutAccountMissingError(id);
    const before = await trx
      .selectFrom('withdrawals')
      .select(['no_rekening', 'kode_bank'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const changed =
      before.no_rekening !== account.rekening || before.kode_bank !== account.kode_bank;
    if (changed)
      await trx
        .updateTable('withdrawals')
        .set({ no_rekening: account.rekening, kode_bank: account.kode_bank })
        .where('id', '=', id)
        .execute();
    await queueHeld(trx, jobs, row, now);
    return {
      retried: true,
      id,
      nominal: Number(row.nominal),
      account: { kodeBank: account.kode_bank, accountNumber: account.rekening },
      previous: changed ? { kodeBank: before.kode_bank, accountNumber: before.no_rekening } : null,
    };
  });
}

/** The lender of a refused payout has no payout account on file: nothing to send it to. */
export class PayoutAccountMissingError extends Error {
  constructor(id: number) {
    super(`withdrawal ${id}: its lender has no payout account on file (bank and account number)`);
    this.name = 'PayoutAccountMissingError';
  }
}
