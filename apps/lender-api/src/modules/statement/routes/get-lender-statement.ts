import { z } from 'zod';
import { defineRoute } from '../../../http/route.ts';
import { refusalText, statement, statementMonth, StatementRefusal } from '../statement.ts';
import { statementDb } from '../tables.ts';

/** Read leniently: a malformed month is answered with the statement's own 422 text. */
export const StatementQuery = z.object({ bulan: z.string().max(20).optional() });

/** The statement (rekening koran) of a Jakarta month, the ledger beside the bank. */
export const getLenderStatementRoute = defineRoute({
  operationId: 'getLenderStatement',
  method: 'GET',
  url: '/v1/lender/statement',
  auth: 'lender',
  query: StatementQuery,
  async handle({ ctx, lang, lender, query }) {
    const now = ctx.clock.now();
    try {
      const month = statementMonth(query.bulan, now);
      return {
        status: 200,
        body: {
          data: await statement(statementDb(ctx.database.db), lender.id, month, now, {
            balance: ctx.providers.bank,
            rdl: ctx.providers.payments.rdl,
          }),
        },
        headers: { 'cache-control': 'private, no-store' },
      };
    } catch (error) {
      if (!(error instanceof StatementRefusal)) throw error;
      const message = refusalText(lang, error);
      return { status: 422, body: { message, errors: { bulan: [message] } } };
    }
  },
});
