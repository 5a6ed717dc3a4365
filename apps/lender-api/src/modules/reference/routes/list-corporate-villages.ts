import { ListCorporateVillagesQueryParams } from '@pendana/api-sdk/zod';
import { defineRoute } from '../../../http/route.ts';
import { listVillages } from '../regions.ts';

export const listCorporateVillagesRoute = defineRoute({
  operationId: 'listCorporateVillages',
  method: 'GET',
  url: '/v1/lender_corporation/region/kelurahan',
  auth: 'lender',
  query: ListCorporateVillagesQueryParams,
  async handle({ ctx, query }) {
    return { status: 200, body: { data: await listVillages(ctx, query.kode_kecamatan) } };
  },
});
