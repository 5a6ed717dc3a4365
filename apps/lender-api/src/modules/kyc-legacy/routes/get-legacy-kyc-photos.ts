import { defineRoute } from '../../../http/route.ts';
import { requireIndividual } from '../../ekyc/index.ts';
import { getPhotos } from '../../ekyc/index.ts';

export const getLegacyKycPhotosRoute = defineRoute({
  operationId: 'getLegacyKycPhotos',
  method: 'GET',
  url: '/v1/lender/kyc/data_diri/foto',
  auth: 'lender',
  audience: 'individual',
  async handle({ ctx, lender }) {
    requireIndividual(lender);
    return { status: 200, body: { data: await getPhotos(ctx, lender) } };
  },
});
