import { ForgotPasswordBody } from '@pendana/api-sdk/zod';
import { LIMITS } from '../../../http/rate-limit.ts';
import { defineRoute } from '../../../http/route.ts';
import { t } from '../../../shared/i18n/index.ts';
import { forgotPassword } from '../verification.ts';

export const forgotPasswordRoute = defineRoute({
  operationId: 'forgotPassword',
  method: 'POST',
  url: '/v1/lender/auth/forgot_password',
  auth: 'public',
  body: ForgotPasswordBody,
  limits: ({ request, body }) => LIMITS.mail('forgot', body.email, request.ip),
  async handle({ ctx, lang, body }) {
    await forgotPassword(ctx, lang, body.email);
    return { status: 200, body: { message: t(lang, 'auth.forgotSent') } };
  },
});
