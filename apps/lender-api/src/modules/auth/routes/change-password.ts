import { UpdatePasswordBody } from '@pendana/api-sdk/zod';
import { defineRoute } from '../../../http/route.ts';
import { t } from '../../../shared/i18n/index.ts';
import { changePassword } from '../password-change.ts';

export const updatePasswordRoute = defineRoute({
  operationId: 'updatePassword',
  method: 'POST',
  url: '/v1/lender/auth/change_password',
  auth: 'lender',
  body: UpdatePasswordBody,
  async handle({ ctx, lang, lender, token, body }) {
    await changePassword(ctx, lender, token, body);
    return { status: 200, body: { message: t(lang, 'auth.passwordChanged') } };
  },
});
