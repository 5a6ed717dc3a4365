import { CreateOperatorAccountBody } from '@pendana/api-sdk/operator/zod';
import { defineRoute } from '../../../http/route.ts';
import { createOperator, operatorView } from '../accounts.ts';

export const createOperatorAccountRoute = defineRoute({
  operationId: 'createOperatorAccount',
  method: 'POST',
  url: '/operator/accounts',
  auth: 'operator',
  roles: ['admin'],
  body: CreateOperatorAccountBody,
  async handle({ ctx, operator, request, body }) {
    const row = await createOperator(ctx.database.db, body, { operator, request }, ctx.clock.now());
    return { status: 201, body: { data: operatorView(row) } };
  },
});
