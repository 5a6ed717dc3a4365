import { defineRoute } from '../../../http/route.ts';
import { moneyDb } from '../../../shared/ledger/tables.ts';
import { withdrawalReasons } from '../withdrawal.ts';

export const listWithdrawalReasonsRoute = defineRoute({
  operationId: 'listWithdrawalReasons',
  method: 'POST',
  url: '/v2/newProfile/allMasterKodeAlasanPenarikan',
  auth: 'lender',
  async handle({ ctx }) {
    return { status: 200, body: await withdrawalReasons(moneyDb(ctx.database.db)) };
  },
});
