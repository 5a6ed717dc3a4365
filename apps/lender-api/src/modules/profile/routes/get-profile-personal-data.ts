import { defineRoute } from '../../../http/route.ts';
import { getPersonalData } from '../../ekyc/index.ts';

export const getProfilePersonalDataRoute = defineRoute({
  operationId: 'getProfilePersonalData',
  method: 'GET',
  url: '/v2/lender/profile/data_diri',
  auth: 'lender',
  audience: 'individual',
  async handle({ ctx, lender }) {
    return { status: 200, body: { data: await getPersonalData(ctx, lender) } };
  },
});
