import { defineRoute } from '../../../http/route.ts';
import { listProvinces } from '../regions.ts';

export const listWilayahProvincesRoute = defineRoute({
  operationId: 'listWilayahProvinces',
  method: 'GET',
  url: '/v2/wilayah/provinsi',
  auth: 'lender',
  async handle({ ctx }) {
    return { status: 200, body: { data: await listProvinces(ctx) } };
  },
});
