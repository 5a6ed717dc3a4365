import { ListOperatorAuditLogQueryParams } from '@pendana/api-sdk/operator/zod';
import { defineRoute } from '../../../http/route.ts';
import { auditPage } from '../audit-log.ts';

export const listOperatorAuditLogRoute = defineRoute({
  operationId: 'listOperatorAuditLog',
  method: 'GET',
  url: '/operator/audit',
  auth: 'operator',
  roles: ['admin'],
  query: ListOperatorAuditLogQueryParams,
  async handle({ ctx, query }) {
    return { status: 200, body: await auditPage(ctx, query.page ?? 1, query.per_page ?? 20) };
  },
});
