import { ResetPasswordBody } from '@pendana/api-sdk/zod';
import { defineRoute } from '../../../http/route.ts';
import { t } from '../../../shared/i18n/index.ts';
import { resetPassword } from '../verification.ts';

export const resetPasswordRoute = defineRoute({
  operationId: 'resetPassword',
  method: 'POST',
  url: '/v1/lender/auth/reset_password',
  auth: 'public',
  body: ResetPasswordBody,
  async handle({ ctx, lang, body }) {
    await resetPassword(ctx, body);
    return { status: 200, body: { message: t(lang, 'auth.passwordReset') } };
  },
});
