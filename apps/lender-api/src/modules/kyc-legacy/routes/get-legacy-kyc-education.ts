import { defineRoute } from '../../../http/route.ts';
import { requireIndividual } from '../../ekyc/index.ts';
import { getEducation } from '../../ekyc/index.ts';

export const getLegacyKycEducationRoute = defineRoute({
  operationId: 'getLegacyKycEducation',
  method: 'GET',
  url: '/v1/lender/kyc/pendidikan',
  auth: 'lender',
  audience: 'individual',
  async handle({ ctx, lender }) {
    requireIndividual(lender);
    return { status: 200, body: { data: await getEducation(ctx, lender) } };
  },
});
