import { SubmitLegacyKycPersonalFormBody } from '@pendana/api-sdk/zod';
import { fieldError } from '../../../http/errors.ts';
import { defineRoute } from '../../../http/route.ts';
import { MAX_IMAGE_BYTES, sniffImage } from '../../ekyc/index.ts';
import { t } from '../../../shared/i18n/index.ts';
import { requireIndividual } from '../../ekyc/index.ts';
import { savePersonalData, savePhotos } from '../../ekyc/index.ts';
import { STEP_AFTER } from '../../ekyc/index.ts';

/** First multipart form of the older flow: personal data and, optionally, the ID card photo. */
export const submitLegacyKycPersonalFormRoute = defineRoute({
  operationId: 'submitLegacyKycPersonalForm',
  method: 'POST',
  url: '/v1/lender/kyc/form/data_diri',
  auth: 'lender',
  audience: 'individual',
  body: SubmitLegacyKycPersonalFormBody,
  multipart: { ints: ['agama', 'jenis_kelamin', 'status_pernikahan'], booleans: ['is_passport'] },
  async handle({ ctx, lang, lender, body }) {
    requireIndividual(lender);
    const { foto_ktp, ...personal } = body;
    // Check the photo before anything is written, so that a bad file changes nothing.
    if (foto_ktp) {
      const bytes = new Uint8Array(await foto_ktp.arrayBuffer());
      if (bytes.length > MAX_IMAGE_BYTES)
        throw fieldError('foto_ktp', 'ekyc.imageTooLarge', { mb: 5 });
      if (!sniffImage(bytes)) throw fieldError('foto_ktp', 'ekyc.imageInvalid');
    }
    await savePersonalData(ctx, lender, personal, { requirePhotos: false });
    if (foto_ktp) await savePhotos(ctx, lender, { ktp: foto_ktp });
    return {
      status: 200,
      body: { message: t(lang, 'ekyc.savedPersonal'), step_order: STEP_AFTER.personal },
    };
  },
});
