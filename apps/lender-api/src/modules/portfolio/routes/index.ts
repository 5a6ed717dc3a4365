import type { ApiRoute } from '../../../http/route.ts';
import { getPortfolioRoute } from './get-portfolio.ts';
import { listAllYieldsRoute } from './list-all-yields.ts';
import { getPortfolioReturnsRoute } from './get-portfolio-returns.ts';
import { getPortfolioMonthlyRoute } from './get-portfolio-monthly.ts';
import { getFundingConcentrationRoute } from './get-funding-concentration.ts';
import { getPortfolioAllocationRoute } from './get-portfolio-allocation.ts';
import { sandboxPayDueYieldsRoute } from './sandbox-pay-due-yields.ts';
import { getCertificateRoute } from './get-certificate.ts';
import { getCertificateProfileRoute } from './get-certificate-profile.ts';
import { getRegistrationStatusRoute } from './get-registration-status.ts';

/** The operations this module serves, mounted under the API base path. */
export const portfolioRoutes: readonly ApiRoute[] = [
  getPortfolioRoute,
  listAllYieldsRoute,
  getPortfolioReturnsRoute,
  getPortfolioMonthlyRoute,
  getFundingConcentrationRoute,
  getPortfolioAllocationRoute,
  sandboxPayDueYieldsRoute,
  getCertificateRoute,
  getCertificateProfileRoute,
  getRegistrationStatusRoute,
];
