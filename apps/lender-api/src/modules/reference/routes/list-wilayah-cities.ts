import { ListWilayahCitiesQueryParams } from '@pendana/api-sdk/zod';
import { defineRoute } from '../../../http/route.ts';
import { listCities } from '../regions.ts';

export const listWilayahCitiesRoute = defineRoute({
  operationId: 'listWilayahCities',
  method: 'GET',
  url: '/v2/wilayah/kota',
  auth: 'lender',
  query: ListWilayahCitiesQueryParams,
  async handle({ ctx, query }) {
    return { status: 200, body: { data: await listCities(ctx, query.kode_provinsi) } };
  },
});
