import { defineRoute } from '../../../http/route.ts';
import { moneyDb } from '../../../shared/ledger/tables.ts';
import { daysLate } from '../../repayments/index.ts';
import { portfolio } from '../portfolio.ts';

/** `homeLogin`: balances derived from the ledger and the open fundings, each with its project's days late. */
export const getPortfolioRoute = defineRoute({
  operationId: 'getPortfolio',
  method: 'POST',
  url: '/newProfile/homeLogin',
  auth: 'lender',
  async handle({ ctx, lender }) {
    const db = moneyDb(ctx.database.db);
    return {
      status: 200,
      body: await portfolio(db, lender, ctx.clock.now(), (projectId, today) =>
        daysLate(db, projectId, today),
      ),
    };
  },
});
