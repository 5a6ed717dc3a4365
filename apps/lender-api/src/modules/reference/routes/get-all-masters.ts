import { defineRoute } from '../../../http/route.ts';
import { allMasters } from '../master-data.ts';

export const getAllMastersRoute = defineRoute({
  operationId: 'getAllMasters',
  method: 'POST',
  url: '/newProfile/allMasterBaru',
  auth: 'lender',
  async handle({ ctx }) {
    return { status: 200, body: await allMasters(ctx) };
  },
});
