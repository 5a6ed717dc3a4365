import { defineRoute } from '../../../http/route.ts';
import { moneyDb } from '../../../shared/ledger/tables.ts';
import { withdrawalHistory } from '../withdrawal.ts';

export const listWithdrawalHistoryRoute = defineRoute({
  operationId: 'listWithdrawalHistory',
  method: 'POST',
  url: '/newRekening/historyPenarikanDana',
  auth: 'lender',
  async handle({ ctx, lang, lender }) {
    return {
      status: 200,
      body: await withdrawalHistory(moneyDb(ctx.database.db), lender.id, lang),
    };
  },
});
