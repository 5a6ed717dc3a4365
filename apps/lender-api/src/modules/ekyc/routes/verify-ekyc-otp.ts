import { VerifyEkycOtpBody } from '@pendana/api-sdk/zod';
import { LIMITS } from '../../../http/rate-limit.ts';
import { defineRoute } from '../../../http/route.ts';
import { requireIndividual } from '../access.ts';
import { verifyPhoneOtp } from '../otp.ts';
import { submitAfterPhoneIfComplete } from '../../profile/index.ts';

/** Passport holders with the three sections complete go to review (`pending`) once the phone is verified. */
export const verifyEkycOtpRoute = defineRoute({
  operationId: 'verifyEkycOtp',
  method: 'POST',
  url: '/v1/lender/ekyc/verify_otp',
  auth: 'lender',
  audience: 'individual',
  body: VerifyEkycOtpBody,
  limits: ({ request, lender }) => LIMITS.otpVerify(lender.id, request.ip),
  async handle({ ctx, lang, lender, body }) {
    requireIndividual(lender);
    const result = await verifyPhoneOtp(ctx, lang, lender, body.no_otp);
    if (result.status === 'success') await submitAfterPhoneIfComplete(ctx, lender);
    return { status: 200, body: result };
  },
});
