import { ListRegionRegenciesQueryParams } from '@pendana/api-sdk/zod';
import { defineRoute } from '../../../http/route.ts';
import { listCities } from '../regions.ts';

export const listRegionRegenciesRoute = defineRoute({
  operationId: 'listRegionRegencies',
  method: 'GET',
  url: '/v2/region/kabupaten',
  auth: 'lender',
  query: ListRegionRegenciesQueryParams,
  async handle({ ctx, query }) {
    return { status: 200, body: { data: await listCities(ctx, query.kode_provinsi) } };
  },
});
