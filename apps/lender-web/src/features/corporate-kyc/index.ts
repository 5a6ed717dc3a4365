// The corporate KYC wizard. The only way in.
export const lazyCorporateKycRoute = () =>
  import('./routes/corporate-kyc-route').then((m) => ({ Component: m.CorporateKycRoute }));
