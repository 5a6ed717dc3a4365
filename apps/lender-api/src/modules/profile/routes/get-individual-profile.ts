import { defineRoute } from '../../../http/route.ts';
import { individualProfile } from '../profile.ts';

export const getIndividualProfileRoute = defineRoute({
  operationId: 'getIndividualProfile',
  method: 'GET',
  url: '/v1/lender/profile',
  auth: 'lender',
  audience: 'individual',
  async handle({ ctx, lender }) {
    return { status: 200, body: { data: await individualProfile(ctx, lender) } };
  },
});
