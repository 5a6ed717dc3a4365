import { defineRoute } from '../../../http/route.ts';
import { requireCorporate } from '../access.ts';
import { corporateProgress } from '../progress.ts';

export const getCorporateKycProgressRoute = defineRoute({
  operationId: 'getCorporateKycProgress',
  method: 'GET',
  url: '/v1/lender_corporation/kyc/progress',
  auth: 'lender',
  audience: 'corporate',
  async handle({ ctx, lender }) {
    requireCorporate(lender);
    return { status: 200, body: { data: await corporateProgress(ctx, lender.id) } };
  },
});
