import { SaveLegacyKycHeirBody } from '@pendana/api-sdk/zod';
import { defineRoute } from '../../../http/route.ts';
import { t } from '../../../shared/i18n/index.ts';
import { requireIndividual } from '../../ekyc/index.ts';
import { saveHeir } from '../../ekyc/index.ts';
import { STEP_AFTER } from '../../ekyc/index.ts';

export const saveLegacyKycHeirRoute = defineRoute({
  operationId: 'saveLegacyKycHeir',
  method: 'POST',
  url: '/v1/lender/kyc/ahli_waris',
  auth: 'lender',
  audience: 'individual',
  body: SaveLegacyKycHeirBody,
  async handle({ ctx, lang, lender, body }) {
    requireIndividual(lender);
    await saveHeir(ctx, lender, body);
    return {
      status: 200,
      body: { message: t(lang, 'ekyc.savedHeir'), step_order: STEP_AFTER.heir },
    };
  },
});
