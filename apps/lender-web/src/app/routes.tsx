// The route tree: every route lazy-loaded, every route at `/x` (Indonesian) and `/en/x` (English).
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { redirect, type LoaderFunction, type RouteObject } from 'react-router-dom';
import { loadMessages, routeNamespaces, SHELL_MESSAGES } from '../i18n/load-messages';
import { localeFromPath, localizePath } from '../i18n/locale';
import { lazyLivenessReturnRoute } from '../capabilities/liveness';
import { authRoutes } from '../features/auth';
import { lazyCorporateKycRoute } from '../features/corporate-kyc';
import {
  lazyEkycWizardRoute,
  lazyHeirInformationRoute,
  lazyWorkInformationRoute,
  prefetchEkycWizard,
} from '../features/ekyc';
import { lazyFundedProjectsRoute } from '../features/funded-projects';
import { lazyHomeRoute } from '../features/home';
import { lazyLegacyKycRoute } from '../features/kyc-legacy';
import { lazyMyFundingRoute } from '../features/my-funding';
import { lazyNewsRoute } from '../features/news';
import { lazyInboxRoute } from '../features/notifications';
import { lazyPortfolioRoute } from '../features/portfolio';
import { lazyCorporateAccountRoute, lazyMyAccountRoute } from '../features/profile';
import { lazySearchFundingRoute } from '../features/projects';
import { lazySettingsRoute } from '../features/settings';
import { lazySimulationRoute } from '../features/simulation';
import { lazyTaxRoute } from '../features/tax';
import { lazySandboxLifeRoute } from '../features/sandbox';
import { lazyStatementRoute } from '../features/statement';
import { lazyTransactionsRoute } from '../features/transactions';
import { lazyWalletRoute } from '../features/wallet';
import { lazyWithdrawalRoute } from '../features/withdrawal';
import { lazyYieldRoute } from '../features/yield';
import { readSession } from '../lib/session';
import { redirectIfSession, requireAudience, requireSession } from './guards';
import { menuEntries, OTHER_PAGES, type MenuEntry } from './menu';
import { RootLayout } from './root-layout';
import { RootError } from './root-error';
import { RouteError } from './route-error';

type LazyRoute = NonNullable<RouteObject['lazy']>;
/** A page's lazy route: its code, loaded when first opened. */
type LazyPage = () => Promise<{ Component: ComponentType }>;

/**
 * The page of every menu entry (and page outside the menu), by menu key: a feature plugs in here with
 * one line. An entry without its page stops the app at start (every test sees it).
 */
const BUILT_PAGES: Partial<Record<string, LazyPage>> = {
  'search-for-funding': lazySearchFundingRoute,
  'my-account': lazyMyAccountRoute,
  'my-account-corporate': lazyCorporateAccountRoute,
  'my-funding': lazyMyFundingRoute,
  news: lazyNewsRoute,
  notifications: lazyInboxRoute,
  'funded-projects': lazyFundedProjectsRoute,
  'heir-information': lazyHeirInformationRoute,
  portfolio: lazyPortfolioRoute,
  setting: lazySettingsRoute,
  simulation: lazySimulationRoute,
  tax: lazyTaxRoute,
  'sandbox-life': lazySandboxLifeRoute,
  statement: lazyStatementRoute,
  transactions: lazyTransactionsRoute,
  wallet: lazyWalletRoute,
  withdrawal: lazyWithdrawalRoute,
  'work-information': lazyWorkInformationRoute,
  yield: lazyYieldRoute,
};

/**
 * A built page whose menu entry needs confirmation (spec §6: account, work, heir, corporate account)
 * opens behind the password confirmation.
 */
function behindPassword(load: LazyPage): LazyPage {
  return async () => {
    // The gate loads with the page (a form and its checks), never with the entry.
    const [{ Component: Page }, { PasswordConfirmationGate }] = await Promise.all([
      load(),
      import('../capabilities/password-confirmation'),
    ]);
    return {
      Component: () => (
        <PasswordConfirmationGate>
          <Page />
        </PasswordConfirmationGate>
      ),
    };
  };
}

/**
 * A route's loader that also loads the messages its screens use (route-messages.json: the shell's,
 * its layout's and its own, in the page's language), in parallel with its code and its data. An
 * unknown route stops the app at start.
 */
