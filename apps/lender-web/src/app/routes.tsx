// The route tree: every route lazy-loaded, every route at `/x` (Indonesian) and `/en/x` (English).
import type { QueryClient } from '@tanstack/react-query';
import { redirect, type RouteObject } from 'react-router-dom';
import { loadMessages } from '../i18n/load-messages';
import { localeFromPath, localizePath } from '../i18n/locale';
import { readSession } from '../lib/session';
import { redirectIfSession, requireAudience, requireSession } from './guards';
import { menuEntries } from './menu';
import { RootLayout } from './root-layout';
import { RootError } from './root-error';
import { RouteError } from './route-error';

function localizedPages(queryClient: QueryClient): RouteObject[] {
  const restrictedPages: RouteObject[] = menuEntries()
    .filter((entry) => entry.path !== '/dashboard')
    .map((entry) => ({
      path: entry.path.replace('/dashboard/', ''),
      loader: ({ request }) => requireAudience(request, queryClient, entry.onlyFor),
      lazy: () =>
        import('../features/dashboard/routes/coming-soon-route').then((m) => ({
          Component: m.ComingSoonRoute,
        })),
    }));

  return [
    {
      index: true,
      loader: ({ request }) => {
        const locale = localeFromPath(new URL(request.url).pathname);
        return redirect(localizePath(readSession() ? '/dashboard' : '/auth/login', locale));
      },
    },
    {
      path: 'auth',
      children: [
        {
          index: true,
          loader: ({ request }) =>
            redirect(localizePath('/auth/login', localeFromPath(new URL(request.url).pathname))),
        },
        {
          path: 'login',
          loader: ({ request }) => redirectIfSession(request),
          lazy: () =>
            import('../features/auth/routes/login-route').then((m) => ({
              Component: m.LoginRoute,
            })),
        },
        {
          path: 'register',
          loader: ({ request }) => redirectIfSession(request),
          lazy: () =>
            import('../features/auth/routes/register-route').then((m) => ({
              Component: m.RegisterRoute,
            })),
        },
        {
          path: 'email-verification',
          lazy: () =>
            import('../features/auth/routes/email-verification-route').then((m) => ({
              Component: m.EmailVerificationRoute,
            })),
        },
        {
          path: 'verify-email',
          lazy: () =>
            import('../features/auth/routes/verify-email-route').then((m) => ({
              Component: m.VerifyEmailRoute,
            })),
        },
        {
          path: 'forgot-password',
          lazy: () =>
            import('../features/auth/routes/forgot-password-route').then((m) => ({
              Component: m.ForgotPasswordRoute,
            })),
        },
        {
          path: 'reset-password',
          lazy: () =>
            import('../features/auth/routes/reset-password-route').then((m) => ({
              Component: m.ResetPasswordRoute,
            })),
        },
        {
          path: 'terms',
          lazy: () =>
            import('../features/auth/routes/terms-route').then((m) => ({
              Component: m.TermsRoute,
            })),
        },
      ],
    },
    {
      // Where a liveness provider sends the lender back (ARCHITECTURE §5, features/liveness).
      path: 'liveness/return',
      lazy: () =>
        import('../features/liveness/routes/liveness-return-route').then((m) => ({
          Component: m.LivenessReturnRoute,
        })),
    },
    {
      path: 'dashboard',
      loader: ({ request }) => {
        requireSession(request);
        return null;
      },
      lazy: () =>
        import('../features/dashboard/routes/dashboard-layout').then((m) => ({
          Component: m.DashboardLayout,
        })),
      children: [
        {
          index: true,
          lazy: () =>
            import('../features/dashboard/routes/home-route').then((m) => ({
              Component: m.HomeRoute,
            })),
        },
        ...restrictedPages,
        {
          // The individual eKYC wizard (spec §2: path not given).
          path: 'ekyc',
          loader: async ({ request }) => {
            const kind = await requireAudience(request, queryClient, 'individual');
            // The wizard's five calls start now, alongside its code (features/ekyc/routes/prefetch).
            void import('../features/ekyc/routes/prefetch').then((m) =>
              m.prefetchEkycWizard(queryClient),
            );
            return kind;
          },
          lazy: () =>
            import('../features/ekyc/routes/ekyc-wizard-route').then((m) => ({
              Component: m.EkycWizardRoute,
            })),
        },
        {
          // The corporate KYC wizard (spec §2: path not given); `?step=1..4`, `?edit=<section>`.
          path: 'corporate-kyc',
          loader: ({ request }) => requireAudience(request, queryClient, 'corporate'),
          lazy: () =>
            import('../features/corporate-kyc/routes/corporate-kyc-route').then((m) => ({
              Component: m.CorporateKycRoute,
            })),
        },
        {
          // The older individual KYC flow (spec §4, §7: path not given); `?step=0..2`.
          path: 'kyc',
          loader: ({ request }) => requireAudience(request, queryClient, 'individual'),
          lazy: () =>
            import('../features/kyc-legacy/routes/legacy-kyc-route').then((m) => ({
              Component: m.LegacyKycRoute,
            })),
        },
      ],
    },
    {
      path: '*',
      lazy: () => import('./not-found-route').then((m) => ({ Component: m.NotFoundRoute })),
    },
  ];
}

export function createRoutes(queryClient: QueryClient): RouteObject[] {
  const pages = () => localizedPages(queryClient);
  return [
    {
      id: 'root',
      path: '/',
      loader: ({ request }) => loadMessages(localeFromPath(new URL(request.url).pathname)),
      shouldRevalidate: ({ currentUrl, nextUrl }) =>
        localeFromPath(currentUrl.pathname) !== localeFromPath(nextUrl.pathname),
      Component: RootLayout,
      errorElement: <RootError />,
      HydrateFallback: () => null,
      children: [
        {
          errorElement: <RouteError />,
          children: [{ path: 'en', children: pages() }, ...pages()],
        },
      ],
    },
  ];
}
