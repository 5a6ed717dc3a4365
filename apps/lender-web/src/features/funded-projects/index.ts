// Funded projects (spec §7 ListProyekFunded). Reached from home. The only way in.
export const lazyFundedProjectsRoute = () =>
  import('./routes/funded-projects-route').then((m) => ({ Component: m.FundedProjectsRoute }));
