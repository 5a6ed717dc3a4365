import { VerifyEmailBody } from '@pendana/api-sdk/zod';
import { defineRoute } from '../../../http/route.ts';
import { t } from '../../../shared/i18n/index.ts';
import { verifyEmail } from '../verification.ts';

export const verifyEmailRoute = defineRoute({
  operationId: 'verifyEmail',
  method: 'POST',
  url: '/v1/lender/auth/verify_email',
  auth: 'public',
  body: VerifyEmailBody,
  async handle({ ctx, lang, body }) {
    await verifyEmail(ctx, body.code);
    return { status: 200, body: { status: 'notfilled', message: t(lang, 'auth.emailVerified') } };
  },
});
