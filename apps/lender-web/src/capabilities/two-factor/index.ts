// The settings section of two-factor authentication (turn on with the QR code, manual key and
// recovery codes; turn off), loaded beside the settings page.
export const loadTwoFactorSettings = () =>
  import('./components/two-factor-settings').then((m) => ({ default: m.TwoFactorSettings }));
