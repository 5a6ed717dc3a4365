import { SimulateOwnershipBody } from '@pendana/api-sdk/zod';
import { defineRoute } from '../../../http/route.ts';
import { simulateOwnership } from '../simulation.ts';

/** Instalment schedule of an ownership financing (formula: docs/lender-api.md "Bookings, simulation, content", Simulation). */
export const simulateOwnershipRoute = defineRoute({
  operationId: 'simulateOwnership',
  method: 'POST',
  url: '/kprAuth/getResultSimulationKepemilikan',
  auth: 'lender',
  body: SimulateOwnershipBody,
  async handle({ ctx, body }) {
    return { status: 200, body: await simulateOwnership(ctx.database.db, body) };
  },
});
