import {
  UpdateOperatorAccountRoleBody,
  UpdateOperatorAccountRoleParams,
} from '@pendana/api-sdk/operator/zod';
import { defineRoute } from '../../../http/route.ts';
import { changeOperatorRole, operatorView } from '../accounts.ts';

export const updateOperatorAccountRoleRoute = defineRoute({
  operationId: 'updateOperatorAccountRole',
  method: 'PUT',
  url: '/operator/accounts/:id/role',
  auth: 'operator',
  roles: ['admin'],
  params: UpdateOperatorAccountRoleParams,
  body: UpdateOperatorAccountRoleBody,
  async handle({ ctx, operator, request, params, body }) {
    const row = await changeOperatorRole(ctx, params.id, body.role, { operator, request });
    return { status: 200, body: { data: operatorView(row) } };
  },
});
