import type { ApiRoute } from '../../../http/route.ts';
import { getMediaRoute } from './get-media.ts';
import { listProjectsRoute } from './list-projects.ts';
import { listFeaturedProjectsRoute } from './list-featured-projects.ts';
import { getProjectDetailRoute } from './get-project-detail.ts';
import { checkoutProjectRoute } from './checkout-project.ts';

/** The operations this module serves, mounted under the API base path. */
export const projectsRoutes: readonly ApiRoute[] = [
  getMediaRoute,
  listProjectsRoute,
  listFeaturedProjectsRoute,
  getProjectDetailRoute,
  checkoutProjectRoute,
];
