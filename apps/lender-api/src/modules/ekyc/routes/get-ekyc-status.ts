import { defineRoute } from '../../../http/route.ts';
import { requireIndividual } from '../access.ts';
import { ekycProgress } from '../state.ts';

export const getEkycStatusRoute = defineRoute({
  operationId: 'getEkycStatus',
  method: 'GET',
  url: '/v1/lender/ekyc/status',
  auth: 'lender',
  audience: 'individual',
  async handle({ ctx, lender }) {
    requireIndividual(lender);
    return { status: 200, body: { data: await ekycProgress(ctx, lender) } };
  },
});
