// Logs an operator can search: JSON lines (pino, through Fastify), a request id on
// every line of a request and in every answer (`X-Request-Id`, error bodies' `request_id`), the
// lender's id once the session is known, and never a secret or a personal identifier — no password,
// token, OTP, NIK or photo. docs/lender-api.md "Logs" is the operator's page.
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import {
  LogController,
  type FastifyError,
  type FastifyInstance,
  type FastifyLogFn,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';
/** The log field of the request id (also the error bodies' field). */
export const REQUEST_ID_LABEL = 'request_id';
/** An id a proxy or client may hand in: short, no space, no quote, nothing a log viewer interprets. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The id of a request: the incoming `X-Request-Id` when it is safe to log and echo, else a new UUID. */
export function requestIdOf(req: IncomingMessage): string {
  const incoming = req.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** Masks what may be a secret or a personal identifier in free text (messages, stacks). */
const SCRUBS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bBearer\s+\S+/gi, 'Bearer [redacted]'],
  [/data:[\w.+-]+\/[\w.+-]+;base64,[A-Za-z0-9+/=]*/gi, 'data:[redacted]'],
  [/[A-Za-z0-9+/]{200,}={0,2}/g, '[redacted base64]'],
  // The session token's format (shared/session/tokens.ts: 32 random bytes, base64url).
  [/(?<![A-Za-z0-9_-])[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])/g, '[redacted token]'],
  // A NIK (or a card number) has 16 digits.
  [/(?<![\d.])\d{16}(?!\d)/g, '[redacted number]'],
  [/\b(otp|kode|code)(\W{0,3})\d{4,8}(?!\d)/gi, '$1$2[redacted]'],
  [/\b(password\w*|token\w*)(["']?\s*[:=]\s*)("[^"]*"|'[^']*'|[^\s,&;]+)/gi, '$1$2[redacted]'],
  // Query strings of URLs (tokens of links: `?token=`, `?docToken=`, `?access_token=`).
  [/(\/[^\s?#"'<>]*)\?[^\s#"'<>]*/g, '$1?[redacted]'],
];

export function scrubText(text: string): string {
  let scrubbed = text;
  for (const [pattern, replacement] of SCRUBS) scrubbed = scrubbed.replace(pattern, replacement);
  return scrubbed;
}

/** Path segments that carry a document's or a provider's token (the contract's and the sandbox's). */
const TOKEN_SEGMENTS: readonly RegExp[] = [
  /(\/download-doc-pendanaan\/)[^/]+/g,
  /(\/booking-pendanaan\/detail\/)[^/]+/g,
  /(\/signing-status\/)[^/]+/g,
  /(\/envelope-status\/)[^/]+/g,
  /(\/sandbox\/sign\/[^/]+\/)[^/]+/g,
  /(\/sandbox\/liveness\/)(?!vida(?:\/|$))[^/]+/g,
];
/** A segment that looks like a token or an identifier: long, letters and digits, no file extension. */
function looksSecret(segment: string): boolean {
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    // keep it as it came
  }
  if (/\d{16}/.test(decoded)) return true;
  return /^[A-Za-z0-9_~+=-]{20,}$/.test(decoded) && /\d/.test(decoded) && /[A-Za-z]/.test(decoded);
}

/** The URL of a log line: the path only (no query string), token segments masked. */
export function safeUrl(url: string): string {
  let pathname = url.split(/[?#]/, 1)[0] ?? '';
  for (const pattern of TOKEN_SEGMENTS) pathname = pathname.replace(pattern, '$1:token');
  return pathname
    .split('/')
    .map((segment) => (looksSecret(segment) ? ':redacted' : segment))
    .join('/');
}

interface LoggedRequest {
  method?: string;
  url?: string;
  ip?: string;
  socket?: { remoteAddress?: string };
}
function serializeRequest(req: LoggedRequest) {
  return {
    method: req.method,
    url: safeUrl(req.url ?? ''),
    remoteAddress: req.ip ?? req.socket?.remoteAddress,
  };
}

interface SerializedError {
  type: string;
  message: string;
  stack: string;
  code?: string | number;
  statusCode?: number;
  cause?: SerializedError;
  [key: string]: unknown;
}
/**
 * An error's name, message, code and stack, scrubbed; nothing else. PostgreSQL's `detail`, `where`,
 * `parameters` and PGlite's `params` carry the values of the row (a NIK, a hash); they are dropped.
 */
function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) {
    return { type: typeof error, message: scrubText(String(error)), stack: '' };
  }
  const extra = error as Error & { code?: unknown; statusCode?: unknown };
  const serialized: SerializedError = {
    type: error.constructor.name || error.name,
    message: scrubText(error.message),
    stack: scrubText(error.stack ?? ''),
  };
  if (typeof extra.code === 'string' || typeof extra.code === 'number')
    serialized.code = extra.code;
  if (typeof extra.statusCode === 'number') serialized.statusCode = extra.statusCode;
  if (error.cause !== undefined && depth < 3)
    serialized.cause = serializeError(error.cause, depth + 1);
  return serialized;
}

/** Fields never written, wherever code puts them in a log line (the serializers keep the rest out). */
const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers["request-access"]',
  'req.headers.cookie',
  'headers.authorization',
  'headers["request-access"]',
  'headers.cookie',
  ...[
    'password',
    'password_confirmation',
    'token',
    'access_token',
    'otp',
    'no_otp',
    'nik',
    'ktp',
    'profile_ktp',
    'profile',
    'foto',
    'body',
  ].flatMap((field) => [field, `*.${field}`]),
];

/** Scrubs the text arguments of every log call (its message), whatever logs it. */
function logMethod(this: unknown, args: Parameters<FastifyLogFn>, method: FastifyLogFn): void {
  const scrubbed = args.map((arg: unknown) => (typeof arg === 'string' ? scrubText(arg) : arg));
  method.apply(this, scrubbed as Parameters<FastifyLogFn>);
}

export type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/**
 * The server's logger: JSON lines on stdout, or appended to `file` (`LOG_FILE`) instead, at `level`
 * (`LOG_LEVEL`, default `warn`; `info` adds one line per request completed).
 */
export function loggerOptions(level: string = 'warn', file: string | null = null): LoggerOptions {
  if (file) mkdirSync(path.dirname(file), { recursive: true });
  return {
    level,
    ...(file ? { file } : {}),
    serializers: {
      req: serializeRequest,
      err: (error: FastifyError) => serializeError(error),
    },
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    hooks: { logMethod },
  };
}

/**
 * Fastify's request logging: one `info` line per request, when it is completed (method, path, status,
 * time); the incoming line only at `debug`.
 */
class RequestLogController extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    if (this.isLogDisabled(request)) return;
    request.log.debug({ req: request }, 'incoming request');
  }
  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const line = {
      req: request,
      res: reply,
      responseTime: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
  override routeNotFound(request: FastifyRequest): void {
    if (this.isLogDisabled(request)) return;
    request.log.info({ req: request }, 'route not found');
  }
}

/**
 * The Fastify options of the request id. Not `requestIdHeader`: Fastify would take the header as it
 * came, so `requestIdOf` reads and checks it.
 */
export function requestIdOptions() {
  return {
    requestIdHeader: false,
    genReqId: requestIdOf,
    logController: new RequestLogController({ requestIdLogLabel: REQUEST_ID_LABEL }),
  } satisfies Partial<FastifyServerOptions>;
}

/** Every answer names its request (`X-Request-Id`), errors included. */
export function installRequestLog(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    return payload;
  });
}

/** Later log lines of the request carry the lender's id (`request.log` is also `reply.log`). */
export function bindLender(request: FastifyRequest, lenderId: number): void {
  const log = request.log as FastifyRequest['log'] & {
    setBindings?: (bindings: Record<string, unknown>) => void;
  };
  // The logger that logs nothing (no `logger` given) has no bindings.
  if (typeof log.setBindings === 'function') log.setBindings({ lender_id: lenderId });
}
