import type { ApiRoute } from '../../../http/route.ts';
import { getLenderTaxRoute } from './get-lender-tax.ts';
import { downloadLenderTaxRoute } from './download-lender-tax.ts';

/** The operations this module serves, mounted under the API base path. */
export const taxRoutes: readonly ApiRoute[] = [getLenderTaxRoute, downloadLenderTaxRoute];
