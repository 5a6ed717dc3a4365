import { UploadLegacyKycPhotosBody } from '@pendana/api-sdk/zod';
import { defineRoute } from '../../../http/route.ts';
import { t } from '../../../shared/i18n/index.ts';
import { requireIndividual } from '../../ekyc/index.ts';
import { savePhotos } from '../../ekyc/index.ts';

export const uploadLegacyKycPhotosRoute = defineRoute({
  operationId: 'uploadLegacyKycPhotos',
  method: 'POST',
  url: '/v1/lender/kyc/data_diri/foto',
  auth: 'lender',
  audience: 'individual',
  body: UploadLegacyKycPhotosBody,
  multipart: {},
  async handle({ ctx, lang, lender, body }) {
    requireIndividual(lender);
    const data = await savePhotos(ctx, lender, body);
    return { status: 200, body: { message: t(lang, 'ekyc.savedPhotos'), data } };
  },
});
