import { defineRoute } from '../../../http/route.ts';
import { requireIndividual } from '../access.ts';

export const createVidaLivenessTokenRoute = defineRoute({
  operationId: 'createVidaLivenessToken',
  method: 'POST',
  url: '/v1/vida/liveness/token',
  auth: 'lender',
  audience: 'individual',
  async handle({ ctx, lender }) {
    requireIndividual(lender);
    const session = await ctx.providers.liveness.start(lender.id, 'vida');
    const now = ctx.clock.now();
    return {
      status: 200,
      body: {
        data: {
          access_token: session.accessToken ?? '',
          expires_in: Math.round((session.expiresAt.getTime() - now.getTime()) / 1000),
          transaction_id: session.reference,
        },
      },
    };
  },
});
