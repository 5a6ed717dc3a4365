import type { JobQueue } from '../../jobs/index.ts';
import { formatRupiah } from '../../shared/ledger/ledger.ts';
import type { MoneyDb } from '../../shared/ledger/tables.ts';
import { resolveOperatorTask } from '../../shared/operator-tasks.ts';
import {
  approveWithdrawal,
  PayoutAccountMissingError,
  refusalOpen,
  retryRefusedPayout,
} from './approval.ts';
import { settleWithdrawal, type PayoutState } from './settle.ts';

/**
 * The operator's `approve-withdrawal` command: a held withdrawal (above the threshold, or refused by
 * the provider) is sent on.
 */
export const APPROVE_WITHDRAWAL_USAGE = 'usage: operator approve-withdrawal --id <withdrawal id>';

/** Bad input, or a withdrawal the command cannot act on: the reason, one line. */
export class ApprovalRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ApprovalRefusedError';
  }
}

export function parseApproveWithdrawal(args: readonly string[]): { id: number } {
  return parseId(args, APPROVE_WITHDRAWAL_USAGE);
}

/** `--id N` alone (`usage` otherwise). */
function parseId(args: readonly string[], usage: string): { id: number } {
  const [flag, value, ...rest] = args;
  if (flag !== '--id' || value === undefined || rest.length > 0)
    throw new ApprovalRefusedError(usage);
  return { id: withdrawalId(value) };
}

