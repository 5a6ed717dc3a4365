// Withdrawal (spec §4 Withdrawal): the request with its password and the history
// with each request's stage. The only way in.
export const lazyWithdrawalRoute = () =>
  import('./routes/withdrawal-route').then((m) => ({ Component: m.WithdrawalRoute }));
