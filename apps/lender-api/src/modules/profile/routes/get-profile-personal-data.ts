import { defineRoute } from '../../../http/route.ts';
import { getProfilePersonalData } from '../personal-data.ts';

export const getProfilePersonalDataRoute = defineRoute({
  operationId: 'getProfilePersonalData',
  method: 'GET',
  url: '/v2/lender/profile/data_diri',
  auth: 'lender',
  audience: 'individual',
  async handle({ ctx, lender }) {
    return { status: 200, body: { data: await getProfilePersonalData(ctx, lender) } };
  },
});
