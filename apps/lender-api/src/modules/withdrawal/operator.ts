import type { JobQueue } from '../../jobs/index.ts';
import { formatRupiah } from '../../shared/ledger/ledger.ts';
import type { MoneyDb } from '../../shared/ledger/tables.ts';
import { approveWithdrawal } from './payout.ts';

/**
 * The operator's `approve-withdrawal` command: a held withdrawal (above the threshold, or refused by
 * the provider) is sent on.
 */
export const APPROVE_WITHDRAWAL_USAGE = 'usage: operator approve-withdrawal --id <withdrawal id>';

/** Bad input or nothing to approve: the reason, one line. */
export class ApprovalRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ApprovalRefusedError';
  }
}

export function parseApproveWithdrawal(args: readonly string[]): { id: number } {
  const [flag, value, ...rest] = args;
  if (flag !== '--id' || value === undefined || rest.length > 0)
    throw new ApprovalRefusedError(APPROVE_WITHDRAWAL_USAGE);
  if (!/^[1-9]\d{0,9}$/.test(value) || Number(value) > 2_147_483_647)
    throw new ApprovalRefusedError(`--id is a withdrawal id, got "${value}"`);
  return { id: Number(value) };
}

/**
 * Approves the withdrawal and says what happened. Approving one approved before, or already sent,
 * paid or failed, changes nothing and says so; an unknown id or one that never needed approval is an
 * `ApprovalRefusedError`.
 */
export async function operatorApproveWithdrawal(
  db: MoneyDb,
  jobs: JobQueue,
  input: { id: number },
  now: Date,
): Promise<string> {
  const result = await approveWithdrawal(db, jobs, input.id, now);
  if (result.approved)
    return `withdrawal ${result.id} of ${formatRupiah(result.nominal)} approved: queued for the disbursement provider`;
  if (result.state === null) throw new ApprovalRefusedError(`no withdrawal ${input.id}`);
  const approvedBefore = await db
    .selectFrom('withdrawals')
    .select('approved_at')
    .where('id', '=', input.id)
    .executeTakeFirst();
  if (!approvedBefore?.approved_at)
    throw new ApprovalRefusedError(
      `withdrawal ${input.id} does not wait for an approval (it is ${result.state})`,
    );
  return `withdrawal ${input.id} was approved before (it is ${result.state}): nothing changed`;
}
