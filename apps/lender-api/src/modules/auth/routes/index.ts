import type { ApiRoute } from '../../../http/route.ts';
import { loginRoute } from './login.ts';
import { registerRoute } from './register.ts';
import { verifyEmailRoute } from './verify-email.ts';
import { resendEmailRoute } from './resend-email.ts';
import { forgotPasswordRoute } from './forgot-password.ts';
import { resetPasswordRoute } from './reset-password.ts';
import { forgotBorrowerPasswordRoute } from './forgot-borrower-password.ts';
import { getTermConditionRoute } from './term-condition.ts';
import { logoutRoute } from './logout.ts';
import { verifyPasswordRoute } from './verify-password.ts';
import { updatePasswordRoute } from './change-password.ts';
import {
  deleteOtherSessionsRoute,
  deleteSessionByLinkRoute,
  deleteSessionRoute,
  listSessionsRoute,
} from './sessions.ts';
import { twoFactorRoutes } from './two-factor.ts';

/** The operations this module serves, mounted under the API base path. */
export const authRoutes: readonly ApiRoute[] = [
  loginRoute,
  registerRoute,
  verifyEmailRoute,
  resendEmailRoute,
  forgotPasswordRoute,
  resetPasswordRoute,
  forgotBorrowerPasswordRoute,
  getTermConditionRoute,
  logoutRoute,
  verifyPasswordRoute,
  updatePasswordRoute,
  listSessionsRoute,
  deleteSessionRoute,
  deleteOtherSessionsRoute,
  deleteSessionByLinkRoute,
  ...twoFactorRoutes,
];
/** Operations the web origin also answers on its own paths (`WEB_REWRITES`). */
export { forgotBorrowerPasswordRoute, loginRoute, registerRoute, resendEmailRoute };
