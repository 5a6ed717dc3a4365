import { SendCorporateKycOtpBody } from '@pendana/api-sdk/zod';
import { LIMITS } from '../../../http/rate-limit.ts';
import { defineRoute } from '../../../http/route.ts';
import { requireCorporate } from '../access.ts';
import { sendPhoneOtp } from '../../ekyc/index.ts';

/** The corporate phone always has country code 62 (spec §9); the operator code is its first digits. */
export const sendCorporateKycOtpRoute = defineRoute({
  operationId: 'sendCorporateKycOtp',
  method: 'POST',
  url: '/v1/lender_corporation/kyc/send_otp',
  auth: 'lender',
  audience: 'corporate',
  body: SendCorporateKycOtpBody,
  limits: ({ request, lender }) => LIMITS.otpSend(lender.id, request.ip),
  async handle({ ctx, lang, lender, body }) {
    requireCorporate(lender);
    const input = {
      no_telp: body.no_telp,
      kode_operator: body.no_telp.slice(0, 3),
      kode_negara: '62',
    };
    return { status: 200, body: await sendPhoneOtp(ctx, lang, lender, input) };
  },
});
