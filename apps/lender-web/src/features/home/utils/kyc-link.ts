// Ways into the KYC wizards from the dashboard home (lender_info): while the KYC is not complete
// (user_status notfilled), corporations (lender_type 2) go to the corporate wizard, individuals on the
// new flow to the eKYC wizard and the others (is_new_lender_ekyc false) to the older KYC flow.
import type { LenderInfo } from '@pendana/api-sdk';

export type KycLink = { path: string; corporate: boolean } | null;

export function kycLinkFor(
  lender: Pick<LenderInfo, 'user_status' | 'lender_type' | 'is_new_lender_ekyc'>,
): KycLink {
  if (lender.user_status !== 'notfilled') return null;
  if (lender.lender_type === 2) return { path: '/dashboard/corporate-kyc', corporate: true };
  return {
    path: lender.is_new_lender_ekyc ? '/dashboard/ekyc' : '/dashboard/kyc',
    corporate: false,
  };
}
