import { defineRoute } from '../../../http/route.ts';
import { moneyDb } from '../../../shared/ledger/tables.ts';
import { portfolio } from '../portfolio.ts';

/** `homeLogin`: balances derived from the ledger and the open fundings. */
export const getPortfolioRoute = defineRoute({
  operationId: 'getPortfolio',
  method: 'POST',
  url: '/newProfile/homeLogin',
  auth: 'lender',
  async handle({ ctx, lender }) {
    return {
      status: 200,
      body: await portfolio(moneyDb(ctx.database.db), lender, ctx.clock.now()),
    };
  },
});
