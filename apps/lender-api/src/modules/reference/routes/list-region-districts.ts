import { ListRegionDistrictsQueryParams } from '@pendana/api-sdk/zod';
import { defineRoute } from '../../../http/route.ts';
import { listDistricts } from '../regions.ts';

export const listRegionDistrictsRoute = defineRoute({
  operationId: 'listRegionDistricts',
  method: 'GET',
  url: '/v2/region/kecamatan',
  auth: 'lender',
  query: ListRegionDistrictsQueryParams,
  async handle({ ctx, query }) {
    return { status: 200, body: { data: await listDistricts(ctx, query.kode_kota) } };
  },
});
