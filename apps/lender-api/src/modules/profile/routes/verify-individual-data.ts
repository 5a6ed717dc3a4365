import { defineRoute } from '../../../http/route.ts';
import { t } from '../../../shared/i18n/index.ts';
import { finaliseIndividual } from '../finalise.ts';

export const verifyIndividualDataRoute = defineRoute({
  operationId: 'verifyIndividualData',
  method: 'POST',
  url: '/v2/lender/profile/verify_data',
  auth: 'lender',
  audience: 'individual',
  async handle({ ctx, lang, lender }) {
    const status = await finaliseIndividual(ctx, lender);
    return {
      status: 200,
      body: { message: t(lang, 'kyc.submitted'), data: { user_status: status } },
    };
  },
});
