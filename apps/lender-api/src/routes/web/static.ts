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

export function sendSpaIndex(reply: FastifyReply): FastifyReply {
  return reply.header('cache-control', 'no-cache').sendFile('index.html');
}
