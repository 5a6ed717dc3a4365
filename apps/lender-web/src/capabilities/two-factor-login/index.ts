// The code step of a sign-in with two-factor authentication on, loaded only when the server asks for
// it (the login route's bundle budget); the settings section is `capabilities/two-factor`.
export const loadTwoFactorLoginStep = () =>
  import('./components/two-factor-login-step').then((m) => ({ default: m.TwoFactorLoginStep }));
export type { TwoFactorLoginStepProps } from './components/two-factor-login-step';
