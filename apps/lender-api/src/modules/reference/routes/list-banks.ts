import { defineRoute } from '../../../http/route.ts';
import { listBanks } from '../master-data.ts';

export const listBanksRoute = defineRoute({
  operationId: 'listBanks',
  method: 'POST',
  url: '/v2/newProfile/allMasterBank',
  auth: 'lender',
  async handle({ ctx }) {
    return { status: 200, body: { data: await listBanks(ctx) } };
  },
});
