import { describe, expect, it } from 'vitest';
import { kycLinkFor } from './kyc-link';

describe('dashboard home: the way into the KYC wizards', () => {
  it('sends a corporation whose KYC is not complete to the corporate wizard', () => {
    expect(
      kycLinkFor({ user_status: 'notfilled', lender_type: 2, is_new_lender_ekyc: true }),
    ).toEqual({ path: '/dashboard/corporate-kyc', corporate: true });
    expect(
      kycLinkFor({ user_status: 'notfilled', lender_type: 2, is_new_lender_ekyc: false }),
    ).toEqual({ path: '/dashboard/corporate-kyc', corporate: true });
  });

  it('sends individuals to the eKYC wizard, or to the older flow when is_new_lender_ekyc is false', () => {
    expect(
      kycLinkFor({ user_status: 'notfilled', lender_type: 1, is_new_lender_ekyc: true }),
    ).toEqual({ path: '/dashboard/ekyc', corporate: false });
    expect(
      kycLinkFor({ user_status: 'notfilled', lender_type: 1, is_new_lender_ekyc: false }),
    ).toEqual({ path: '/dashboard/kyc', corporate: false });
  });

  it('offers no link once the KYC is filled in', () => {
    for (const user_status of ['pending', 'active', 'reject', 'suspend', 'Not Active'] as const) {
      expect(kycLinkFor({ user_status, lender_type: 2, is_new_lender_ekyc: true })).toBeNull();
      expect(kycLinkFor({ user_status, lender_type: 1, is_new_lender_ekyc: false })).toBeNull();
    }
  });
});
