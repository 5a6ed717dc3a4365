import { defineRoute } from '../../../http/route.ts';
import { registrationStatus } from '../certificate/registration.ts';

/** `v3/checkRegistrasi`: the lender's current registration status. */
export const getRegistrationStatusRoute = defineRoute({
  operationId: 'getRegistrationStatus',
  method: 'POST',
  url: '/v3/checkRegistrasi',
  auth: 'lender',
  async handle({ ctx, lender }) {
    return {
      status: 200,
      body: { data: { current_status: await registrationStatus(ctx, lender) } },
    };
  },
});
