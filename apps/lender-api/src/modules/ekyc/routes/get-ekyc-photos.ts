import { defineRoute } from '../../../http/route.ts';
import { requireIndividual } from '../access.ts';
import { getPhotos } from '../personal-data.ts';

export const getEkycPhotosRoute = defineRoute({
  operationId: 'getEkycPhotos',
  method: 'GET',
  url: '/v1/lender/ekyc/data_diri/foto',
  auth: 'lender',
  audience: 'individual',
  async handle({ ctx, lender }) {
    requireIndividual(lender);
    return { status: 200, body: { data: await getPhotos(ctx, lender) } };
  },
});
