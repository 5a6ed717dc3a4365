import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import type { z } from 'zod';
import { buildApp, type BuildAppOptions } from '../../src/app.ts';
import type { Config } from '../../src/config.ts';
import { createJobQueue } from '../../src/jobs/index.ts';
import type { Clock } from '../../src/shared/clock.ts';
import { openPostgres, wrapPglite, type Database } from '../../src/db/database.ts';
import { reviewerAuthorization } from '../../src/modules/sandbox/routes/kyc-review.ts';
import { judge } from './contract-judge.ts';
import { TEST_GRACE_DAYS } from './grace-days.ts';

/**
 * A clock the tests move by hand: it stands still at `start`, or with `runs` it runs with real time
 * from `start` (and is moved by hand too).
 */
export class TestClock implements Clock {
  private current: number;
  private readonly startedAt: number | null;
  constructor(start = Date.now(), options: { runs?: boolean } = {}) {
    this.current = start;
    this.startedAt = options.runs ? Date.now() : null;
  }
  now(): Date {
    return new Date(this.current + (this.startedAt === null ? 0 : Date.now() - this.startedAt));
  }
  /** Running: the database's time moved as far as this clock is; standing still: `now()`. */
  afterLock(databaseNow: Date): Date {
    if (this.startedAt === null) return this.now();
    return new Date(databaseNow.getTime() + this.current - this.startedAt);
  }
  advanceMinutes(minutes: number): void {
    this.current += minutes * 60_000;
  }
  /** The sandbox moving the clock forward (`MovableClock`): never back. */
  async moveTo(to: Date): Promise<void> {
    const by = to.getTime() - this.now().getTime();
    if (by > 0) this.current += by;
  }
}

export interface TestApp {
  app: FastifyInstance;
  uploadDir: string;
  database: Database;
  clock: TestClock;
  /**
   * Another server instance on the same database and clock (what a second process would be),
   * judged like the first; the caller closes it.
   */
  sibling(config?: Partial<Config>): Promise<FastifyInstance>;
  close(): Promise<void>;
}

function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

