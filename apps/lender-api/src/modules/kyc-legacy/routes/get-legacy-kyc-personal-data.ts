import { defineRoute } from '../../../http/route.ts';
import { requireIndividual } from '../../ekyc/index.ts';
import { getPersonalData } from '../../ekyc/index.ts';

export const getLegacyKycPersonalDataRoute = defineRoute({
  operationId: 'getLegacyKycPersonalData',
  method: 'GET',
  url: '/v1/lender/kyc/data_diri',
  auth: 'lender',
  audience: 'individual',
  async handle({ ctx, lender }) {
    requireIndividual(lender);
    const {
      foto_ktp: _k,
      profile_ktp: _pk,
      profile: _p,
      ...data
    } = await getPersonalData(ctx, lender);
    return { status: 200, body: { data } };
  },
});
