import { VerifyIdentityBody } from '@pendana/api-sdk/zod';
import { defineRoute } from '../../../http/route.ts';
import { t } from '../../../shared/i18n/index.ts';
import { requireIndividual } from '../access.ts';
import { verifyIdentity } from '../identity.ts';

export const verifyIdentityRoute = defineRoute({
  operationId: 'verifyIdentity',
  method: 'POST',
  url: '/v2/lender/ekyc/user-verification',
  auth: 'lender',
  audience: 'individual',
  body: VerifyIdentityBody,
  async handle({ ctx, lang, lender, body, request }) {
    requireIndividual(lender);
    const outcome = await verifyIdentity(ctx, lender, body);
    if (outcome.ok) {
      return {
        status: 200,
        body: outcome.alreadyVerified
          ? { code: 201, message: t(lang, 'identity.alreadyVerified'), statusKyc: 'verified' }
          : { code: 200, message: t(lang, 'identity.verified'), statusKyc: 'verified' },
      };
    }
    return {
      status: 422,
      body: {
        message: t(lang, outcome.message),
        statusKyc: 'failed',
        errorDetailsVerification: outcome.details.map((key) => t(lang, key)),
        request_id: request.id,
      },
    };
  },
});
