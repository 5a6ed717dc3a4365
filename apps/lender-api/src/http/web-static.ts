import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const IMMUTABLE = 'public, max-age=31536000, immutable';
// Vite writes content-hashed files under assets/ (`name-<hash>.js`): they never change. Their build-time
// `.br`/`.gz` copies (what `preCompressed` sends) are the same content.
const HASHED_ASSET = /[\\/]assets[\\/][^\\/]+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+(?:\.br|\.gz)?$/;

/**
 * Serves the built SPA: hashed assets cached for a year, index.html revalidated. The web build writes
 * a brotli (`.br`) and a gzip (`.gz`) copy next to every text file (apps/lender-web vite.config.ts);
 * `preCompressed` sends the one the browser accepts, else the file as it is.
 */
export async function registerStatic(app: FastifyInstance, webDist: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: path.resolve(webDist),
    preCompressed: true,
    wildcard: false,
    index: false,
    cacheControl: false,
    etag: true,
    setHeaders(res, filePath) {
      res.header('cache-control', HASHED_ASSET.test(filePath) ? IMMUTABLE : 'no-cache');
    },
  });
}

/** Whether an unmatched request is a page of the SPA (GET of a non-API path without a file extension). */
export function isSpaRequest(request: FastifyRequest, apiBasePath: string): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0] ?? '/';
  if (apiBasePath && (pathname === apiBasePath || pathname.startsWith(`${apiBasePath}/`)))
    return false;
  if (pathname.startsWith('/sandbox/') || pathname === '/healthz') return false;
  const last = pathname.split('/').pop() ?? '';
  return !last.includes('.');
}

/**
 * The pages the web build prerendered (apps/lender-web scripts/prerender.mjs), under `prerender/`: the
 * login page per language; per language, each dashboard page's static frame (its heading, intro and
 * skeletons: `prerender/[en/]dashboard/<page>.html`, home `prerender/[en/]dashboard.html`) and the plain
 * dashboard shell for the pages without one.
 */
const LOGIN_PAGES = new Map([
  ['/auth/login', 'prerender/auth/login.html'],
  ['/en/auth/login', 'prerender/en/auth/login.html'],
]);
const SHELL_PAGES = {
  id: 'prerender/dashboard-shell.html',
  en: 'prerender/en/dashboard-shell.html',
} as const;
/** A dashboard page's path, as the name of its frame's file (one segment below /dashboard at most). */
const FRAME_PATH = /^(?:\/en)?\/dashboard(?:\/[a-z0-9-]+)?$/;

/** Whether the request carries a session (the web app's `token` cookie, lender-web lib/session.ts). */
function hasSessionCookie(request: FastifyRequest): boolean {
  const cookies = request.headers.cookie ?? '';
  return cookies.split(';').some((pair) => {
    const [name, value] = pair.split('=', 2);
    return name?.trim() === 'token' && (value?.trim() ?? '') !== '';
  });
}

/**
 * Which HTML file a page of the SPA gets: a prerendered page when the build has one for the path and
 * the visitor — the login page only without a session (with one, the app goes to the dashboard), a
 * dashboard page's frame (else the plain shell) only with one (a logged-out visitor never sees a
 * logged-in frame) — else index.html.
 */
export function spaFileFor(
  request: FastifyRequest,
  available: ReadonlySet<string>,
): { file: string; byCookie: boolean } {
  const raw = request.url.split('?')[0] ?? '/';
  const pathname = raw.length > 1 ? raw.replace(/\/+$/, '') : raw;
  const session = hasSessionCookie(request);
  const login = LOGIN_PAGES.get(pathname);
  if (login)
    return { file: !session && available.has(login) ? login : 'index.html', byCookie: true };
  const bare = pathname === '/en' || pathname.startsWith('/en/') ? pathname.slice(3) : pathname;
  if (bare === '/dashboard' || bare.startsWith('/dashboard/')) {
    if (!session) return { file: 'index.html', byCookie: true };
    const frame = FRAME_PATH.test(pathname) ? `prerender${pathname}.html` : null;
    if (frame && available.has(frame)) return { file: frame, byCookie: true };
    const shell = SHELL_PAGES[bare === pathname ? 'id' : 'en'];
    return { file: available.has(shell) ? shell : 'index.html', byCookie: true };
  }
  return { file: 'index.html', byCookie: false };
}

/** The prerendered pages present in the build (a build without them serves index.html alone). */
export function prerenderedPages(webDist: string): Set<string> {
  const folder = path.join(webDist, 'prerender');
  if (!fs.existsSync(folder)) return new Set();
  return new Set(
    fs
      .readdirSync(folder, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.html'))
      .map((file) => `prerender/${file.split(path.sep).join('/')}`),
  );
}

/** Answers one of the app's own API requests in process (the app's `inject`). */
export type InjectApi = (request: {
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  payload?: string;
  remoteAddress?: string;
}) => Promise<{ statusCode: number; body: string }>;

/** What the server needs to put a frame's first data into its page. */
export interface FirstDataOptions {
  webDist: string;
  apiBasePath: string;
  inject: InjectApi;
}

/** The element the web build leaves in a frame's page: its first queries' keys (scripts/prerender.mjs). */
const FIRST_DATA =
  /<script type="application\/json" id="first-data" data-queries="([^"]*)"><\/script>/;
/** At most this many first queries are answered per page (the build writes four at most). */
const MAX_FIRST_QUERIES = 4;

