// Search Funding (spec §2): the open projects, a project's drawer and its checkout. The only way in.
export const lazySearchFundingRoute = () =>
  import('./routes/search-route').then((m) => ({ Component: m.SearchRoute }));
