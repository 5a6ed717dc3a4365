import { ListCorporateDistrictsQueryParams } from '@pendana/api-sdk/zod';
import { defineRoute } from '../../../http/route.ts';
import { listDistricts } from '../regions.ts';

export const listCorporateDistrictsRoute = defineRoute({
  operationId: 'listCorporateDistricts',
  method: 'GET',
  url: '/v1/lender_corporation/region/kecamatan',
  auth: 'lender',
  query: ListCorporateDistrictsQueryParams,
  async handle({ ctx, query }) {
    return { status: 200, body: { data: await listDistricts(ctx, query.kode_kota) } };
  },
});
