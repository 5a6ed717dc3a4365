import { HttpError } from '../../../http/errors.ts';
import { defineRoute } from '../../../http/route.ts';
import { t } from '../../../shared/i18n/index.ts';
import { requireIndividual } from '../access.ts';
import { ekycProgress, resetFailedVerification } from '../state.ts';

export const requestEkycReverificationRoute = defineRoute({
  operationId: 'requestEkycReverification',
  method: 'POST',
  url: '/v1/lender/ekyc/verifikasi-ulang',
  auth: 'lender',
  audience: 'individual',
  async handle({ ctx, lang, lender }) {
    requireIndividual(lender);
    if (!(await resetFailedVerification(ctx, lender.id)))
      throw new HttpError(409, 'ekyc.reverificationNotAllowed');
    return {
      status: 200,
      body: { message: t(lang, 'ekyc.reverification'), data: await ekycProgress(ctx, lender) },
    };
  },
});
