import { ListFundingYieldsBody } from '@pendana/api-sdk/zod';
import { defineRoute } from '../../../http/route.ts';
import { moneyDb } from '../../../shared/ledger/tables.ts';
import { fundingYields } from '../../portfolio/index.ts';

/** `imbal_hasil_pendanaan`: yield schedule of one of the caller's fundings (empty before the start). */
export const listFundingYieldsRoute = defineRoute({
  operationId: 'listFundingYields',
  method: 'POST',
  url: '/v1/lender/imbal_hasil_pendanaan',
  auth: 'lender',
  body: ListFundingYieldsBody,
  async handle({ ctx, lang, lender, body }) {
    return {
      status: 200,
      body: await fundingYields(
        moneyDb(ctx.database.db),
        lang,
        lender.id,
        body.pendanaan_id,
        ctx.clock.now(),
      ),
    };
  },
});
