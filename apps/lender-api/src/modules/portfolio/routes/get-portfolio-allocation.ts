import { defineRoute } from '../../../http/route.ts';
import { moneyDb } from '../../../shared/ledger/tables.ts';
import { portfolioAllocation } from '../allocation.ts';

/** Where the lender's money is: wallet, reserved, and invested by stage, akad and sector. */
export const getPortfolioAllocationRoute = defineRoute({
  operationId: 'getPortfolioAllocation',
  method: 'GET',
  url: '/v1/lender/portfolio/allocation',
  auth: 'lender',
  async handle({ ctx, lender }) {
    return { status: 200, body: await portfolioAllocation(moneyDb(ctx.database.db), lender.id) };
  },
});
