import { ListKprCitiesParams } from '@pendana/api-sdk/zod';
import { HttpError } from '../../../http/errors.ts';
import { defineRoute } from '../../../http/route.ts';
import { listCities, provinceExists } from '../regions.ts';

export const listKprCitiesRoute = defineRoute({
  operationId: 'listKprCities',
  method: 'GET',
  url: '/kprAuth/getKota/:id',
  auth: 'lender',
  params: ListKprCitiesParams,
  async handle({ ctx, params }) {
    if (!(await provinceExists(ctx, params.id))) throw new HttpError(404, 'errors.notFound');
    return { status: 200, body: { data: await listCities(ctx, params.id) } };
  },
});
