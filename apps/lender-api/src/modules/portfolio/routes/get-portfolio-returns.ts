import { defineRoute } from '../../../http/route.ts';
import { moneyDb } from '../../../shared/ledger/tables.ts';
import { portfolioReturnsJson } from '../portfolio-returns.ts';

/** Honest returns: XIRR per funding and for the portfolio, yield side by side, cash drag. */
export const getPortfolioReturnsRoute = defineRoute({
  operationId: 'getPortfolioReturns',
  method: 'GET',
  url: '/v1/lender/portfolio/returns',
  auth: 'lender',
  async handle({ ctx, lender }) {
    // The answer's JSON text as built (its fundings are the kept text): sent as it is.
    return {
      status: 200,
      body: await portfolioReturnsJson(moneyDb(ctx.database.db), lender.id, ctx.clock.now()),
      headers: { 'content-type': 'application/json; charset=utf-8' },
    };
  },
});
