import { SaveLegacyKycEducationBody } from '@pendana/api-sdk/zod';
import { defineRoute } from '../../http/route.ts';
import { t } from '../../i18n/index.ts';
import { requireIndividual } from '../../services/ekyc/access.ts';
import { saveEducation } from '../../services/ekyc/education.ts';
import { STEP_AFTER } from '../../services/ekyc/progress.ts';

export const saveLegacyKycEducationRoute = defineRoute({
  operationId: 'saveLegacyKycEducation',
  method: 'POST',
  url: '/v1/lender/kyc/pendidikan',
  auth: 'lender',
  audience: 'individual',
  body: SaveLegacyKycEducationBody,
  async handle({ ctx, lang, lender, body }) {
    requireIndividual(lender);
    await saveEducation(ctx, lender, body);
    return {
      status: 200,
      body: { message: t(lang, 'ekyc.savedEducation'), step_order: STEP_AFTER.education },
    };
  },
});
