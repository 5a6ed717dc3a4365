import { SaveLegacyKycEducationBody } from '@pendana/api-sdk/zod';
import { defineRoute } from '../../../http/route.ts';
import { t } from '../../../shared/i18n/index.ts';
import { requireIndividual } from '../../ekyc/index.ts';
import { saveEducation } from '../../ekyc/index.ts';
import { STEP_AFTER } from '../../ekyc/index.ts';

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
