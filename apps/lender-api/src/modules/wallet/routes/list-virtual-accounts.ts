import { defineRoute } from '../../../http/route.ts';
import { moneyDb } from '../../../shared/ledger/tables.ts';
import { virtualAccounts } from '../wallet.ts';

/** `showVaNewNew`: one virtual account per partner bank (sandbox provider numbers). */
export const listVirtualAccountsRoute = defineRoute({
  operationId: 'listVirtualAccounts',
  method: 'POST',
  url: '/newProfile/showVaNewNew',
  auth: 'lender',
  async handle({ ctx, lender }) {
    return {
      status: 200,
      body: { data: await virtualAccounts(moneyDb(ctx.database.db), lender, ctx.clock.now()) },
    };
  },
});
