import { SaveEkycPersonalDataBody } from '@pendana/api-sdk/zod';
import { defineRoute } from '../../../http/route.ts';
import { t } from '../../../shared/i18n/index.ts';
import { requireIndividual } from '../access.ts';
import { savePersonalData } from '../personal-data.ts';
import { STEP_AFTER } from '../progress.ts';

export const saveEkycPersonalDataRoute = defineRoute({
  operationId: 'saveEkycPersonalData',
  method: 'POST',
  url: '/v1/lender/ekyc/data_diri',
  auth: 'lender',
  audience: 'individual',
  body: SaveEkycPersonalDataBody,
  async handle({ ctx, lang, lender, body }) {
    requireIndividual(lender);
    await savePersonalData(ctx, lender, body);
    return {
      status: 200,
      body: { message: t(lang, 'ekyc.savedPersonal'), step_order: STEP_AFTER.personal },
    };
  },
});
