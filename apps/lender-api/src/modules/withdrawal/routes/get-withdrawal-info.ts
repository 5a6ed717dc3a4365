import { defineRoute } from '../../../http/route.ts';
import { moneyDb } from '../../../shared/ledger/tables.ts';
import { withdrawalInfo } from '../withdrawal.ts';

/** `showPenarikan`: balances from the ledger and the payout account on file. */
export const getWithdrawalInfoRoute = defineRoute({
  operationId: 'getWithdrawalInfo',
  method: 'POST',
  url: '/newRekening/showPenarikan',
  auth: 'lender',
  async handle({ ctx, lang, lender }) {
    return {
      status: 200,
      body: await withdrawalInfo(moneyDb(ctx.database.db), lang, lender, ctx.clock.now()),
    };
  },
});