const unescapeAttribute = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** A frame's page as the build wrote it, and its first queries' keys; read once per file. */
const frameTemplates = new Map<string, { html: string; queries: unknown[][] }>();

function frameTemplate(webDist: string, file: string): { html: string; queries: unknown[][] } {
  const key = path.join(webDist, file);
  let template = frameTemplates.get(key);
  if (!template) {
    const html = fs.readFileSync(key, 'utf8');
    const match = FIRST_DATA.exec(html);
    let queries: unknown[][] = [];
    try {
      const parsed: unknown = match ? JSON.parse(unescapeAttribute(match[1] ?? '')) : [];
      if (Array.isArray(parsed)) queries = parsed.filter(Array.isArray).slice(0, MAX_FIRST_QUERIES);
    } catch {
      queries = [];
    }
    template = { html, queries };
    frameTemplates.set(key, template);
  }
  return template;
}

/**
 * The request of an API SDK query key (api-sdk's generated keys): `[path, params?]` a GET,
 * `['POST', path, body?]` a POST read; null for anything else.
 */
export function requestOfKey(
  key: readonly unknown[],
): { method: 'GET' | 'POST'; path: string; params?: object; body?: object } | null {
  const post = key[0] === 'POST';
  const target = post ? key[1] : key[0];
  const extra = key[post ? 2 : 1];
  if (typeof target !== 'string' || !/^(?:\/[\w.-]+)+$/.test(target) || target.includes('..'))
    return null;
  if (key.length > (post ? 3 : 2)) return null;
  if (extra !== undefined && (typeof extra !== 'object' || extra === null || Array.isArray(extra)))
    return null;
  return post
    ? { method: 'POST', path: target, ...(extra ? { body: extra } : {}) }
    : { method: 'GET', path: target, ...(extra ? { params: extra } : {}) };
}

/** The session token of the request's `token` cookie. */
function sessionToken(request: FastifyRequest): string | null {
  for (const pair of (request.headers.cookie ?? '').split(';')) {
    const index = pair.indexOf('=');
    if (index < 0 || pair.slice(0, index).trim() !== 'token') continue;
    try {
      const value = decodeURIComponent(pair.slice(index + 1).trim());
      return value === '' ? null : value;
    } catch {
      return null;
    }
  }
  return null;
}

/**
 * The frame's page with the answers to its first queries for this visitor: each query asked of the
 * API in process with the visitor's own session and language, as the web app would ask it; only 200
 * answers are put in. Any 401 puts none in (the app then ends the session as it would). Nothing of
 * one visitor's answers is kept for another: the template is the build's, the answers are the
 * request's.
 */
export async function pageWithFirstData(
  request: FastifyRequest,
  file: string,
  options: FirstDataOptions,
): Promise<string | null> {
  const template = frameTemplate(options.webDist, file);
  const token = sessionToken(request);
  if (!token || template.queries.length === 0 || !FIRST_DATA.test(template.html)) return null;
  const lang = /^\/en(?:\/|$)/.test(request.url) ? 'en' : 'id';
  const answers = await Promise.all(
    template.queries.map(async (key) => {
      const wanted = requestOfKey(key);
      if (!wanted) return null;
      const query = wanted.params
        ? `?${new URLSearchParams(
            Object.entries(wanted.params)
              .filter(([, value]) => value !== undefined && value !== null)
              .map(([name, value]): [string, string] => [name, String(value)]),
          ).toString()}`
        : '';
      const answer = await options.inject({
        method: wanted.method,
        url: `${options.apiBasePath}${wanted.path}${query}`,
        headers: {
          authorization: `Bearer ${token}`,
          'request-access': token,
          'x-lang': lang,
          ...(wanted.method === 'POST' ? { 'content-type': 'application/json' } : {}),
        },
        ...(wanted.method === 'POST' ? { payload: JSON.stringify(wanted.body ?? {}) } : {}),
        remoteAddress: request.ip,
      });
      return { key, statusCode: answer.statusCode, body: answer.body };
    }),
  );
  if (answers.some((answer) => answer?.statusCode === 401)) return null;
  const data = answers.flatMap((answer) => {
    if (!answer || answer.statusCode !== 200) return [];
    try {
      return [{ key: answer.key, data: JSON.parse(answer.body) as unknown }];
    } catch {
      return [];
    }
  });
  // JSON in a <script>: no `<` (no `</script>` nor `<!--` can end or change it).
  const json = JSON.stringify({ answers: data })
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return template.html.replace(
    FIRST_DATA,
    () => `<script type="application/json" id="first-data">${json}</script>`,
  );
}

export async function sendSpaPage(
  request: FastifyRequest,
  reply: FastifyReply,
  available: ReadonlySet<string>,
  firstData?: FirstDataOptions,
): Promise<FastifyReply> {
  const { file, byCookie } = spaFileFor(request, available);
  // The same URL is another page with or without a session: caches must keep them apart.
  if (byCookie) reply.header('vary', 'cookie');
  const page =
    firstData && byCookie && file.startsWith('prerender/') && hasSessionCookie(request)
      ? await pageWithFirstData(request, file, firstData)
      : null;
  if (page !== null) {
    // The visitor's own data: never kept by a shared cache.
    return reply
      .header('cache-control', 'private, no-cache')
      .type('text/html; charset=utf-8')
      .send(page);
  }
  return reply.header('cache-control', 'no-cache').sendFile(file);
}
