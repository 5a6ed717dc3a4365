import { z } from 'zod';
import { defineRoute } from '../../../http/route.ts';
import { statementCsv, statementFileName, statementPdf } from '../documents.ts';
import { refusalText, statement, statementMonth, StatementRefusal } from '../statement.ts';
import { statementDb } from '../tables.ts';

const DownloadQuery = z.object({
  bulan: z.string().max(20).optional(),
  format: z.string().max(10).optional(),
});

/** The monthly statement as a PDF or CSV file (`format`, default pdf). */
export const downloadLenderStatementRoute = defineRoute({
  operationId: 'downloadLenderStatement',
  method: 'GET',
  url: '/v1/lender/statement/download',
  auth: 'lender',
  query: DownloadQuery,
  async handle({ ctx, lang, lender, query }) {
    const now = ctx.clock.now();
    try {
      const format = query.format ?? 'pdf';
      if (format !== 'pdf' && format !== 'csv') throw new StatementRefusal('badFormat');
      const month = statementMonth(query.bulan, now);
      const data = await statement(statementDb(ctx.database.db), lender.id, month, now, {
        balance: ctx.providers.bank,
        rdl: ctx.providers.payments.rdl,
      });
      const filename = statementFileName(lang, month, format);
      const headers = {
        'content-disposition': `attachment; filename="${filename}"`,
        'cache-control': 'private, no-store',
      };
      if (format === 'csv')
        return {
          status: 200,
          body: statementCsv(data, lang),
          headers: { ...headers, 'content-type': 'text/csv; charset=utf-8' },
        };
      return {
        status: 200,
        body: Buffer.from(await statementPdf(data, lender, lang, now)),
        headers: { ...headers, 'content-type': 'application/pdf' },
      };
    } catch (error) {
      if (!(error instanceof StatementRefusal)) throw error;
      const message = refusalText(lang, error);
      const field = error.reason === 'badFormat' ? 'format' : 'bulan';
      return { status: 422, body: { message, errors: { [field]: [message] } } };
    }
  },
});
