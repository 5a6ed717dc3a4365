import { ListTransactionsBody } from '@pendana/api-sdk/zod';
import { defineRoute } from '../../../http/route.ts';
import { moneyDb } from '../../../shared/ledger/tables.ts';
import { transactions } from '../../portfolio/index.ts';

/** Transaction history with the statuses BARU 1, MENUNGGU 2, BERHASIL 3, GAGAL 4, BATAL 8. */
export const listTransactionsRoute = defineRoute({
  operationId: 'listTransactions',
  method: 'POST',
  url: '/newRekening/v2/mutasi',
  auth: 'lender',
  // Every field is optional: unknown fields are refused (422) so a wrong body is not read as "no filter".
  body: ListTransactionsBody.strict(),
  async handle({ ctx, lender, body }) {
    return { status: 200, body: await transactions(moneyDb(ctx.database.db), lender.id, body) };
  },
});
