import { defineRoute } from '../../../http/route.ts';
import { corporateProfile } from '../profile.ts';

export const getCorporateProfileRoute = defineRoute({
  operationId: 'getCorporateProfile',
  method: 'GET',
  url: '/v1/lender_corporation/profile',
  auth: 'lender',
  audience: 'corporate',
  async handle({ ctx, lender }) {
    return { status: 200, body: { data: await corporateProfile(ctx, lender) } };
  },
});
