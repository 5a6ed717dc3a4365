import type { AppContext } from '../../../context.ts';
import type { Lender } from '../../../db/schema/index.ts';
import { corporateProgress } from '../../corporate-kyc/index.ts';
import { ekycProgress } from '../../ekyc/index.ts';

/**
 * `v3/checkRegistrasi`: where the lender is in registration. `step_order` is the KYC wizard's (1-based,
 * individual 1–4, corporate 1–5); `kyc_complete` follows the rule that sends the KYC to review
 * (sections saved, phone verified, and for the new eKYC flow the identity check passed).
 */
export async function registrationStatus(ctx: AppContext, lender: Lender) {
  const phoneVerified = lender.phone_verified_at !== null;
  if (lender.lender_type === 2) {
    const progress = await corporateProgress(ctx, lender.id);
    const sections =
      progress.corporation === 'complete' &&
      progress.pengurus === 'complete' &&
      progress.pemegang_saham === 'complete' &&
      progress.contact === 'complete';
    return {
      user_status: lender.status,
      lender_type: lender.lender_type,
      step_order: progress.step_order,
      is_new_lender_ekyc: lender.is_new_lender_ekyc,
      kyc_complete: sections && phoneVerified,
      phone_verified: phoneVerified,
      // Corporations have no face/identity check.
      status_ekyc: 0 as const,
    };
  }
  const progress = await ekycProgress(ctx, lender);
  const sections =
    progress.profile === 'complete' &&
    progress.education === 'complete' &&
    progress.inheritance === 'complete';
  return {
    user_status: lender.status,
    lender_type: lender.lender_type,
    step_order: progress.step_order,
    is_new_lender_ekyc: lender.is_new_lender_ekyc,
    kyc_complete:
      sections && phoneVerified && (!lender.is_new_lender_ekyc || progress.status_ekyc === 1),
    phone_verified: phoneVerified,
    status_ekyc: progress.status_ekyc,
  };
}
