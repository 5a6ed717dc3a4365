import { defineRoute } from '../../../http/route.ts';
import { topUpSteps } from '../top-up-steps.ts';

/** `showStepTopUp`: instructions per bank and channel in X-LANG. */
export const getTopUpStepsRoute = defineRoute({
  operationId: 'getTopUpSteps',
  method: 'POST',
  url: '/newProfile/showStepTopUp',
  auth: 'lender',
  async handle({ lang }) {
    return { status: 200, body: { data: topUpSteps(lang) } };
  },
});
