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

export function sendSpaPage(
  request: FastifyRequest,
  reply: FastifyReply,
  available: ReadonlySet<string>,
): FastifyReply {
  const { file, byCookie } = spaFileFor(request, available);
  // The same URL is another page with or without a session: caches must keep them apart.
  if (byCookie) reply.header('vary', 'cookie');
  return reply.header('cache-control', 'no-cache').sendFile(file);
}
