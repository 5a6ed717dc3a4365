import { defineRoute } from '../../../http/route.ts';
import { listOperators, operatorView } from '../accounts.ts';

export const listOperatorAccountsRoute = defineRoute({
  operationId: 'listOperatorAccounts',
  method: 'GET',
  url: '/operator/accounts',
  auth: 'operator',
  roles: ['admin'],
  async handle({ ctx }) {
    return { status: 200, body: { data: (await listOperators(ctx)).map(operatorView) } };
  },
});
