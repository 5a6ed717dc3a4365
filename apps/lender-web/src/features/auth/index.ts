// The public auth pages (spec §1). The only way in: the route tree loads each page on its own.
export const authRoutes = {
  login: () => import('./routes/login-route').then((m) => ({ Component: m.LoginRoute })),
  register: () => import('./routes/register-route').then((m) => ({ Component: m.RegisterRoute })),
  emailVerification: () =>
    import('./routes/email-verification-route').then((m) => ({
      Component: m.EmailVerificationRoute,
    })),
  verifyEmail: () =>
    import('./routes/verify-email-route').then((m) => ({ Component: m.VerifyEmailRoute })),
  forgotPassword: () =>
    import('./routes/forgot-password-route').then((m) => ({ Component: m.ForgotPasswordRoute })),
  resetPassword: () =>
    import('./routes/reset-password-route').then((m) => ({ Component: m.ResetPasswordRoute })),
  terms: () => import('./routes/terms-route').then((m) => ({ Component: m.TermsRoute })),
  endSession: () =>
    import('./routes/end-session-route').then((m) => ({ Component: m.EndSessionRoute })),
};
