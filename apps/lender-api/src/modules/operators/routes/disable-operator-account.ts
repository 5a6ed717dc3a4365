import { DisableOperatorAccountParams } from '@pendana/api-sdk/operator/zod';
import { defineRoute } from '../../../http/route.ts';
import { disableOperator, operatorView } from '../accounts.ts';

export const disableOperatorAccountRoute = defineRoute({
  operationId: 'disableOperatorAccount',
  method: 'POST',
  url: '/operator/accounts/:id/disable',
  auth: 'operator',
  roles: ['admin'],
  params: DisableOperatorAccountParams,
  async handle({ ctx, operator, request, params }) {
    const row = await disableOperator(ctx, params.id, { operator, request });
    return { status: 200, body: { data: operatorView(row) } };
  },
});
