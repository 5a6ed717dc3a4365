import type { ApiRoute } from '../../../http/route.ts';
import { createOperatorAccountRoute } from './create-operator-account.ts';
import { disableOperatorAccountRoute } from './disable-operator-account.ts';
import { getOperatorMeRoute } from './get-operator-me.ts';
import { listOperatorAccountsRoute } from './list-operator-accounts.ts';
import { listOperatorAuditLogRoute } from './list-operator-audit-log.ts';
import { loginOperatorRoute } from './login-operator.ts';
import { logoutOperatorRoute } from './logout-operator.ts';
import { updateOperatorAccountRoleRoute } from './update-operator-account-role.ts';

/** The operations this module serves (staff only), mounted under the API base path. */
export const operatorsRoutes: readonly ApiRoute[] = [
  loginOperatorRoute,
  logoutOperatorRoute,
  getOperatorMeRoute,
  listOperatorAccountsRoute,
  createOperatorAccountRoute,
  updateOperatorAccountRoleRoute,
  disableOperatorAccountRoute,
  listOperatorAuditLogRoute,
];
