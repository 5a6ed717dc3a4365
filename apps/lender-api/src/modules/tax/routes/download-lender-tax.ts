import { DownloadLenderTaxQueryParams } from '@pendana/api-sdk/zod';
import { defineRoute } from '../../../http/route.ts';
import { moneyDb } from '../../../shared/ledger/tables.ts';
import { lenderTaxFile } from '../tax-file.ts';

/** A month's withholding slip or the year's tax summary, PDF or CSV. */
export const downloadLenderTaxRoute = defineRoute({
  operationId: 'downloadLenderTax',
  method: 'GET',
  url: '/v1/lender/tax/download',
  auth: 'lender',
  query: DownloadLenderTaxQueryParams.strict(),
  async handle({ ctx, lang, lender, query }) {
    const file = await lenderTaxFile(
      moneyDb(ctx.database.db),
      lender,
      lang,
      query,
      ctx.clock.now(),
    );
    return {
      status: 200,
      body: file.body,
      headers: {
        'content-type': file.contentType,
        'content-disposition': `attachment; filename="${file.filename}"`,
        'cache-control': 'private, no-store',
      },
    };
  },
});
