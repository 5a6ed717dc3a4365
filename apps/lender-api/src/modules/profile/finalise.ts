import type { AppContext } from '../../context.ts';
import type { Lender, UserStatus } from '../../db/schema/index.ts';
import { HttpError, type FieldMessages } from '../../http/errors.ts';
import { corporateProgress } from '../corporate-kyc/index.ts';
import { ekycProgress } from '../ekyc/index.ts';

/** Statuses from which a complete KYC goes (back) to review. */
const SUBMITTABLE: readonly UserStatus[] = ['notfilled', 'reject'];

async function toReview(ctx: AppContext, lender: Lender): Promise<UserStatus> {
  if (!SUBMITTABLE.includes(lender.status)) return lender.status;
  await ctx.database.db
    .updateTable('lenders')
    .set({ status: 'pending', updated_at: ctx.clock.now() })
    .where('id', '=', lender.id)
    .execute();
  return 'pending';
}

/**
 * Finalises an individual KYC: personal data, education and heir saved, phone verified, and on the
 * new eKYC flow the identity check passed (status_ekyc 1). Anything missing is a 422 naming it.
 */
export async function finaliseIndividual(ctx: AppContext, lender: Lender): Promise<UserStatus> {
  const progress = await ekycProgress(ctx, lender);
  const fields: FieldMessages = {};
  for (const section of ['profile', 'education', 'inheritance'] as const) {
    if (progress[section] !== 'complete') fields[section] = [{ key: 'kyc.sectionIncomplete' }];
  }
  if (!progress.phone_verified) fields.no_hp = [{ key: 'kyc.phoneNotVerified' }];
  if (lender.is_new_lender_ekyc && progress.status_ekyc !== 1)
    fields.status_ekyc = [{ key: 'kyc.identityNotVerified' }];
  if (Object.keys(fields).length > 0) throw new HttpError(422, 'kyc.incomplete', { fields });
  return toReview(ctx, lender);
}

/**
 * After a verified phone, an individual KYC goes to review without the registry check when no registry
 * can check it: the older flow (`is_new_lender_ekyc` false, no finalise call) and passport holders (a
 * person checks the passport; the sandbox reviewer's approval sets status_ekyc 1). Other new-eKYC
 * lenders go to review through the identity check (`user-verification`).
 */
export async function submitAfterPhoneIfComplete(
  ctx: AppContext,
  lender: Lender,
): Promise<UserStatus> {
  const progress = await ekycProgress(ctx, lender);
  if (lender.is_new_lender_ekyc && !progress.is_passport) return lender.status;
  const complete = (['profile', 'education', 'inheritance'] as const).every(
    (section) => progress[section] === 'complete',
  );
  return complete ? toReview(ctx, lender) : lender.status;
}

/** Finalises a corporate KYC: the four sections saved and the company phone verified. */
export async function finaliseCorporate(ctx: AppContext, lender: Lender): Promise<UserStatus> {
  const progress = await corporateProgress(ctx, lender.id);
  const fields: FieldMessages = {};
  for (const section of ['corporation', 'pengurus', 'pemegang_saham', 'contact'] as const) {
    if (progress[section] !== 'complete') fields[section] = [{ key: 'kyc.sectionIncomplete' }];
  }
  if (lender.phone_verified_at === null) fields.no_hp = [{ key: 'kyc.phoneNotVerified' }];
  if (Object.keys(fields).length > 0) throw new HttpError(422, 'kyc.incomplete', { fields });
  return toReview(ctx, lender);
}
