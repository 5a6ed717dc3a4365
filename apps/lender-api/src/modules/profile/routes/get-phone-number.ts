import { defineRoute } from '../../../http/route.ts';
import { phoneNumberInfo } from '../../auth/index.ts';

export const getPhoneNumberRoute = defineRoute({
  operationId: 'getPhoneNumber',
  method: 'POST',
  url: '/v1/lender/no-hp',
  auth: 'lender',
  async handle({ lender }) {
    return { status: 200, body: phoneNumberInfo(lender) };
  },
});
