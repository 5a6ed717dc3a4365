import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context.ts';
import { registerBankBalanceSandbox } from './bank-balance.ts';
import { registerKycReviewSandbox } from './kyc-review.ts';
import { registerLivenessSandbox } from './liveness.ts';
import { registerOutboxRoutes } from './outbox.ts';
import { registerSigningSandbox } from './signing.ts';

/** The sandbox's own pages (outbox, liveness, KYC review, signing, bank balance); only with `config.sandbox`. */
export function registerSandboxPages(app: FastifyInstance, ctx: AppContext): void {
  registerOutboxRoutes(app, ctx);
  registerLivenessSandbox(app, ctx);
  registerKycReviewSandbox(app, ctx);
  registerSigningSandbox(app, ctx);
  registerBankBalanceSandbox(app, ctx);
}
export { sandboxLifeRoutes } from './project-life.ts';
