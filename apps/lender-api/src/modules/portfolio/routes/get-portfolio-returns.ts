import { defineRoute } from '../../../http/route.ts';
import { moneyDb } from '../../../shared/ledger/tables.ts';
import { portfolioReturns } from '../portfolio-returns.ts';

/** Honest returns: XIRR per funding and for the portfolio, yield side by side, cash drag. */
export const getPortfolioReturnsRoute = defineRoute({
  operationId: 'getPortfolioReturns',
  method: 'GET',
  url: '/v1/lender/portfolio/returns',
  auth: 'lender',
  async handle({ ctx, lender }) {
    return {
      status: 200,
      body: await portfolioReturns(moneyDb(ctx.database.db), lender.id, ctx.clock.now()),
    };
  },
});
