import { defineRoute } from '../../../http/route.ts';
import { t } from '../../../shared/i18n/index.ts';
import { deleteOperatorSession } from '../../../shared/session/operator-sessions.ts';

export const logoutOperatorRoute = defineRoute({
  operationId: 'logoutOperator',
  method: 'POST',
  url: '/operator/auth/logout',
  auth: 'operator',
  roles: 'any',
  async handle({ ctx, lang, token }) {
    await deleteOperatorSession(ctx, token);
    return { status: 200, body: { message: t(lang, 'operators.loggedOut') } };
  },
});
