/** The portfolio module's surface for other modules and the composition root; its operations are in routes/index.ts. */
export { fundedProjects } from './portfolio.ts';
export { transactions } from './transactions.ts';
export {
  MANAGED_PAGE_SIZE,
  managedFundings,
  managedPageQuery,
  type LateDays,
  type ManagedPageRequest,
} from './managed-fundings.ts';
export { fundingYields } from './yield.ts';
export { payoutDate, payoutMonths, yieldAmount } from './schedule.ts';
