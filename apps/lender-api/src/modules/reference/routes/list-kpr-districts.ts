import { ListKprDistrictsParams } from '@pendana/api-sdk/zod';
import { HttpError } from '../../../http/errors.ts';
import { defineRoute } from '../../../http/route.ts';
import { cityExists, listDistricts } from '../regions.ts';

export const listKprDistrictsRoute = defineRoute({
  operationId: 'listKprDistricts',
  method: 'GET',
  url: '/kprAuth/getKecamatan/:id',
  auth: 'lender',
  params: ListKprDistrictsParams,
  async handle({ ctx, params }) {
    if (!(await cityExists(ctx, params.id))) throw new HttpError(404, 'errors.notFound');
    return { status: 200, body: { data: await listDistricts(ctx, params.id) } };
  },
});
