import { SendEkycOtpBody } from '@pendana/api-sdk/zod';
import { LIMITS } from '../../../http/rate-limit.ts';
import { defineRoute } from '../../../http/route.ts';
import { requireIndividual } from '../access.ts';
import { sendPhoneOtp } from '../otp.ts';

export const sendEkycOtpRoute = defineRoute({
  operationId: 'sendEkycOtp',
  method: 'POST',
  url: '/v1/lender/ekyc/send_otp',
  auth: 'lender',
  audience: 'individual',
  body: SendEkycOtpBody,
  limits: ({ request, lender }) => LIMITS.otpSend(lender.id, request.ip),
  async handle({ ctx, lang, lender, body }) {
    requireIndividual(lender);
    return { status: 200, body: await sendPhoneOtp(ctx, lang, lender, body) };
  },
});
