import { VerifyCorporateKycOtpBody } from '@pendana/api-sdk/zod';
import { LIMITS } from '../../../http/rate-limit.ts';
import { defineRoute } from '../../../http/route.ts';
import { requireCorporate } from '../access.ts';
import { corporateProgress } from '../progress.ts';
import { verifyPhoneOtp } from '../../ekyc/index.ts';

/** A verified phone with all four sections complete sends the account to review (`pending`). */
export const verifyCorporateKycOtpRoute = defineRoute({
  operationId: 'verifyCorporateKycOtp',
  method: 'POST',
  url: '/v1/lender_corporation/kyc/verify_otp',
  auth: 'lender',
  audience: 'corporate',
  body: VerifyCorporateKycOtpBody,
  limits: ({ request, lender }) => LIMITS.otpVerify(lender.id, request.ip),
  async handle({ ctx, lang, lender, body }) {
    requireCorporate(lender);
    const result = await verifyPhoneOtp(ctx, lang, lender, body.no_otp);
    if (result.status === 'success' && lender.status === 'notfilled') {
      const progress = await corporateProgress(ctx, lender.id);
      if (progress.step_order === 5) {
        await ctx.database.db
          .updateTable('lenders')
          .set({ status: 'pending', updated_at: ctx.clock.now() })
          .where('id', '=', lender.id)
          .execute();
      }
    }
    return { status: 200, body: result };
  },
});
