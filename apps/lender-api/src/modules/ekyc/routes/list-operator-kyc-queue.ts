import { ListOperatorKycQueueQueryParams } from '@pendana/api-sdk/operator/zod';
import { defineRoute } from '../../../http/route.ts';
import { kycQueuePage } from '../operator-review.ts';

export const listOperatorKycQueueRoute = defineRoute({
  operationId: 'listOperatorKycQueue',
  method: 'GET',
  url: '/operator/kyc',
  auth: 'operator',
  roles: ['reviewer'],
  query: ListOperatorKycQueueQueryParams,
  async handle({ ctx, query }) {
    return { status: 200, body: await kycQueuePage(ctx, query.page ?? 1, query.per_page ?? 20) };
  },
});
