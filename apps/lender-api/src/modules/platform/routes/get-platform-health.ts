import { defineRoute } from '../../../http/route.ts';
import { healthDb } from '../tables.ts';
import { platformHealth } from '../health.ts';

/** The platform's repayment health: TKB0/30/60/90, 12-month trend, licence. Public. */
export const getPlatformHealthRoute = defineRoute({
  operationId: 'getPlatformHealth',
  method: 'GET',
  url: '/v1/platform/health',
  auth: 'public',
  // Public and computed on each call: at most 120 calls a minute from one address.
  limits: ({ request }) => [
    { key: `platform-health:address:${request.ip}`, max: 120, windowMinutes: 1, perAddress: true },
  ],
  async handle({ ctx, lang }) {
    return {
      status: 200,
      body: await platformHealth(healthDb(ctx.database.db), ctx.clock.now(), lang),
    };
  },
});
