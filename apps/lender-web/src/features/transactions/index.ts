// Transaction history (spec §7 mutasi): filters in the URL, the rows on screen as CSV.
// Reached from home and the top-up page. The only way in.
export const lazyTransactionsRoute = () =>
  import('./routes/transactions-route').then((m) => ({ Component: m.TransactionsRoute }));