function withdrawalId(value: string): number {
  if (!/^[1-9]\d{0,9}$/.test(value) || Number(value) > 2_147_483_647)
    throw new ApprovalRefusedError(`--id is a withdrawal id, got "${value}"`);
  return Number(value);
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

/**
 * The operator's commands for a payout the provider refused (`payout_refused` task): send it again
 * once the lender has fixed their payout account, or fail it and give the money back.
 */
export const RETRY_PAYOUT_USAGE = 'usage: operator retry-payout --id <withdrawal id>';
export const FAIL_PAYOUT_USAGE =
  'usage: operator fail-payout --id <withdrawal id> --reason "<why, told to the lender>"';

/** The longest reason kept (`withdrawals.provider_reason`). */
const REASON_LIMIT = 255;

export function parseRetryPayout(args: readonly string[]): { id: number } {
  return parseId(args, RETRY_PAYOUT_USAGE);
}

export function parseFailPayout(args: readonly string[]): { id: number; reason: string } {
  if (args.length !== 4) throw new ApprovalRefusedError(FAIL_PAYOUT_USAGE);
  const flags = new Map<string, string>();
  for (let i = 0; i < args.length; i += 2) flags.set(args[i]!, args[i + 1]!);
  const id = flags.get('--id');
  const reason = flags.get('--reason')?.trim();
  if (flags.size !== 2 || id === undefined || reason === undefined)
    throw new ApprovalRefusedError(FAIL_PAYOUT_USAGE);
  if (!reason) throw new ApprovalRefusedError('--reason must say why (it is told to the lender)');
  if (reason.length > REASON_LIMIT)
    throw new ApprovalRefusedError(
      `--reason is at most ${REASON_LIMIT} characters, got ${reason.length}`,
    );
  return { id: withdrawalId(id), reason };
}

/** Why a refused-payout command cannot act on a withdrawal in `state` (not a refused one). */
function notRefused(id: number, state: PayoutState, what: string): string {
  switch (state) {
    case 'queued':
      return `withdrawal ${id} is queued for sending, not refused by the provider: nothing to ${what}`;
    case 'sent':
      return `withdrawal ${id} is sent: the provider holds the transfer and its outcome ends it; nothing to ${what}`;
    case 'paid':
      return `withdrawal ${id} is paid: the money has left the platform; nothing to ${what}`;
    case 'failed':
      return `withdrawal ${id} is failed: its money is back in the lender's balance; nothing to ${what}`;
    case 'awaiting_approval':
      return `withdrawal ${id} awaits an approval but the provider has not refused it: approve it (approve-withdrawal)`;
  }
}

/**
 * `retry-payout`: a refused payout is sent again to the account now on file (`retryRefusedPayout`).
 * Anything but a refused payout awaiting the operator is an `ApprovalRefusedError` with its reason.
 */
export async function operatorRetryPayout(
  db: MoneyDb,
  jobs: JobQueue,
  input: { id: number },
  now: Date,
): Promise<string> {
  let result;
  try {
    result = await retryRefusedPayout(db, jobs, input.id, now);
  } catch (error) {
    if (error instanceof PayoutAccountMissingError) throw new ApprovalRefusedError(error.message);
    throw error;
  }
  if (!result.retried) {
    if (result.state === null) throw new ApprovalRefusedError(`no withdrawal ${input.id}`);
    throw new ApprovalRefusedError(notRefused(input.id, result.state, 'retry'));
  }
  const to = `${result.account.kodeBank} ${result.account.accountNumber}`;
  const change = result.previous
    ? ` (the account changed from ${result.previous.kodeBank} ${result.previous.accountNumber})`
    : '';
  return `withdrawal ${result.id} of ${formatRupiah(result.nominal)} queued again for the disbursement provider, to ${to}${change}`;
}

/**
 * `fail-payout`: a refused payout is failed with the operator's reason, through the settling every
 * failure takes (`settleWithdrawal`: the reserved amount back to the lender's available balance in one
 * balanced posting, the `withdrawal_refused` event with the reason), its operator task resolved in
 * the same transaction. Failing it again changes nothing and says so; anything else that is not a
 * refused payout awaiting the operator is an `ApprovalRefusedError` with its reason.
 */
export async function operatorFailPayout(
  db: MoneyDb,
  input: { id: number; reason: string },
  now: Date,
): Promise<string> {
  const found = await db
    .selectFrom('withdrawals')
    .select(['id', 'lender_id', 'nominal'])
    .where('id', '=', input.id)
    .executeTakeFirst();
  if (!found) throw new ApprovalRefusedError(`no withdrawal ${input.id}`);
  const result = await settleWithdrawal(
    db,
    { id: found.id, lenderId: found.lender_id },
    { paid: false, reason: input.reason },
    now,
    undefined,
    async (trx, withdrawal, at) => {
      if (
        withdrawal.payout_state !== 'awaiting_approval' ||
        !(await refusalOpen(trx, withdrawal.payout_reference))
      )
        throw new ApprovalRefusedError(notRefused(input.id, withdrawal.payout_state, 'fail'));
      await resolveOperatorTask(trx, 'payout_refused', withdrawal.payout_reference, at);
      await resolveOperatorTask(trx, 'withdrawal_approval', withdrawal.payout_reference, at);
    },
  );
  const amount = formatRupiah(Number(found.nominal));
  if (result.changed)
    return `withdrawal ${input.id} of ${amount} failed: ${amount} back in the lender's available balance, the lender told why`;
  if (result.status === 4) return `withdrawal ${input.id} was failed before: nothing changed`;
  throw new ApprovalRefusedError(notRefused(input.id, 'paid', 'fail'));
}

/** A parsed command, ready to run on the database and a started job queue: what it did, one line. */
type OperatorRun = (db: MoneyDb, jobs: JobQueue, now: Date) => Promise<string>;

/**
 * The withdrawal module's operator commands (`npm run operator -- <command> …`): each one's usage and
 * its parser (bad input: an `ApprovalRefusedError`, the usage itself when the flags are wrong).
 */
export const WITHDRAWAL_OPERATOR_COMMANDS = {
  'approve-withdrawal': {
    usage: APPROVE_WITHDRAWAL_USAGE,
    parse(flags: readonly string[]): OperatorRun {
      const input = parseApproveWithdrawal(flags);
      return (db, jobs, now) => operatorApproveWithdrawal(db, jobs, input, now);
    },
  },
  'retry-payout': {
    usage: RETRY_PAYOUT_USAGE,
    parse(flags: readonly string[]): OperatorRun {
      const input = parseRetryPayout(flags);
      return (db, jobs, now) => operatorRetryPayout(db, jobs, input, now);
    },
  },
  'fail-payout': {
    usage: FAIL_PAYOUT_USAGE,
    parse(flags: readonly string[]): OperatorRun {
      const input = parseFailPayout(flags);
      return (db, _jobs, now) => operatorFailPayout(db, input, now);
    },
  },
} as const;

export type WithdrawalOperatorCommand = keyof typeof WITHDRAWAL_OPERATOR_COMMANDS;

export const WITHDRAWAL_OPERATOR_USAGE = Object.values(WITHDRAWAL_OPERATOR_COMMANDS)
  .map((command) => command.usage)
  .join('\n');
