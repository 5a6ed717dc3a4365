import type { ApiRoute } from '../../../http/route.ts';
import { addFundsRoute } from './add-funds.ts';
import { takeFundsRoute } from './take-funds.ts';
import { listManagedFundingsRoute } from './list-managed-fundings.ts';
import { listFundedProjectsRoute } from './list-funded-projects.ts';
import { listFundingYieldsRoute } from './list-funding-yields.ts';
import { updateBookingRoute } from './update-booking.ts';
import { getBookingDetailRoute } from './get-booking-detail.ts';

/** The operations this module serves, mounted under the API base path. */
export const fundingRoutes: readonly ApiRoute[] = [
  addFundsRoute,
  takeFundsRoute,
  listManagedFundingsRoute,
  listFundedProjectsRoute,
  listFundingYieldsRoute,
  updateBookingRoute,
  getBookingDetailRoute,
];
