// Manage Funding (spec §2): the lender's fundings, their detail and yield drawers, add/take funds and
// the agreement's signing. The only way in.
export const lazyMyFundingRoute = () =>
  import('./routes/my-funding-route').then((m) => ({ Component: m.MyFundingRoute }));
