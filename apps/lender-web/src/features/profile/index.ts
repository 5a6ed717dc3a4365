// The lender's own account page (spec §2 "Akun Saya", individuals, behind the password confirmation;
// issue 15 item 2): the profile, its single-page edit, the electronic-signature state at both
// providers and the data verification.
export const lazyMyAccountRoute = () =>
  import('./routes/my-account-route').then((m) => ({ Component: m.MyAccountRoute }));
