import { SubmitLegacyKycEducationFormBody } from '@pendana/api-sdk/zod';
import { fieldError } from '../../../http/errors.ts';
import { defineRoute } from '../../../http/route.ts';
import { t } from '../../../shared/i18n/index.ts';
import { requireIndividual } from '../../ekyc/index.ts';
import { saveEducation } from '../../ekyc/index.ts';
import { MAX_IMAGE_BYTES, sniffImage } from '../../ekyc/index.ts';
import { STEP_AFTER } from '../../ekyc/index.ts';

const INTS = [
  'pendidikan',
  'pekerjaan',
  'bidang_pekerjaan',
  'bidang_online',
  'lama_kerja',
  'estimasi_penghasilan',
  'sumber_penghasilan',
];

/** Second multipart form of the older flow: education, work, bank and an optional NPWP card photo. */
export const submitLegacyKycEducationFormRoute = defineRoute({
  operationId: 'submitLegacyKycEducationForm',
  method: 'POST',
  url: '/v1/lender/kyc/form/pendidikan',
  auth: 'lender',
  audience: 'individual',
  body: SubmitLegacyKycEducationFormBody,
  multipart: { ints: INTS },
  async handle({ ctx, lang, lender, body }) {
    requireIndividual(lender);
    const { foto_npwp, ...education } = body;
    if (foto_npwp) {
      const bytes = Buffer.from(await foto_npwp.arrayBuffer());
      if (bytes.length > MAX_IMAGE_BYTES)
        throw fieldError('foto_npwp', 'ekyc.imageTooLarge', { mb: 5 });
      const ext = sniffImage(bytes);
      if (!ext) throw fieldError('foto_npwp', 'ekyc.imageInvalid');
      await ctx.providers.storage.put(`lender/${lender.id}/npwp.${ext}`, bytes, foto_npwp.type);
    }
    await saveEducation(ctx, lender, education);
    return {
      status: 200,
      body: { message: t(lang, 'ekyc.savedEducation'), step_order: STEP_AFTER.education },
    };
  },
});
