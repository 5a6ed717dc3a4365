import { defineRoute } from '../../../http/route.ts';
import { requireIndividual } from '../../ekyc/index.ts';
import { ekycProgress } from '../../ekyc/index.ts';

export const getLegacyKycStatusRoute = defineRoute({
  operationId: 'getLegacyKycStatus',
  method: 'GET',
  url: '/v1/lender/kyc/status',
  auth: 'lender',
  audience: 'individual',
  async handle({ ctx, lender }) {
    requireIndividual(lender);
    const progress = await ekycProgress(ctx, lender);
    return {
      status: 200,
      body: {
        data: {
          profile: progress.profile,
          education: progress.education,
          inheritance: progress.inheritance,
          step_order: progress.step_order,
          user_status: lender.status,
        },
      },
    };
  },
});
