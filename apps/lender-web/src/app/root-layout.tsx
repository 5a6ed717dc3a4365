import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { RawIntlProvider } from 'react-intl';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { SkipLink } from '@pendana/design-system/components/skip-link';
import { commonMessages } from '../i18n/common-messages';
import { setCurrentIntl } from '../i18n/intl';
import { currentMessages, subscribeMessages } from '../i18n/load-messages';
import { localeFromPath } from '../i18n/locale';
import { OfflineBanner } from './components/offline-banner';

// The toast view is not needed for the first paint (docs/lender-web.md "Web app": what a route loads).
const AppToaster = lazy(() => import('./app-toaster').then((m) => ({ default: m.AppToaster })));

/**
 * Provides the language of the first path segment (react-intl) and the toaster to every route; the
 * skip link to the page's `<main id={MAIN_CONTENT_ID}>` is the first focus stop of every page, and the
 * document's scroll position is restored on Back/Forward (the document scrolls, AppShell).
 */
export function RootLayout() {
  const { pathname } = useLocation();
  const locale = localeFromPath(pathname);
  // The language's messages loaded so far: the shell's (this route's loader) and those of every route
  // visited (their loaders, before they render).
  // The same snapshot on the server (the build's prerender) and in hydration: what is loaded so far.
  const snapshot = () => currentMessages(locale);
  const messages = useSyncExternalStore(subscribeMessages, snapshot, snapshot);
  const intl = setCurrentIntl(locale, messages);

  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  return (
    <RawIntlProvider value={intl}>
      <SkipLink>{intl.formatMessage(commonMessages.skipToContent)}</SkipLink>
      <OfflineBanner />
      <Outlet />
      <ScrollRestoration />
      <Suspense fallback={null}>
        <AppToaster />
      </Suspense>
    </RawIntlProvider>
  );
}
