import { defineRoute } from '../../../http/route.ts';
import { moneyDb } from '../../../shared/ledger/tables.ts';
import { allYields } from '../yield.ts';

/** `all_imbal`: yield paid per funding and in total. */
export const listAllYieldsRoute = defineRoute({
  operationId: 'listAllYields',
  method: 'POST',
  url: '/newProfile/all_imbal',
  auth: 'lender',
  async handle({ ctx, lender }) {
    return { status: 200, body: await allYields(moneyDb(ctx.database.db), lender.id) };
  },
});
