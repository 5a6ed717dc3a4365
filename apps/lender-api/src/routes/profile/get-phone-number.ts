import { defineRoute } from '../../http/route.ts';
import { phoneNumberInfo } from '../../services/accounts/accounts.ts';

export const getPhoneNumberRoute = defineRoute({
  operationId: 'getPhoneNumber',
  method: 'POST',
  url: '/v1/lender/no-hp',
  auth: 'lender',
  async handle({ lender }) {
    return { status: 200, body: phoneNumberInfo(lender) };
  },
});
