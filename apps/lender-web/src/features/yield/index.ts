// Yield received (spec §7 all_imbal): the total and per funding, each leading to its
// schedule. Reached from home. The only way in.
export const lazyYieldRoute = () =>
  import('./routes/yield-route').then((m) => ({ Component: m.YieldRoute }));
