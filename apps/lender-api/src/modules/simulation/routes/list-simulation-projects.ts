import { defineRoute } from '../../../http/route.ts';
import { moneyDb } from '../../../shared/ledger/tables.ts';
import { simulationProjects } from '../simulation.ts';

/** Listed projects; active ones with the multipliers of the client-side funding simulator. */
export const listSimulationProjectsRoute = defineRoute({
  operationId: 'listSimulationProjects',
  method: 'POST',
  url: '/newSimulation/listAll',
  auth: 'lender',
  async handle({ ctx, lender }) {
    return {
      status: 200,
      body: await simulationProjects(moneyDb(ctx.database.db), lender.id, ctx.clock.now()),
    };
  },
});
