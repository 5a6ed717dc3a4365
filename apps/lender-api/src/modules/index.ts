import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import type { ApiRoute } from '../http/route.ts';
import {
  registerSandboxPages as registerSandboxModulePages,
  sandboxLifeRoutes,
} from './sandbox/routes/index.ts';
import { registerWalletSandboxPages } from './wallet/routes/index.ts';
import { authRoutes } from './auth/routes/index.ts';
import { profileRoutes } from './profile/routes/index.ts';
import { referenceRoutes } from './reference/routes/index.ts';
import { ekycRoutes } from './ekyc/routes/index.ts';
import { kycLegacyRoutes } from './kyc-legacy/routes/index.ts';
import { corporateKycRoutes } from './corporate-kyc/routes/index.ts';
import { projectsRoutes } from './projects/routes/index.ts';
import { fundingRoutes } from './funding/routes/index.ts';
import { portfolioRoutes } from './portfolio/routes/index.ts';
import { statementRoutes } from './statement/routes/index.ts';
import { walletRoutes } from './wallet/routes/index.ts';
import { withdrawalRoutes } from './withdrawal/routes/index.ts';
import { registerWithdrawalPayouts } from './withdrawal/index.ts';
import { registerRepaymentJobs } from './repayments/index.ts';
import { notificationsRoutes } from './notifications/routes/index.ts';
import { registerNotificationJobs } from './notifications/index.ts';
import { taxRoutes } from './tax/routes/index.ts';
import { platformRoutes } from './platform/routes/index.ts';
import { signingRoutes } from './signing/routes/index.ts';
import { simulationRoutes } from './simulation/routes/index.ts';
import { contentRoutes } from './content/routes/index.ts';
import { operatorsRoutes } from './operators/routes/index.ts';
import { registerAuthJobs } from './auth/index.ts';
import { registerFundingJobs } from './funding/index.ts';
import {
  forgotBorrowerPasswordRoute,
  loginRoute,
  registerRoute,
  resendEmailRoute,
} from './auth/routes/index.ts';

/** Every operation of the contract that the server implements, module by module. */
export const API_ROUTES: readonly ApiRoute[] = [
  ...authRoutes,
  ...profileRoutes,
  ...referenceRoutes,
  ...ekycRoutes,
  ...kycLegacyRoutes,
  ...corporateKycRoutes,
  ...projectsRoutes,
  ...fundingRoutes,
  ...portfolioRoutes,
  ...statementRoutes,
  ...walletRoutes,
  ...withdrawalRoutes,
  ...notificationsRoutes,
  ...taxRoutes,
  ...platformRoutes,
  ...signingRoutes,
  ...simulationRoutes,
  ...contentRoutes,
  ...sandboxLifeRoutes,
  ...operatorsRoutes,
];

/** Web-origin paths forwarded to API operations (spec §2, docs/lender-api.md "API conventions"). */
export const WEB_REWRITES: ReadonlyArray<{ path: string; route: ApiRoute }> = [
  { path: '/auth/login', route: loginRoute },
  { path: '/auth/register', route: registerRoute },
  { path: '/auth/resend', route: resendEmailRoute },
  { path: '/auth/borrower/forgot-password', route: forgotBorrowerPasswordRoute },
];

/** The sandbox's pages (outside parties simulated: payments, providers, reviews); only with `config.sandbox`. */
export function registerSandboxPages(app: FastifyInstance, ctx: AppContext): void {
  registerSandboxModulePages(app, ctx);
  registerWalletSandboxPages(app, ctx);
}

/**
 * The handlers and schedules of the modules' jobs (`ctx.jobs.handle`, `ctx.jobs.schedule`): each
 * module that owns due work adds its registration here; they run on worker servers only.
 */
export function registerJobs(ctx: AppContext): void {
  registerAuthJobs(ctx);
  registerWithdrawalPayouts(ctx);
  registerRepaymentJobs(ctx);
  registerFundingJobs(ctx);
  registerNotificationJobs(ctx);
}
