import { defineRoute } from '../../../http/route.ts';
import { listProvinces } from '../regions.ts';

export const listKprProvincesRoute = defineRoute({
  operationId: 'listKprProvinces',
  method: 'GET',
  url: '/kprAuth/getProvinsi',
  auth: 'lender',
  async handle({ ctx }) {
    return { status: 200, body: { data: await listProvinces(ctx) } };
  },
});
