import { SaveEkycHeirBody } from '@pendana/api-sdk/zod';
import { defineRoute } from '../../../http/route.ts';
import { t } from '../../../shared/i18n/index.ts';
import { requireIndividual } from '../access.ts';
import { saveHeir } from '../heir.ts';
import { STEP_AFTER } from '../progress.ts';

export const saveEkycHeirRoute = defineRoute({
  operationId: 'saveEkycHeir',
  method: 'POST',
  url: '/v1/lender/ekyc/ahli_waris',
  auth: 'lender',
  audience: 'individual',
  body: SaveEkycHeirBody,
  async handle({ ctx, lang, lender, body }) {
    requireIndividual(lender);
    await saveHeir(ctx, lender, body);
    return {
      status: 200,
      body: { message: t(lang, 'ekyc.savedHeir'), step_order: STEP_AFTER.heir },
    };
  },
});
