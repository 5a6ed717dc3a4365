// Two-factor sign-in with an authenticator app: the code step after the password, and the
// settings section that turns it on and off. Each is loaded only where it is shown (bundle budgets).
export const loadTwoFactorLoginStep = () =>
  import('./components/two-factor-login-step').then((m) => ({ default: m.TwoFactorLoginStep }));
export const loadTwoFactorSettings = () =>
  import('./components/two-factor-settings').then((m) => ({ default: m.TwoFactorSettings }));
export type { TwoFactorLoginStepProps } from './components/two-factor-login-step';
