// Funded projects (spec §7 ListProyekFunded, issue 13 item 2). Reached from home. The only way in.
export const lazyFundedProjectsRoute = () =>
  import('./routes/funded-projects-route').then((m) => ({ Component: m.FundedProjectsRoute }));
