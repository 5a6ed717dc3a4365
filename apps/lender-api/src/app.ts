import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { loadConfig, type Config } from './config.ts';
import { systemClock, type AppContext, type Clock } from './context.ts';
import type { Database } from './db/database.ts';
import { initializeDatabase } from './seed/init.ts';
import { createJobQueue, type JobQueue } from './jobs/index.ts';
import { installCompressedAnswers } from './http/compressed-answers.ts';
import { installErrorHandler } from './http/error-handler.ts';
import { HttpError } from './http/errors.ts';
import { MAX_UPLOAD_BYTES } from './http/multipart.ts';
import { installMetrics } from './http/metrics.ts';
import { installReadiness } from './http/readiness.ts';
import { installRequestLog, requestIdOptions } from './http/request-log.ts';
import { routeHandler } from './http/run-route.ts';
import { installSecurityHeaders } from './http/security-headers.ts';
import { setMediaBasePath } from './modules/projects/index.ts';
import { langFromHeader, t } from './shared/i18n/index.ts';
import { createProviders, type Providers } from './providers/index.ts';
import { API_ROUTES, WEB_REWRITES, registerJobs, registerSandboxPages } from './modules/index.ts';
import { isSpaRequest, prerenderedPages, registerStatic, sendSpaPage } from './http/web-static.ts';

export interface BuildAppOptions {
  /** The database (PGlite or PostgreSQL), opened by the caller, who also closes it. */
  db: Database;
  /** Configuration; missing keys come from the environment (`loadConfig`). */
  config?: Partial<Config>;
  /** Outside services; the sandbox implementations by default. */
  providers?: Providers;
  clock?: Clock;
  logger?: FastifyServerOptions['logger'];
  /** The job queue; by default one on `db` (started once the database is ready, stopped on close). */
  jobs?: JobQueue;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The JSON body as received (bytes), for signatures over the raw body (payment callbacks). */
    rawBody: Buffer | null;
  }
  interface FastifyInstance {
    /** Resolves once migrations and seed are done (what `/healthz` reports). */
    whenReady(): Promise<void>;
    appContext: AppContext;
  }
}

/** Builds the server without listening. Migrations and seed start at once; requests wait for them. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const config: Config = { ...loadConfig(), ...options.config };
  const clock = options.clock ?? systemClock;
  const providers = options.providers ?? createProviders(config, { database: options.db, clock });
  const jobs =
    options.jobs ??
    createJobQueue(options.db, {
      worker: config.jobsWorker,
      migrate: false,
      scheduleCheckSeconds: config.jobsScheduleCheckSeconds,
      // Called once the app exists: the queue starts after the database is ready.
      log: (level, message) => app.log[level](message),
    });
  const ctx: AppContext = {
    config,
    database: options.db,
    providers,
    clock,
    jobs,
    // Called once the app exists (by jobs, after the start).
    log: (level, message) => app.log[level](message),
  };
  registerJobs(ctx);
  // Stored images are answered as `<API base>/v1/media/<hash>.<ext>` URLs (modules/projects/media.ts).
  setMediaBasePath(config.apiBasePath);

  const app = Fastify({
    logger: options.logger ?? false,
    ...requestIdOptions(),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    return503OnClosing: true,
  });

  let state: 'starting' | 'ready' | 'failed' = 'starting';
  // The job queue starts on the installed schema (initializeDatabase), its handlers registered.
  const ready = initializeDatabase(options.db, {
    seedDemo: config.seedDemo,
    graceDays: config.repaymentGraceDays,
  })
    .then(() => jobs.start())
    .then(
      () => {
        state = 'ready';
      },
      (error: unknown) => {
        state = 'failed';
        throw error;
      },
    );
  ready.catch(() => undefined); // reported through whenReady() and /healthz
  app.decorate('whenReady', () => ready);
  app.decorate('appContext', ctx);

  // The OCR engine runs in a worker thread that would keep the process alive.
  app.addHook('onClose', async () => providers.ocr.close());
  // Handlers running now get half the shutdown's time (requests in flight had theirs); a run cut off
  // is failed and retried later. The database is closed after the app.
  app.addHook('onClose', async () => {
    await ready.catch(() => undefined);
    await jobs.stop(Math.max(1000, Math.floor(config.shutdownTimeoutMs / 2)));
  });
  installErrorHandler(app);
  installSecurityHeaders(app);
  installRequestLog(app);

  // JSON bodies: an empty body is "no body" (POSTs without a payload); anything unparsable is a 400.
  // The bytes are kept as `request.rawBody` (signed payment callbacks).
  app.decorateRequest('rawBody', null);
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const raw = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
    request.rawBody = raw;
    const text = raw.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new HttpError(400, 'errors.malformedJson'), undefined);
    }
  });

  // Answers of 1 kB or more are compressed when the client accepts it (brotli, else gzip): a cheap
  // phone on a slow network gets the masters list (62 kB of JSON) in 8 kB. Brotli at quality 5 keeps
  // the CPU cost per answer small; the web app's files are compressed once at build time instead
  // (`preCompressed` in routes/web/static.ts), and answers that already carry an encoding are left alone.
  // The compressed bytes of identical JSON answers are kept (http/compressed-answers.ts); this hook runs
  // before the plugin's, which then sees the encoding and leaves the answer alone.
  installCompressedAnswers(app);
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
  });

  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 10, fields: 200, parts: 210 },
  });

  // HTML forms of the sandbox pages.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      done(null, Object.fromEntries(new URLSearchParams(text)));
    },
  );

  installMetrics(app, ctx, { api: API_ROUTES, rewrites: WEB_REWRITES });
  installReadiness(app, options.db);
  app.addHook('onRequest', async (request) => {
    // The operational endpoints answer while the app starts; everything else waits for it.
    if (['/healthz', '/readyz', '/metrics'].includes(request.url)) return;
    if (state !== 'ready') {
      await ready.catch(() => {
        throw new HttpError(503, 'errors.notReady', { headers: { 'retry-after': '5' } });
      });
    }
  });

  app.get('/healthz', async (_request, reply) => {
    if (state === 'ready') return reply.send({ status: 'ok' });
    return reply.code(503).send({ status: state });
  });

  for (const route of API_ROUTES) {
    // The sandbox's operations exist only in sandbox mode: otherwise not even their session or body
    // checks answer (the not-found handler does, 404).
    if (!config.sandbox && route.url.startsWith('/sandbox/')) continue;
    app.route({
      method: route.method,
      url: `${config.apiBasePath}${route.url}`,
      handler: routeHandler(ctx, route),
    });
  }
  for (const rewrite of WEB_REWRITES) {
    app.post(rewrite.path, routeHandler(ctx, rewrite.route));
  }
  if (config.sandbox) {
    registerSandboxPages(app, ctx);
  }
  if (config.webDist) await registerStatic(app, config.webDist);
  const prerendered = config.webDist ? prerenderedPages(config.webDist) : new Set<string>();

  app.setNotFoundHandler((request, reply) => {
    if (config.webDist && isSpaRequest(request, config.apiBasePath))
      return sendSpaPage(request, reply, prerendered, {
        webDist: config.webDist,
        apiBasePath: config.apiBasePath,
        inject: async (options) => {
          const answer = await app.inject(options);
          return { statusCode: answer.statusCode, body: answer.body };
        },
      });
    const lang = langFromHeader(request.headers['x-lang']);
    const url = request.url.split('?')[0] ?? request.url;
    return reply.code(404).send({
      message: t(lang, 'errors.routeNotFound', { method: request.method, url }),
      request_id: request.id,
    });
  });

  return app;
}
