import { defineRoute } from '../../../http/route.ts';
import { requireIndividual } from '../access.ts';
import { getEducation } from '../education.ts';

export const getEkycEducationRoute = defineRoute({
  operationId: 'getEkycEducation',
  method: 'GET',
  url: '/v1/lender/ekyc/pendidikan',
  auth: 'lender',
  audience: 'individual',
  async handle({ ctx, lender }) {
    requireIndividual(lender);
    return { status: 200, body: { data: await getEducation(ctx, lender) } };
  },
});
