import { VerifyPasswordBody } from '@pendana/api-sdk/zod';
import { defineRoute } from '../../../http/route.ts';
import { t } from '../../../shared/i18n/index.ts';
import { confirmPassword } from '../verification.ts';

/** A wrong password is a business refusal: 200 `{ error }` (docs/lender-api.md "API conventions"). */
export const verifyPasswordRoute = defineRoute({
  operationId: 'verifyPassword',
  method: 'POST',
  url: '/newAuth/verifyPassword',
  auth: 'lender',
  body: VerifyPasswordBody,
  async handle({ ctx, lang, lender, body }) {
    const ok = await confirmPassword(ctx, lender, body.password);
    return {
      status: 200,
      body: ok
        ? { success: t(lang, 'auth.passwordConfirmed') }
        : { error: t(lang, 'auth.passwordWrong') },
    };
  },
});
