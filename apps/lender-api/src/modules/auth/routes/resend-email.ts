import { ResendEmailBody } from '@pendana/api-sdk/zod';
import { LIMITS } from '../../../http/rate-limit.ts';
import { defineRoute } from '../../../http/route.ts';
import { t } from '../../../shared/i18n/index.ts';
import { resendVerification } from '../verification.ts';

export const resendEmailRoute = defineRoute({
  operationId: 'resendEmail',
  method: 'POST',
  url: '/newAuth/resendEmail',
  auth: 'public',
  body: ResendEmailBody,
  limits: ({ request, body }) => LIMITS.mail('resend', body.email, request.ip),
  async handle({ ctx, lang, body }) {
    await resendVerification(ctx, lang, body.email);
    return { status: 200, body: { status: 'Success', message: t(lang, 'auth.resendSent') } };
  },
});
