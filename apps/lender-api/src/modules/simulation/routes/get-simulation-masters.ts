import { defineRoute } from '../../../http/route.ts';
import { simulationMasters } from '../simulation.ts';

/** Financing types and purposes of the simulation form (X-LANG names). */
export const getSimulationMastersRoute = defineRoute({
  operationId: 'getSimulationMasters',
  method: 'POST',
  url: '/kprAuth/masterSimulasiPengajuan',
  auth: 'lender',
  async handle({ ctx, lang }) {
    return { status: 200, body: await simulationMasters(ctx.database.db, lang) };
  },
});
