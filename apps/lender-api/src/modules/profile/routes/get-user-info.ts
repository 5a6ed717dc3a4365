import { defineRoute } from '../../../http/route.ts';
import { userInfo } from '../../auth/index.ts';

export const getUserInfoRoute = defineRoute({
  operationId: 'getUserInfo',
  method: 'GET',
  url: '/v1/user_info',
  auth: 'lender',
  async handle({ lender }) {
    return { status: 200, body: { data: userInfo(lender) } };
  },
});
