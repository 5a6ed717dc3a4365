import { SaveEkycEducationBody } from '@pendana/api-sdk/zod';
import { defineRoute } from '../../../http/route.ts';
import { t } from '../../../shared/i18n/index.ts';
import { requireIndividual } from '../access.ts';
import { saveEducation } from '../education.ts';
import { STEP_AFTER } from '../progress.ts';

export const saveEkycEducationRoute = defineRoute({
  operationId: 'saveEkycEducation',
  method: 'POST',
  url: '/v1/lender/ekyc/pendidikan',
  auth: 'lender',
  audience: 'individual',
  body: SaveEkycEducationBody,
  async handle({ ctx, lang, lender, body }) {
    requireIndividual(lender);
    await saveEducation(ctx, lender, body);
    return {
      status: 200,
      body: { message: t(lang, 'ekyc.savedEducation'), step_order: STEP_AFTER.education },
    };
  },
});
