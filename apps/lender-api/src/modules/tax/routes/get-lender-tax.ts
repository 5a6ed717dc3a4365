import { GetLenderTaxQueryParams } from '@pendana/api-sdk/zod';
import { defineRoute } from '../../../http/route.ts';
import { moneyDb } from '../../../shared/ledger/tables.ts';
import { lenderTax } from '../tax.ts';

/** Tax withheld from yield in a year: months with a slip and the annual summary. */
export const getLenderTaxRoute = defineRoute({
  operationId: 'getLenderTax',
  method: 'GET',
  url: '/v1/lender/tax',
  auth: 'lender',
  query: GetLenderTaxQueryParams.strict(),
  async handle({ ctx, lender, query }) {
    return {
      status: 200,
      body: await lenderTax(moneyDb(ctx.database.db), lender, query.year, ctx.clock.now()),
    };
  },
});
