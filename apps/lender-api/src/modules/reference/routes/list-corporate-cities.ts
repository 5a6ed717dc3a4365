import { ListCorporateCitiesQueryParams } from '@pendana/api-sdk/zod';
import { defineRoute } from '../../../http/route.ts';
import { listCities } from '../regions.ts';

export const listCorporateCitiesRoute = defineRoute({
  operationId: 'listCorporateCities',
  method: 'GET',
  url: '/v1/lender_corporation/region/kota',
  auth: 'lender',
  query: ListCorporateCitiesQueryParams,
  async handle({ ctx, query }) {
    return { status: 200, body: { data: await listCities(ctx, query.kode_provinsi) } };
  },
});
