// The lender's own account pages (spec §2 "Akun Saya" of individuals and of corporations, behind the
// password confirmation): the profile, its single-page edit, the electronic-signature state at both
// providers and the data verification.
export const lazyMyAccountRoute = () =>
  import('./routes/my-account-route').then((m) => ({ Component: m.MyAccountRoute }));

export const lazyCorporateAccountRoute = () =>
  import('./routes/corporate-account-route').then((m) => ({ Component: m.CorporateAccountRoute }));
