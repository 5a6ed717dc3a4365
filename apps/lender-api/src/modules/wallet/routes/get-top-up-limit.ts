import { defineRoute } from '../../../http/route.ts';
import { topUpLimit } from '../ewallet.ts';
import { walletDb } from '../wallet-tables.ts';

/** `limit-topup`: per-top-up minimum and maximum, and what is left of the daily and monthly limits. */
export const getTopUpLimitRoute = defineRoute({
  operationId: 'getTopUpLimit',
  method: 'POST',
  url: '/v1/lender/ewallet/limit-topup',
  auth: 'lender',
  async handle({ ctx, lender }) {
    const limitTopUp = await topUpLimit(walletDb(ctx.database.db), lender.id, ctx.clock.now());
    return { status: 200, body: { data: { limitTopUp } } };
  },
});
