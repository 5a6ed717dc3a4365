// The dashboard home page (spec §2). The only way in.
export const lazyHomeRoute = () =>
  import('./routes/home-route').then((m) => ({ Component: m.HomeRoute }));
