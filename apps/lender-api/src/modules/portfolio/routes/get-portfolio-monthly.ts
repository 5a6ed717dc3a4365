import { defineRoute } from '../../../http/route.ts';
import { moneyDb } from '../../../shared/ledger/tables.ts';
import { portfolioMonthly } from '../monthly.ts';

/** Yield received per month (12), expected per month (6) and the next payouts due. */
export const getPortfolioMonthlyRoute = defineRoute({
  operationId: 'getPortfolioMonthly',
  method: 'GET',
  url: '/v1/lender/portfolio/monthly',
  auth: 'lender',
  async handle({ ctx, lender }) {
    return {
      status: 200,
      body: await portfolioMonthly(moneyDb(ctx.database.db), lender.id, ctx.clock.now()),
    };
  },
});
