import { defineRoute } from '../../../http/route.ts';
import { t } from '../../../shared/i18n/index.ts';
import { deleteSession } from '../../../shared/session/sessions.ts';

export const logoutRoute = defineRoute({
  operationId: 'logout',
  method: 'POST',
  url: '/newAuth/logout',
  auth: 'lender',
  async handle({ ctx, lang, token }) {
    await deleteSession(ctx, token);
    return { status: 200, body: { message: t(lang, 'auth.loggedOut') } };
  },
});
