import { UploadEkycPhotosBody } from '@pendana/api-sdk/zod';
import { defineRoute } from '../../../http/route.ts';
import { t } from '../../../shared/i18n/index.ts';
import { requireIndividual } from '../access.ts';
import { savePhotos } from '../personal-data.ts';

export const uploadEkycPhotosRoute = defineRoute({
  operationId: 'uploadEkycPhotos',
  method: 'POST',
  url: '/v1/lender/ekyc/data_diri/foto',
  auth: 'lender',
  audience: 'individual',
  body: UploadEkycPhotosBody,
  multipart: {},
  async handle({ ctx, lang, lender, body }) {
    requireIndividual(lender);
    const data = await savePhotos(ctx, lender, body);
    return { status: 200, body: { message: t(lang, 'ekyc.savedPhotos'), data } };
  },
});
