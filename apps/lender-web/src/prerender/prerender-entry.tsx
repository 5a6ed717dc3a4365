// Build-time prerender (scripts/prerender.mjs, after `vite build`): the HTML of the login page and of
// every dashboard page's static frame (the shell with the page's own heading, intro and skeletons),
// rendered with react-dom/server from the app's own route tree, so a visitor sees them from the HTML and
// CSS alone, before any script has run.
// The login page is hydrated by the client (main.tsx); a frame is replaced by the client's first
// render, which shows the same page.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, type RouteObject } from 'react-router-dom';
import { App, createAppContext } from '../app/app';
import { loadRouteMessages } from '../i18n/load-messages';
import { localeFromPath, stripLocale, type Locale } from '../i18n/locale';
import { menuEntries, OTHER_PAGES } from '../app/menu';
import { StaticFrameContext } from '../lib/static-frame';
import { PRERENDER_DISABLED } from './take-over';

/** What is prerendered: the page's kind (the `data-prerendered` of #root), its path and language. */
export interface PrerenderTarget {
  kind: 'login' | 'shell';
  path: string;
  locale: Locale;
  /**
   * Where under dist/prerender/ it is written, without `.html` (default: the path): the dashboard's
   * plain shell (`dashboard-shell`, the lender's data loading) is for the pages without a frame of
   * their own.
   */
  file?: string;
  /** The page's static frame (StaticFrameContext) rather than the layout's wait for the lender. */
  frame?: boolean;
}

/**
 * The dashboard's pages with a static frame: home, every page of the menu and beside it but those
 * behind the password (their first screen is the password's, which reads the session). The KYC
 * wizards are left out: their first screen waits for their calls (a spinner, the plain shell's).
 */
export const DASHBOARD_PAGES: readonly string[] = [
  ...new Set([
    '/dashboard',
    ...[...menuEntries(), ...OTHER_PAGES]
      .filter((entry) => !entry.needsConfirmation)
      .map((entry) => entry.path),
  ]),
];

export const PRERENDER_TARGETS: PrerenderTarget[] = [
  { kind: 'login', path: '/auth/login', locale: 'id' },
  { kind: 'login', path: '/en/auth/login', locale: 'en' },
  { kind: 'shell', path: '/dashboard', locale: 'id', file: 'dashboard-shell' },
  { kind: 'shell', path: '/en/dashboard', locale: 'en', file: 'en/dashboard-shell' },
  ...DASHBOARD_PAGES.flatMap((path): PrerenderTarget[] => [
    { kind: 'shell', path, locale: 'id', frame: true },
    { kind: 'shell', path: `/en${path}`, locale: 'en', frame: true },
  ]),
];

/**
 * The route tree without its guards: at build time there is no cookie to read. The root keeps its
 * loader (the language's messages); the session checks are the server's (which page it sends to whom,
 * lender-api routes/web/static.ts) and the client's (its router runs them before taking over).
 */
function withoutGuards(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const children = route.children ? withoutGuards(route.children) : undefined;
    const base = route.id === 'root' ? route : { ...route, loader: undefined };
    return { ...base, ...(children ? { children } : {}) } as RouteObject;
  });
}

function whenLoaded(router: ReturnType<typeof createMemoryRouter>): Promise<void> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const { initialized, navigation, errors } = router.state;
      if (errors) reject(new Error(`prerender: a route failed: ${JSON.stringify(errors)}`));
      else if (initialized && navigation.state === 'idle') resolve();
      else return false;
      return true;
    };
    if (check()) return;
    const stop = router.subscribe(() => {
      if (check()) stop();
    });
  });
}

/**
 * The login form's submit button starts disabled (take-over.ts enables it once the script runs): the
 * browser's own submission before then would send the password in the URL of a GET. Enter in a field
 * does nothing while the form's default button is disabled (HTML's implicit submission).
 */
export function disableSubmitUntilScript(html: string): string {
  const submit = '<button type="submit"';
  if (html.split(submit).length !== 2)
    throw new Error('prerender: the login form has no one submit');
  return html.replace(submit, `${submit} disabled="" ${PRERENDER_DISABLED}=""`);
}

/** At most this many first queries per page are answered by the server. */
const MAX_FIRST_QUERIES = 4;

/**
 * Whether a query key is one of the SDK's request keys: `[path]` or `[path, params]` of a GET,
 * `['POST', path]` or `['POST', path, body]` of a POST read (api-sdk's generated query keys).
 */
export function isRequestKey(key: readonly unknown[]): key is unknown[] {
  const path = key[0] === 'POST' ? key[1] : key[0];
  const rest = key.slice(key[0] === 'POST' ? 2 : 1);
  return (
    typeof path === 'string' &&
    path.startsWith('/') &&
    rest.length <= 1 &&
    rest.every((part) => part === undefined || (typeof part === 'object' && part !== null))
  );
}

/** The app's markup at `target.path` (what goes into #root) and the page's document title. */
export async function prerender(
  target: PrerenderTarget,
): Promise<{ html: string; title: string; queries: readonly unknown[][] }> {
  if (localeFromPath(target.path) !== target.locale)
    throw new Error(`${target.path}: wrong locale`);
  const context = createAppContext({
    createRouter: (routes) =>
      createMemoryRouter(withoutGuards(routes), { initialEntries: [target.path] }),
  });
  const router = context.router as ReturnType<typeof createMemoryRouter>;
  await whenLoaded(router);
  // The routes' loaders that load their messages are left out with the guards: the page's namespaces
  // (src/i18n/route-messages.json) are loaded here, as the client's loaders load them before it hydrates.
  await loadRouteMessages(target.locale, stripLocale(target.path));
  const path = router.state.location.pathname;
  if (path !== target.path) throw new Error(`prerender: ${target.path} went to ${path}`);
  const markup = renderToString(
    <StrictMode>
      <StaticFrameContext value={target.frame === true}>
        <App context={context} />
      </StaticFrameContext>
    </StrictMode>,
  );
  // React writes the page's <title> where it is rendered; the document's head gets it instead.
  const titles = [...markup.matchAll(/<title>([^<]*)<\/title>/g)];
  let html = markup.replace(/<title>[^<]*<\/title>/g, '');
  if (target.kind === 'login') html = disableSubmitUntilScript(html);
  // A frame's first data (what its first render asks for: the lender, the page's first lists), which
  // the server answers into the page for the visitor (lender-api http/web-static.ts).
  const queries = target.frame
    ? context.queryClient
        .getQueryCache()
        .getAll()
        .map((query) => query.queryKey)
        .filter(isRequestKey)
        .slice(0, MAX_FIRST_QUERIES)
    : [];
  context.queryClient.clear();
  router.dispose();
  return { html, title: titles.at(-1)?.[1] ?? '', queries };
}
