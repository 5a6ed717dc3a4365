import type { ApiRoute } from '../../../http/route.ts';
import { getSimulationMastersRoute } from './get-simulation-masters.ts';
import { listSimulationProjectsRoute } from './list-simulation-projects.ts';
import { simulateOwnershipRoute } from './simulate-ownership.ts';

/** The operations this module serves, mounted under the API base path. */
export const simulationRoutes: readonly ApiRoute[] = [
  getSimulationMastersRoute,
  listSimulationProjectsRoute,
  simulateOwnershipRoute,
];
