import { VerifyLegacyKycOtpBody } from '@pendana/api-sdk/zod';
import { LIMITS } from '../../../http/rate-limit.ts';
import { defineRoute } from '../../../http/route.ts';
import { requireIndividual } from '../../ekyc/index.ts';
import { verifyPhoneOtp } from '../../ekyc/index.ts';
import { submitAfterPhoneIfComplete } from '../../profile/index.ts';

/** A verified phone with the three sections complete sends the account to review (`pending`). */
export const verifyLegacyKycOtpRoute = defineRoute({
  operationId: 'verifyLegacyKycOtp',
  method: 'POST',
  url: '/v1/lender/kyc/verify_otp',
  auth: 'lender',
  audience: 'individual',
  body: VerifyLegacyKycOtpBody,
  limits: ({ request, lender }) => LIMITS.otpVerify(lender.id, request.ip),
  async handle({ ctx, lang, lender, body }) {
    requireIndividual(lender);
    const result = await verifyPhoneOtp(ctx, lang, lender, body.no_otp);
    if (result.status === 'success') await submitAfterPhoneIfComplete(ctx, lender);
    return { status: 200, body: result };
  },
});
