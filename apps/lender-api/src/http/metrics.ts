// Metrics: `GET /metrics` in the Prometheus text format (prom-client) — the Node
// process, every answer by contract operation, the database pool, the money operations' outcomes and
// the job queue (metrics-jobs.ts).
// Outside `/api` and not in the contract, like `/healthz`; answered to loopback clients and to a
// scraper with `METRICS_TOKEN`, a 404 to anyone else. docs/lender-api.md "Health, readiness, metrics,
// shutdown" says what each series means.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { AppContext } from '../context.ts';
import type { PoolStats } from '../db/database.ts';
import { registerJobMetrics } from './metrics-jobs.ts';
import type { ApiRoute } from './route.ts';

/** The `operation` label of a request outside the contract (web app, sandbox, `/healthz`, 404s). */
export const OTHER_OPERATION = 'other';

let processRegistry: Registry | undefined;
/**
 * The Node process's own series (CPU, memory, heap, GC, event-loop lag): one set per process, shared
 * by the apps in it. They describe the process, not an app, and prom-client's collectors start timers
 * and GC observers that cannot be stopped — one set per app would pile them up in the test run.
 */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

type Result = (status: number, answer: unknown) => string;

const field = (answer: unknown, name: string): unknown =>
  typeof answer === 'object' && answer !== null
    ? (answer as Record<string, unknown>)[name]
    : undefined;

/** Checkout and withdrawal: success; refused = a 4xx or the spec's 200 `{ error }`; error = a 5xx. */
const moneyResult: Result = (status, answer) => {
  if (status >= 500) return 'error';
  if (status >= 400 || field(answer, 'error') !== undefined) return 'refused';
  return 'success';
};

/** A top-up notice: credited = money moved now; unchanged = a repeat, or a failed/expired payment. */
const noticeResult: Result = (status, answer) => {
  if (status >= 500) return 'error';
  if (status >= 400) return 'refused';
  return field(answer, 'credited') === true ? 'credited' : 'unchanged';
};

/** A card charge: its 2xx answers a paid top-up (BERHASIL, 3). */
const cardResult: Result = (status, answer) => {
  if (status >= 500) return 'error';
  if (status >= 400) return 'refused';
  return field(field(answer, 'data'), 'status') === 3 ? 'credited' : 'unchanged';
};

type BusinessCounter = 'checkouts' | 'topups' | 'withdrawals';

/** The operations whose answers the business counters count, and how each answer is read. */
const BUSINESS: ReadonlyMap<string, { counter: BusinessCounter; result: Result }> = new Map([
  ['checkoutProject', { counter: 'checkouts', result: moneyResult }],
  ['requestWithdrawal', { counter: 'withdrawals', result: moneyResult }],
  ['receivePaymentCallback', { counter: 'topups', result: noticeResult }],
  ['createCardTopUp', { counter: 'topups', result: cardResult }],
  ['sandboxPayVirtualAccount', { counter: 'topups', result: noticeResult }],
  ['sandboxSettleEwallet', { counter: 'topups', result: noticeResult }],
]);

const RESULTS: Record<BusinessCounter, readonly string[]> = {
  checkouts: ['success', 'refused', 'error'],
  withdrawals: ['success', 'refused', 'error'],
  topups: ['credited', 'unchanged', 'refused', 'error'],
};

function isLoopback(address: string): boolean {
  return address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');
}

const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip'] as const;
const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Whether the request may read `/metrics`: it carries `Authorization: Bearer <METRICS_TOKEN>`
 * (compared in constant time), or it comes from loopback and not through a proxy — a reverse proxy on
 * the same host would otherwise make every visitor a loopback client.
 */
