import { defineRoute } from '../../../http/route.ts';
import { requireCorporate } from '../access.ts';
import { corporateProgress } from '../progress.ts';

export const getCorporateKycStatusRoute = defineRoute({
  operationId: 'getCorporateKycStatus',
  method: 'GET',
  url: '/v1/lender_corporation/kyc/status',
  auth: 'lender',
  audience: 'corporate',
  async handle({ ctx, lender }) {
    requireCorporate(lender);
    const progress = await corporateProgress(ctx, lender.id);
    return {
      status: 200,
      body: { data: { status: lender.status, step_order: progress.step_order } },
    };
  },
});