async function openTestDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const template = inject('pgTemplate');
  const adminUrl = process.env.DATABASE_URL;
  if (template && adminUrl) {
    const name = `pendana_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    await admin.end();
    return {
      database: openPostgres(databaseUrl(adminUrl, name)),
      drop: async () => {
        const client = new pg.Client({ connectionString: adminUrl });
        await client.connect();
        // pg's Pool.end() resolves before its sockets are closed: let the pool's connections leave first
        // (FORCE would kill them mid-close, an unhandled 'error' in the test run). At most ~5 s.
        for (let i = 0; i < 50; i += 1) {
          const open = await client.query<{ n: number }>(
            'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
            [name],
          );
          if ((open.rows[0]?.n ?? 0) === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await client.end();
      },
    };
  }
  const base = inject('pgliteBase');
  if (!base) throw new Error('the global setup did not provide a base database');
  // What openPglite('memory://', blob) does, with the base read and PGlite's WebAssembly compiled
  // once per worker: a worker runs many files (vitest.config.ts, isolate: false).
  pgliteBase ??= readFile(base).then((bytes) => new Blob([bytes]));
  pgliteWasm ??= readFile(
    path.join(
      path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')),
      'pglite.wasm',
    ),
  ).then((bytes) => wasmRuntime.compile(bytes));
  const client = await PGlite.create({
    loadDataDir: await pgliteBase,
    pgliteWasmModule: await pgliteWasm,
  });
  return { database: wrapPglite(client), drop: async () => undefined };
}
let pgliteBase: Promise<Blob> | undefined;
let pgliteWasm: Promise<WebAssembly.Module> | undefined;
// Node's global WebAssembly (the project's types declare its namespace, not the value).
const wasmRuntime = (
  globalThis as unknown as {
    WebAssembly: { compile(bytes: Uint8Array): Promise<WebAssembly.Module> };
  }
).WebAssembly;

/** The answer's body as text, uncompressed when it was sent with br or gzip. */
function decoded(response: LightMyRequestResponse): string {
  const encoding = String(response.headers['content-encoding'] ?? '');
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString('utf8');
  return response.body;
}

const TEST_REVIEWER_PASSWORD = 'reviewer-test-password';
/** The sandbox KYC reviewer's login header in the test apps. */
export const REVIEWER_HEADERS = { authorization: reviewerAuthorization(TEST_REVIEWER_PASSWORD) };

/**
 * A server on `database` with the test configuration, whose every answer is judged by the contract
 * (./contract-judge.ts): a problem goes to `violations`, reported when the test app closes.
 */
async function startJudgedApp(
  database: Database,
  clock: TestClock,
  uploadDir: string,
  config: Partial<Config> | undefined,
  violations: string[],
  logger?: BuildAppOptions['logger'],
  jobsPollingSeconds?: number,
): Promise<FastifyInstance> {
  const app = await buildApp({
    db: database,
    clock,
    logger,
    // The app's own queue polls every 2 s; a test waiting for many jobs one after another may ask
    // for a quicker worker (the queue as the app builds it otherwise).
    ...(jobsPollingSeconds === undefined
      ? {}
      : {
          jobs: createJobQueue(database, {
            worker: config?.jobsWorker ?? true,
            migrate: false,
            pollingIntervalSeconds: jobsPollingSeconds,
            log: () => undefined,
          }),
        }),
    config: {
      sandbox: true,
      seedDemo: true,
      sandboxReviewerPassword: TEST_REVIEWER_PASSWORD,
      // Every test request comes from one address; the per-address limits have their own tests.
      addressLimitFactor: 1000,
      webDist: null,
      publicUrl: 'http://pendana.test',
      sandboxProviderUrl: 'http://pendana.test',
      uploadDir,
      repaymentGraceDays: TEST_GRACE_DAYS,
      ...config,
    },
  });
  await app.whenReady();
  const inject = app.inject.bind(app) as (
    options: InjectOptions | string,
  ) => Promise<LightMyRequestResponse>;
  app.inject = (async (options: InjectOptions | string) => {
    const response = await inject(options);
    const method = typeof options === 'string' ? 'GET' : (options.method ?? 'GET');
    const url = typeof options === 'string' ? options : String(options.url ?? options.path ?? '');
    const problem = judge({
      method: String(method),
      url,
      statusCode: response.statusCode,
      contentType: response.headers['content-type']?.toString(),
      body: decoded(response),
    });
    if (problem) violations.push(problem);
    return response;
  }) as typeof app.inject;
  return app;
}

/** A server on a fresh copy of the seeded base database (one per test file, or per test if needed). */
export async function createTestApp(
  options: {
    config?: Partial<Config>;
    clock?: TestClock;
    logger?: BuildAppOptions['logger'];
    /** How often the job worker looks for due jobs (the app's default: 2 s). */
    jobsPollingSeconds?: number;
  } = {},
): Promise<TestApp> {
  const { database, drop } = await openTestDatabase();
  const clock = options.clock ?? new TestClock();
  const uploadDir = await mkdtemp(path.join(os.tmpdir(), 'pendana-uploads-'));
  // The file's afterAll (close) fails with the list of answers that did not conform.
  const violations: string[] = [];
  const app = await startJudgedApp(
    database,
    clock,
    uploadDir,
    options.config,
    violations,
    options.logger,
    options.jobsPollingSeconds,
  );
  return {
    app,
    uploadDir,
    database,
    clock,
    sibling: (config) => startJudgedApp(database, clock, uploadDir, config, violations),
    async close() {
      await app.close();
      await database.close();
      await drop();
      await rm(uploadDir, { recursive: true, force: true });
      if (violations.length > 0) {
        const distinct = [...new Set(violations)];
        throw new Error(
          `${violations.length} answers did not conform to the contract (${distinct.length} distinct):\n${distinct.slice(0, 200).join('\n')}`,
        );
      }
    },
  };
}

export const DEMO_PASSWORD = 'Pendana123!';

/** Parses a response body with a contract schema; a mismatch fails the test with zod's report. */
export function expectBody<S extends z.ZodType>(
  schema: S,
  response: LightMyRequestResponse,
): z.output<S> {
  const body: unknown = response.json();
  const result = schema.safeParse(body);
  if (!result.success) {
    throw new Error(
      `response ${response.statusCode} does not match the contract: ${JSON.stringify(result.error.issues)}\n${response.body}`,
    );
  }
  return result.data;
}

export type Lang = 'id' | 'en';

export function api(path: string): string {
  return `/api${path}`;
}

export function post(
  app: FastifyInstance,
  path: string,
  body: unknown,
  options: {
    lang?: Lang;
    token?: string;
    headers?: Record<string, string>;
    remoteAddress?: string;
  } = {},
) {
  const request: InjectOptions = {
    method: 'POST',
    url: path,
    headers: {
      'x-lang': options.lang ?? 'id',
      ...(options.token
        ? { authorization: `Bearer ${options.token}`, 'request-access': options.token }
        : {}),
      ...options.headers,
    },
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  };
  if (body !== undefined) request.payload = body as InjectOptions['payload'];
  return app.inject(request);
}

/** The `Idempotency-Key` header every money call requires: a new key per call. */
export function moneyKey(): Record<string, string> {
  return { 'idempotency-key': randomUUID() };
}

export function get(
  app: FastifyInstance,
  path: string,
  options: { lang?: Lang; token?: string; headers?: Record<string, string> } = {},
) {
  return app.inject({
    method: 'GET',
    url: path,
    headers: {
      'x-lang': options.lang ?? 'id',
      ...(options.token
        ? { authorization: `Bearer ${options.token}`, 'request-access': options.token }
        : {}),
      ...options.headers,
    },
  });
}

/** Logs a demo (or any) lender in and returns the token. */
export async function loginAs(
  app: FastifyInstance,
  username: string,
  password = DEMO_PASSWORD,
): Promise<string> {
  const response = await post(app, api('/newAuth/login'), { username, password });
  if (response.statusCode !== 200) throw new Error(`login of ${username} failed: ${response.body}`);
  return (response.json() as { access_token: string }).access_token;
}

export interface MultipartFile {
  filename: string;
  type: string;
  bytes: Uint8Array;
}

/** A multipart/form-data payload for `app.inject` (text fields and files). */
export function multipart(
  fields: Record<string, string | number | boolean>,
  files: Record<string, MultipartFile> = {},
) {
  const boundary = `----pendana${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${String(value)}\r\n`,
      ),
    );
  }
  for (const [name, file] of Object.entries(files)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      Buffer.from(file.bytes),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** A real 1×1 PNG. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
