import { defineRoute } from '../../../http/route.ts';
import { operatorView } from '../accounts.ts';

export const getOperatorMeRoute = defineRoute({
  operationId: 'getOperatorMe',
  method: 'GET',
  url: '/operator/auth/me',
  auth: 'operator',
  roles: 'any',
  async handle({ operator }) {
    return { status: 200, body: { data: operatorView(operator) } };
  },
});
