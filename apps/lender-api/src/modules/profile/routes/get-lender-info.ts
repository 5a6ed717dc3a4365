import { defineRoute } from '../../../http/route.ts';
import { lenderInfo } from '../../auth/index.ts';

export const getLenderInfoRoute = defineRoute({
  operationId: 'getLenderInfo',
  method: 'GET',
  url: '/v1/lender_info',
  auth: 'lender',
  async handle({ lender }) {
    return { status: 200, body: { data: lenderInfo(lender) } };
  },
});
