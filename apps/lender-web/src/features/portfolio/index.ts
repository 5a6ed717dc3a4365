// Portfolio and certificate (spec §7 "Portfolio, withdrawal and history"). Reached
// from home. The only way in.
export const lazyPortfolioRoute = () =>
  import('./routes/portfolio-route').then((m) => ({ Component: m.PortfolioRoute }));
