import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema/index.ts';
import { kycDecided, recordEvent } from '../notifications/index.ts';
import { recordVerifiedResidency } from '../tax/index.ts';

/** The longest reason a rejection may give (the `kyc_decisions.reason` CHECK). */
export const KYC_REASON_MAX = 500;

export interface KycDecision {
  lenderId: number;
  approved: boolean;
  /** Why the data was rejected, told to the lender; required for a rejection, ignored for an approval. */
  reason?: string | null;
  /** Who decided: the sandbox reviewer, or the operator's name at the CLI. */
  decidedBy: string;
}

/** Why the decision cannot be taken as given (a sentence for the reviewer), or null. */
export function kycDecisionProblem(
  decision: Pick<KycDecision, 'approved' | 'reason'>,
): string | null {
  if (decision.approved) return null;
  const reason = decision.reason?.trim() ?? '';
  if (reason === '') return 'a rejection needs a reason (what the lender must correct)';
  if (reason.length > KYC_REASON_MAX)
    return `the reason is longer than ${KYC_REASON_MAX} characters`;
  return null;
}

/**
 * A KYC review's decision on a lender waiting for review (status pending), in one transaction: the
 * lender becomes active (approved) or reject, the decision is kept with its reason, and the lender is
 * told (`kyc_approved` / `kyc_rejected` with the reason). An approval also verifies a passport holder's
 * identity and records the tax residency the checked documents show. The one path of every reviewer
 * (the sandbox page, the operator's CLI). Returns the new status, or null when the lender was not
 * waiting for review. A rejection without a reason throws (check `kycDecisionProblem` first).
 */
export async function decideKyc(
  db: Kysely<DB>,
  decision: KycDecision,
  now: Date,
): Promise<'active' | 'reject' | null> {
  return db.transaction().execute((trx) => decideKycIn(trx, decision, now));
}

/**
 * `decideKyc` inside the caller's transaction `trx` (the operator API writes its audit row in the same
 * one); the same checks, writes and notice.
 */
export async function decideKycIn(
  trx: Kysely<DB>,
  decision: KycDecision,
  now: Date,
): Promise<'active' | 'reject' | null> {
  const problem = kycDecisionProblem(decision);
  if (problem) throw new Error(`KYC decision refused: ${problem}`);
  const { lenderId, approved } = decision;
  const reason = approved ? null : decision.reason!.trim();
  const status = approved ? 'active' : 'reject';
  const row = await trx
    .updateTable('lenders')
    .set({ status, updated_at: now })
    .where('id', '=', lenderId)
    .where('status', '=', 'pending')
    .returning('id')
    .executeTakeFirst();
  if (!row) return null;
  await trx
    .insertInto('kyc_decisions')
    .values({
      lender_id: lenderId,
      approved,
      reason,
      decided_by: decision.decidedBy,
      decided_at: now,
    })
    .execute();
  await recordEvent(trx, kycDecided(lenderId, approved, now, reason));
  if (!approved) return status;
  // A passport is checked by the reviewer, not by the registry: approving it verifies the identity.
  const passport = await trx
    .selectFrom('ekyc_personal_data')
    .select('lender_id')
    .where('lender_id', '=', lenderId)
    .where('is_passport', '=', true)
    .executeTakeFirst();
  if (passport) {
    await trx
      .insertInto('ekyc_state')
      .values({ lender_id: lenderId, status_ekyc: 1, updated_at: now })
      .onConflict((oc) => oc.column('lender_id').doUpdateSet({ status_ekyc: 1, updated_at: now }))
      .execute();
  }
  // The reviewer checked the identity document: the tax residency follows from it.
  await recordVerifiedResidency(trx, lenderId, now);
  return status;
}
