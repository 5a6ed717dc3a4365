import { defineRoute } from '../../../http/route.ts';
import { requireCorporate } from '../access.ts';
import { listPeople } from '../people.ts';

export const listCorporateAdministratorsRoute = defineRoute({
  operationId: 'listCorporateAdministrators',
  method: 'GET',
  url: '/v1/lender_corporation/kyc/pengurus',
  auth: 'lender',
  audience: 'corporate',
  async handle({ ctx, lender }) {
    requireCorporate(lender);
    return { status: 200, body: { data: await listPeople(ctx, lender, 'admin') } };
  },
});