export function mayReadMetrics(request: FastifyRequest, token: string | null): boolean {
  const given = /^Bearer (\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  if (token && given && timingSafeEqual(digest(given), digest(token))) return true;
  return isLoopback(request.ip) && FORWARDING_HEADERS.every((h) => !request.headers[h]);
}

/**
 * Counts every answer and serves `GET /metrics`. One registry per app (a test process builds many
 * apps) plus the process's own series. Call before the routes are registered: hooks added later
 * would miss the routes registered before them.
 */
export function installMetrics(
  app: FastifyInstance,
  ctx: AppContext,
  routes: { api: readonly ApiRoute[]; rewrites: ReadonlyArray<{ path: string; route: ApiRoute }> },
): void {
  const registry = new Registry();
  const registers = [registry];

  const operations = new Map<string, string>();
  for (const route of routes.api)
    operations.set(`${route.method} ${ctx.config.apiBasePath}${route.url}`, route.operationId);
  for (const rewrite of routes.rewrites)
    operations.set(`POST ${rewrite.path}`, rewrite.route.operationId);
  /** The route's operationId, never the URL: a label per URL would grow without bound. */
  const operationOf = (request: FastifyRequest): string => {
    const url = request.routeOptions.url;
    if (url === undefined) return OTHER_OPERATION;
    const method = request.method === 'HEAD' ? 'GET' : request.method;
    return operations.get(`${method} ${url}`) ?? OTHER_OPERATION;
  };

  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Answers sent, by contract operation (operationId, or "other"), method and status',
    labelNames: ['operation', 'method', 'status'] as const,
    registers,
  });
  const errors = new Counter({
    name: 'http_errors_total',
    help: 'Answers with a 5xx status, by contract operation, method and status',
    labelNames: ['operation', 'method', 'status'] as const,
    registers,
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request arriving to its answer sent, by contract operation and method',
    labelNames: ['operation', 'method'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const business: Record<BusinessCounter, Counter<'result'>> = {
    checkouts: new Counter({
      name: 'pendana_checkouts_total',
      help: 'Checkout answers (checkoutProject): success, refused (4xx or 200 { error }), error (5xx)',
      labelNames: ['result'] as const,
      registers,
    }),
    topups: new Counter({
      name: 'pendana_topups_total',
      help: 'Top-up notices and card charges: credited (money moved), unchanged, refused (4xx), error (5xx)',
      labelNames: ['result'] as const,
      registers,
    }),
    withdrawals: new Counter({
      name: 'pendana_withdrawals_total',
      help: 'Withdrawal requests (requestWithdrawal): success, refused (4xx or 200 { error }), error (5xx)',
      labelNames: ['result'] as const,
      registers,
    }),
  };
  // Every result from 0, so a rate() has a series before the first event.
  for (const [name, results] of Object.entries(RESULTS) as Array<[BusinessCounter, string[]]>)
    for (const result of results) business[name].inc({ result }, 0);

  // The database pool, read at each scrape. PGlite cannot tell idle from busy, nor its queue: a figure
  // the driver does not know is left out rather than shown as 0.
  const poolGauge = (name: string, help: string, read: (stats: PoolStats) => number | null) => {
    const database = ctx.database;
    if (read(database.poolStats()) === null) return;
    registry.registerMetric(
      new Gauge({
        name,
        help,
        registers: [],
        collect() {
          this.set(read(database.poolStats()) ?? 0);
        },
      }),
    );
  };
  poolGauge(
    'db_pool_max_connections',
    'The most connections the pool opens (PGlite: 1)',
    (s) => s.max,
  );
  poolGauge('db_pool_open_connections', 'Database connections open now', (s) => s.open);
  poolGauge('db_pool_idle_connections', 'Open connections not in use (PostgreSQL)', (s) => s.idle);
  poolGauge(
    'db_pool_waiting_queries',
    'Queries waiting for a free connection: the pool is exhausted while above 0 (PostgreSQL)',
    (s) => s.waiting,
  );

  registerJobMetrics(registry, ctx.jobs);

  // The answers of the business operations as sent (an object, before serialisation and compression).
  const answers = new WeakMap<FastifyRequest, unknown>();
  app.addHook('preSerialization', (request, _reply, payload, done) => {
    if (BUSINESS.has(operationOf(request))) answers.set(request, payload);
    done(null, payload);
  });
  app.addHook('onResponse', (request, reply, done) => {
    const operation = operationOf(request);
    const { method } = request;
    const status = reply.statusCode;
    requests.inc({ operation, method, status: String(status) });
    duration.observe({ operation, method }, reply.elapsedTime / 1000);
    if (status >= 500) errors.inc({ operation, method, status: String(status) });
    const counted = BUSINESS.get(operation);
    if (counted)
      business[counted.counter].inc({ result: counted.result(status, answers.get(request)) });
    done();
  });

  app.get('/metrics', async (request, reply) => {
    // Anyone else gets the answer of a path that does not exist.
    if (!mayReadMetrics(request, ctx.config.metricsToken)) return reply.callNotFound();
    const all = Registry.merge([processMetrics(), registry]);
    return reply
      .header('content-type', all.contentType)
      .header('cache-control', 'no-store')
      .send(await all.metrics());
  });
}
