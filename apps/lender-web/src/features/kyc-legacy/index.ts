// The older individual KYC flow (spec §4, §7). The only way in.
export const lazyLegacyKycRoute = () =>
  import('./routes/legacy-kyc-route').then((m) => ({ Component: m.LegacyKycRoute }));
