import { defineRoute } from '../../../http/route.ts';
import { requireIndividual } from '../access.ts';
import { getPersonalData } from '../personal-data.ts';

export const getEkycPersonalDataRoute = defineRoute({
  operationId: 'getEkycPersonalData',
  method: 'GET',
  url: '/v1/lender/ekyc/data_diri',
  auth: 'lender',
  audience: 'individual',
  async handle({ ctx, lender }) {
    requireIndividual(lender);
    return { status: 200, body: { data: await getPersonalData(ctx, lender) } };
  },
});
