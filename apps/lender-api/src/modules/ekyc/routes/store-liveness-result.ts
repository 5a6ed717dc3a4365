import { StoreLivenessResultBody } from '@pendana/api-sdk/zod';
import { defineRoute } from '../../../http/route.ts';
import { fieldError } from '../../../http/errors.ts';
import { t } from '../../../shared/i18n/index.ts';
import { requireIndividual } from '../access.ts';
import { decodeImageDataUrl } from '../images.ts';
import { storeLiveness } from '../state.ts';

export const storeLivenessResultRoute = defineRoute({
  operationId: 'storeLivenessResult',
  method: 'POST',
  url: '/v2/lender/ekyc/liveness/store',
  auth: 'lender',
  audience: 'individual',
  body: StoreLivenessResultBody,
  async handle({ ctx, lang, lender, body }) {
    requireIndividual(lender);
    const face = decodeImageDataUrl(body.face_1);
    if ('key' in face) throw fieldError('face_1', face.key, face.params);
    const data = await storeLiveness(ctx, lender.id, body);
    return { status: 200, body: { message: t(lang, 'ekyc.livenessStored'), data } };
  },
});
