/** The portfolio module's surface for other modules and the composition root; its operations are in routes/index.ts. */
export { fundedProjects, managedFundings } from './portfolio.ts';
export { transactions } from './transactions.ts';
export { fundingYields } from './yield.ts';
export { payoutDate, payoutMonths, yieldAmount } from './schedule.ts';
