import { SaveLegacyKycPersonalDataBody } from '@pendana/api-sdk/zod';
import { defineRoute } from '../../../http/route.ts';
import { t } from '../../../shared/i18n/index.ts';
import { requireIndividual } from '../../ekyc/index.ts';
import { savePersonalData } from '../../ekyc/index.ts';
import { STEP_AFTER } from '../../ekyc/index.ts';

/** The older flow posts the photos separately (`/v1/lender/kyc/data_diri/foto`). */
export const saveLegacyKycPersonalDataRoute = defineRoute({
  operationId: 'saveLegacyKycPersonalData',
  method: 'POST',
  url: '/v1/lender/kyc/data_diri',
  auth: 'lender',
  audience: 'individual',
  body: SaveLegacyKycPersonalDataBody,
  async handle({ ctx, lang, lender, body }) {
    requireIndividual(lender);
    await savePersonalData(ctx, lender, body, { requirePhotos: false });
    return {
      status: 200,
      body: { message: t(lang, 'ekyc.savedPersonal'), step_order: STEP_AFTER.personal },
    };
  },
});
