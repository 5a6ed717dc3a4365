import { defineRoute } from '../../../http/route.ts';
import { t } from '../../../shared/i18n/index.ts';
import { finaliseCorporate } from '../finalise.ts';

export const verifyCorporateDataRoute = defineRoute({
  operationId: 'verifyCorporateData',
  method: 'POST',
  url: '/v1/lender_corporation/profile/verify_data',
  auth: 'lender',
  audience: 'corporate',
  async handle({ ctx, lang, lender }) {
    const status = await finaliseCorporate(ctx, lender);
    return {
      status: 200,
      body: { message: t(lang, 'kyc.submitted'), data: { user_status: status } },
    };
  },
});
