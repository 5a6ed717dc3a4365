// Portfolio and certificate (spec §7 "Portfolio, withdrawal and history", issue 13 item 1). Reached
// from home. The only way in.
export const lazyPortfolioRoute = () =>
  import('./routes/portfolio-route').then((m) => ({ Component: m.PortfolioRoute }));
