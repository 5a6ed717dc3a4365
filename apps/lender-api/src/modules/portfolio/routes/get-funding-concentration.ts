import { GetFundingConcentrationQueryParams } from '@pendana/api-sdk/zod';
import { defineRoute } from '../../../http/route.ts';
import { moneyDb } from '../../../shared/ledger/tables.ts';
import { fundingConcentration } from '../concentration.ts';

/** How much of the lender's invested money sits in its largest project, and the warning threshold. */
export const getFundingConcentrationRoute = defineRoute({
  operationId: 'getFundingConcentration',
  method: 'GET',
  url: '/v1/lender/portfolio/concentration',
  auth: 'lender',
  query: GetFundingConcentrationQueryParams.strict(),
  async handle({ ctx, lender, query }) {
    return {
      status: 200,
      body: await fundingConcentration(
        moneyDb(ctx.database.db),
        lender.id,
        ctx.config.concentrationWarningBps,
        query.id_proyek,
      ),
    };
  },
});
