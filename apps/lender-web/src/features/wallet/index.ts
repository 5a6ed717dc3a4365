// Top up (spec §7 "Deposit and wallet"): virtual accounts with their steps and the
// dedicated lender account. The only way in.
export const lazyWalletRoute = () =>
  import('./routes/wallet-route').then((m) => ({ Component: m.WalletRoute }));
