// Messages are compiled to ASTs by @formatjs/cli and split by namespace, the first segment of their
// ids (src/i18n/compiled/<locale>/<namespace>.json, tools/i18n/split-compiled.mjs): one chunk per
// namespace and language, so a page loads its language only and, of it, the namespaces its screens
// use (src/i18n/route-messages.json: the shell's, its layout's and its route's). What has been loaded
// of a language is merged into that language's catalogue, which only grows.
import type { MessageFormatElement } from 'react-intl';
// Named imports: the JSON's `$comment` stays out of the bundle.
import { layouts, routes, shell } from './route-messages.json';
import type { Locale } from './locale';

export type CompiledMessages = Record<string, MessageFormatElement[]>;

type Loader = () => Promise<{ default: CompiledMessages }>;

// Every chunk of both languages, by path (the entry carries this list, ~1 kB gzip).
const chunks: Record<string, Loader> = import.meta.glob<{ default: CompiledMessages }>(
  './compiled/*/*.json',
);

const pending = new Map<string, Promise<void>>();
const catalogues: Record<Locale, CompiledMessages> = { id: {}, en: {} };
const listeners = new Set<() => void>();

function loadNamespace(locale: Locale, namespace: string): Promise<void> {
  const key = `${locale}/${namespace}`;
  let loading = pending.get(key);
  if (!loading) {
    const load = chunks[`./compiled/${locale}/${namespace}.json`];
    if (!load) return Promise.reject(new Error(`No messages '${namespace}' in '${locale}'`));
    loading = load().then((module) => {
      catalogues[locale] = { ...catalogues[locale], ...module.default };
      for (const listener of listeners) listener();
    });
    loading.catch(() => pending.delete(key));
    pending.set(key, loading);
  }
  return loading;
}

/** Loads the namespaces of a language (in parallel, each once) and gives its catalogue so far. */
export async function loadMessages(
  locale: Locale,
  namespaces: readonly string[],
): Promise<CompiledMessages> {
  await Promise.all(namespaces.map((namespace) => loadNamespace(locale, namespace)));
  return catalogues[locale];
}

/** The namespaces every page loads: its shell (root layout, errors, menu texts). */
export const SHELL_MESSAGES: readonly string[] = shell;

type RouteTable = Record<string, { layout?: string; messages: readonly string[] } | undefined>;

/**
 * The namespaces of a route of src/i18n/route-messages.json (`/auth/login`, `/dashboard/wallet`, `/`
 * for the shell alone): the shell's, its layout's and its own. Throws for a route it does not list.
 */
export function routeNamespaces(route: string): readonly string[] {
  if (route === '/') return SHELL_MESSAGES;
  const entry = (routes as RouteTable)[route];
  if (!entry) throw new Error(`No messages listed for the route '${route}' (route-messages.json)`);
  const layout = entry.layout ? (layouts as Record<string, readonly string[]>)[entry.layout] : [];
  return [...SHELL_MESSAGES, ...(layout ?? []), ...entry.messages];
}

/**
 * Everything a route's first render needs of a language, e.g. for a prerender:
 * `await loadRouteMessages('id', '/auth/login')`.
 */
export function loadRouteMessages(locale: Locale, route: string): Promise<CompiledMessages> {
  return loadMessages(locale, routeNamespaces(route));
}

/** What has been loaded of a language so far (a new object after each load). */
export function currentMessages(locale: Locale): CompiledMessages {
  return catalogues[locale];
}

export function subscribeMessages(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
