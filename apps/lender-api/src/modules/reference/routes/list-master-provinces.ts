import { defineRoute } from '../../../http/route.ts';
import { listMasterProvinces } from '../master-data.ts';

export const listMasterProvincesRoute = defineRoute({
  operationId: 'listMasterProvinces',
  method: 'POST',
  url: '/v2/newProfile/allMasterProvinsi',
  auth: 'lender',
  async handle({ ctx }) {
    return { status: 200, body: { data: await listMasterProvinces(ctx) } };
  },
});
