import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * JSON answers of 1 kB or more are compressed once per distinct body: the compressed bytes are kept
 * by the SHA-256 of the exact JSON and the encoding, so the hundredth identical project list costs a
 * hash, not a brotli run (brotli of the list was 13 % of the CPU under load). The key is the
 * whole body, so a kept copy can only ever be sent as the answer it was made from — no lender can get
 * another's data or an old figure from it. Bounded (entries and bytes), least recently used out first.
 * Runs before @fastify/compress (an app-level onSend hook runs before route-level ones); that plugin
 * leaves an answer that already carries a Content-Encoding alone and still compresses everything else.
 */

export const COMPRESS_THRESHOLD = 1024;
const MAX_ENTRIES = 500;
const MAX_BYTES = 16 * 1024 * 1024;
const BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } };

type Encoding = 'br' | 'gzip';

/** The preferred encoding the client accepts (`br`, else `gzip`), honouring `q=0` and `*`. */
export function acceptedEncoding(header: string | string[] | undefined): Encoding | null {
  if (header === undefined) return null;
  const weights = new Map<string, number>();
  for (const part of (Array.isArray(header) ? header.join(',') : header).split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    if (name) weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weight = (name: Encoding) => weights.get(name) ?? weights.get('*') ?? 0;
  if (weight('br') > 0 && weight('br') >= weight('gzip')) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return null;
}

export class CompressedAnswers {
  private readonly entries = new Map<string, Buffer>();
  private bytes = 0;
  hits = 0;
  misses = 0;

  get(body: string, encoding: Encoding): Buffer {
    const key = `${encoding}:${createHash('sha256').update(body).digest('base64')}`;
    const kept = this.entries.get(key);
    if (kept) {
      this.hits += 1;
      // Most recently used last.
      this.entries.delete(key);
      this.entries.set(key, kept);
      return kept;
    }
    this.misses += 1;
    const compressed =
      encoding === 'br' ? zlib.brotliCompressSync(body, BROTLI) : zlib.gzipSync(body);
    this.entries.set(key, compressed);
    this.bytes += compressed.length;
    for (const [oldKey, old] of this.entries) {
      if (this.entries.size <= MAX_ENTRIES && this.bytes <= MAX_BYTES) break;
      this.entries.delete(oldKey);
      this.bytes -= old.length;
    }
    return compressed;
  }
}

function isJson(type: unknown): boolean {
  return typeof type === 'string' && type.startsWith('application/json');
}

/** Installs the cache; returns it (tests read its hits). */
export function installCompressedAnswers(app: FastifyInstance): CompressedAnswers {
  const cache = new CompressedAnswers();
  app.addHook('onSend', async (request: FastifyRequest, reply, payload) => {
    if (typeof payload !== 'string' || payload.length < COMPRESS_THRESHOLD) return payload;
    if (reply.hasHeader('content-encoding') || !isJson(reply.getHeader('content-type')))
      return payload;
    if (request.headers['x-no-compression'] !== undefined) return payload;
    const encoding = acceptedEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    const compressed = cache.get(payload, encoding);
    const vary = reply.getHeader('vary');
    if (typeof vary !== 'string' || !/accept-encoding/i.test(vary))
      reply.header(
        'vary',
        typeof vary === 'string' && vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding',
      );
    reply.header('content-encoding', encoding);
    reply.header('content-length', compressed.length);
    return compressed;
  });
  return cache;
}