function withMessages(route: string, loader?: LoaderFunction): LoaderFunction {
  const namespaces = routeNamespaces(route);
  return async (args, context) => {
    const locale = localeFromPath(new URL(args.request.url).pathname);
    const [result] = await Promise.all([
      loader ? loader(args, context) : null,
      loadMessages(locale, namespaces),
    ]);
    return result;
  };
}

/** The lazy route of a menu entry (or a page outside the menu). */
function pageOf(entry: MenuEntry): LazyRoute {
  const built = BUILT_PAGES[entry.key];
  if (!built) throw new Error(`No page for the menu entry '${entry.key}'`);
  return entry.needsConfirmation ? behindPassword(built) : built;
}

function localizedPages(queryClient: QueryClient): RouteObject[] {
  const restrictedPages: RouteObject[] = [...menuEntries(), ...OTHER_PAGES]
    .filter((entry) => entry.path !== '/dashboard')
    .map((entry) => ({
      path: entry.path.replace('/dashboard/', ''),
      loader: withMessages(entry.path, ({ request }) =>
        requireAudience(request, queryClient, entry.onlyFor),
      ),
      lazy: pageOf(entry),
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
      lazy: () => import('./layouts/auth-layout').then((m) => ({ Component: m.AuthLayout })),
      children: [
        {
          index: true,
          loader: ({ request }) =>
            redirect(localizePath('/auth/login', localeFromPath(new URL(request.url).pathname))),
        },
        {
          path: 'login',
          loader: withMessages('/auth/login', ({ request }) => redirectIfSession(request)),
          lazy: authRoutes.login,
        },
        {
          path: 'register',
          loader: withMessages('/auth/register', ({ request }) => redirectIfSession(request)),
          lazy: authRoutes.register,
        },
        {
          path: 'email-verification',
          loader: withMessages('/auth/email-verification'),
          lazy: authRoutes.emailVerification,
        },
        {
          path: 'verify-email',
          loader: withMessages('/auth/verify-email'),
          lazy: authRoutes.verifyEmail,
        },
        {
          path: 'forgot-password',
          loader: withMessages('/auth/forgot-password'),
          lazy: authRoutes.forgotPassword,
        },
        {
          path: 'reset-password',
          loader: withMessages('/auth/reset-password'),
          lazy: authRoutes.resetPassword,
        },
        {
          path: 'terms',
          loader: withMessages('/auth/terms'),
          lazy: authRoutes.terms,
        },
        {
          path: 'end-session',
          loader: withMessages('/auth/end-session'),
          lazy: authRoutes.endSession,
        },
      ],
    },
    {
      // Where a liveness provider sends the lender back (docs/lender-web.md "Web app", capabilities/liveness).
      path: 'liveness/return',
      loader: withMessages('/liveness/return'),
      lazy: lazyLivenessReturnRoute,
    },
    {
      path: 'dashboard',
      loader: ({ request }) => {
        requireSession(request);
        return null;
      },
      lazy: () =>
        import('./layouts/dashboard-layout').then((m) => ({ Component: m.DashboardLayout })),
      children: [
        {
          index: true,
          loader: withMessages('/dashboard'),
          lazy: lazyHomeRoute,
        },
        ...restrictedPages,
        {
          // The individual eKYC wizard (spec §2: path not given).
          path: 'ekyc',
          loader: withMessages('/dashboard/ekyc', async ({ request }) => {
            const kind = await requireAudience(request, queryClient, 'individual');
            // The wizard's five calls start now, alongside its code (features/ekyc).
            void prefetchEkycWizard(queryClient);
            return kind;
          }),
          lazy: lazyEkycWizardRoute,
        },
        {
          // The corporate KYC wizard (spec §2: path not given); `?step=1..4`, `?edit=<section>`.
          path: 'corporate-kyc',
          loader: withMessages('/dashboard/corporate-kyc', ({ request }) =>
            requireAudience(request, queryClient, 'corporate'),
          ),
          lazy: lazyCorporateKycRoute,
        },
        {
          // The older individual KYC flow (spec §4, §7: path not given); `?step=0..2`.
          path: 'kyc',
          loader: withMessages('/dashboard/kyc', ({ request }) =>
            requireAudience(request, queryClient, 'individual'),
          ),
          lazy: lazyLegacyKycRoute,
        },
      ],
    },
    {
      path: '*',
      loader: withMessages('/* (not found)'),
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
      // The shell's messages; each route loads its own (withMessages).
      loader: ({ request }) =>
        loadMessages(localeFromPath(new URL(request.url).pathname), SHELL_MESSAGES),
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
