import { defineRoute } from '../../../http/route.ts';
import { requireIndividual } from '../access.ts';

export const generatePrivyLivenessUrlRoute = defineRoute({
  operationId: 'generatePrivyLivenessUrl',
  method: 'GET',
  url: '/v1/privy-web-liveness/generate-url',
  auth: 'lender',
  audience: 'individual',
  async handle({ ctx, lender }) {
    requireIndividual(lender);
    const session = await ctx.providers.liveness.start(lender.id, 'privy');
    return {
      status: 200,
      body: {
        data: {
          user_landing_url: session.landingUrl,
          reference_number: session.reference,
          expires_at: session.expiresAt.toISOString(),
        },
      },
    };
  },
});
