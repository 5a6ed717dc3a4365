import { SendLegacyKycOtpBody } from '@pendana/api-sdk/zod';
import { LIMITS } from '../../../http/rate-limit.ts';
import { defineRoute } from '../../../http/route.ts';
import { requireIndividual } from '../../ekyc/index.ts';
import { sendPhoneOtp } from '../../ekyc/index.ts';

export const sendLegacyKycOtpRoute = defineRoute({
  operationId: 'sendLegacyKycOtp',
  method: 'POST',
  url: '/v1/lender/kyc/send_otp',
  auth: 'lender',
  audience: 'individual',
  body: SendLegacyKycOtpBody,
  limits: ({ request, lender }) => LIMITS.otpSend(lender.id, request.ip),
  async handle({ ctx, lang, lender, body }) {
    requireIndividual(lender);
    return { status: 200, body: await sendPhoneOtp(ctx, lang, lender, body) };
  },
});
