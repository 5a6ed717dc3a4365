import { defineRoute } from '../../../http/route.ts';
import { moneyDb } from '../../../shared/ledger/tables.ts';
import { fundedProjects } from '../../portfolio/index.ts';

/** `ListProyekFunded`: the caller's open fundings of projects not finished, newest first. */
export const listFundedProjectsRoute = defineRoute({
  operationId: 'listFundedProjects',
  method: 'POST',
  url: '/newProfile/ListProyekFunded',
  auth: 'lender',
  async handle({ ctx, lender }) {
    return {
      status: 200,
      body: await fundedProjects(moneyDb(ctx.database.db), lender.id, ctx.clock.now()),
    };
  },
});
