import { ListRegionVillagesQueryParams } from '@pendana/api-sdk/zod';
import { defineRoute } from '../../../http/route.ts';
import { listVillages } from '../regions.ts';

export const listRegionVillagesRoute = defineRoute({
  operationId: 'listRegionVillages',
  method: 'GET',
  url: '/v2/region/kelurahan',
  auth: 'lender',
  query: ListRegionVillagesQueryParams,
  async handle({ ctx, query }) {
    return { status: 200, body: { data: await listVillages(ctx, query.kode_kecamatan) } };
  },
});
