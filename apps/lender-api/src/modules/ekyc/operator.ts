import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema/index.ts';
import { decideKyc, kycDecisionProblem } from './review.ts';

export const DECIDE_KYC_USAGE =
  'usage: operator decide-kyc --lender <id> --approve | --reject --reason "<what to correct>" [--by <operator>]';

/** Bad input or nothing to decide: the reason, one line. */
export class KycDecisionRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'KycDecisionRefusedError';
  }
}

export interface DecideKycInput {
  lenderId: number;
  approved: boolean;
  reason: string | null;
  by: string;
}

/** The flags of `operator decide-kyc` (throws `KycDecisionRefusedError` with the usage or the fault). */
export function parseDecideKyc(args: readonly string[]): DecideKycInput {
  const values = new Map<string, string>();
  const switches = new Set<string>();
  for (let i = 0; i < args.length; i += 1) {
    const flag = args[i]!;
    if (flag === '--approve' || flag === '--reject') switches.add(flag);
    else if (flag === '--lender' || flag === '--reason' || flag === '--by') {
      const value = args[i + 1];
      if (value === undefined) throw new KycDecisionRefusedError(DECIDE_KYC_USAGE);
      values.set(flag, value);
      i += 1;
    } else throw new KycDecisionRefusedError(DECIDE_KYC_USAGE);
  }
  if (switches.size !== 1 || !values.has('--lender'))
    throw new KycDecisionRefusedError(DECIDE_KYC_USAGE);
  const lender = values.get('--lender')!;
  if (!/^[1-9]\d{0,9}$/.test(lender) || Number(lender) > 2_147_483_647)
    throw new KycDecisionRefusedError(`--lender is a lender id, got "${lender}"`);
  const approved = switches.has('--approve');
  const reason = values.get('--reason') ?? null;
  if (approved && reason !== null)
    throw new KycDecisionRefusedError('--reason goes with --reject only');
  const problem = kycDecisionProblem({ approved, reason });
  if (problem) throw new KycDecisionRefusedError(problem);
  const by = values.get('--by')?.trim() || 'operator';
  if (by.length > 100) throw new KycDecisionRefusedError('--by is at most 100 characters');
  return { lenderId: Number(lender), approved, reason, by };
}

/**
 * An operator's KYC decision (the review outside the sandbox): the same `decideKyc` as the sandbox
 * reviewer. Says what happened; a lender not waiting for review is a `KycDecisionRefusedError`.
 */
export async function operatorDecideKyc(
  db: Kysely<DB>,
  input: DecideKycInput,
  now: Date,
): Promise<string> {
  const status = await decideKyc(
    db,
    {
      lenderId: input.lenderId,
      approved: input.approved,
      reason: input.reason,
      decidedBy: input.by,
    },
    now,
  );
  if (status === null)
    throw new KycDecisionRefusedError(`lender ${input.lenderId} is not waiting for KYC review`);
  return input.approved
    ? `lender ${input.lenderId} approved: active`
    : `lender ${input.lenderId} rejected: ${input.reason!.trim()}`;
}
