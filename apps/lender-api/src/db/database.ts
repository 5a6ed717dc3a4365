import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { DB } from './schema/index.ts';

/** A statement runner inside one transaction (used by the migrator). */
export interface ScriptRunner {
  /** Runs one or more statements without parameters (a migration file). */
  exec(sql: string): Promise<void>;
  /** Runs one parameterised statement and returns its rows. */
  query<R>(sql: string, params?: unknown[]): Promise<R[]>;
}

/** The connection pool as `/metrics` shows it (`src/http/metrics.ts`). */
export interface PoolStats {
  /** The most connections the pool opens. */
  max: number;
  /** Connections open now. */
  open: number;
  /** Open connections not in use; null where the driver cannot tell (PGlite). */
  idle: number | null;
  /** Queries waiting for a free connection; null where the driver cannot tell (PGlite). */
  waiting: number | null;
}

/**
 * How the job queue (`src/jobs/`) reaches this database: the embedded instance itself (one
 * connection, shared with the app), or a connection string for a small pool of its own.
 */
export type QueueConnection = { pglite: PGlite } | { connectionString: string };

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Kysely<DB>;
  queueConnection: QueueConnection;
  /** Runs `fn` in one transaction on a single connection; rolls back when it throws. */
  transactionScript<T>(fn: (runner: ScriptRunner) => Promise<T>): Promise<T>;
  /** The pool's figures now: PGlite is one connection in the process, its queue is not visible. */
  poolStats(): PoolStats;
  close(): Promise<void>;
  /** PGlite only: the data folder as a gzip tar (tests copy a seeded base with it). */
  dump?(): Promise<Blob>;
}

/**
 * PGlite 0.5 behind Kysely's own PGlite dialect (kysely ≥ 0.28; the kysely-pglite-dialect package
 * declares PGlite ≤ 0.4 only).
 */
export function wrapPglite(client: PGlite): Database {
  return {
    kind: 'pglite',
    db: new Kysely<DB>({ dialect: new PGliteDialect({ pglite: client }) }),
    queueConnection: { pglite: client },
    async transactionScript(fn) {
      return client.transaction(async (tx) =>
        fn({
          async exec(sql) {
            await tx.exec(sql);
          },
          async query<R>(sql: string, params: unknown[] = []) {
            const result = await tx.query<R>(sql, params);
            return result.rows;
          },
        }),
      );
    },
    poolStats: () => ({ max: 1, open: client.closed ? 0 : 1, idle: null, waiting: null }),
    async dump() {
      return client.dumpDataDir('gzip');
    },
    async close() {
      // Kysely's destroy() would close the PGlite client through the driver; close it once, here.
      if (!client.closed) await client.close();
    },
  };
}

export async function openPglite(dir: string, loadDataDir?: Blob): Promise<Database> {
  if (dir.startsWith('memory://')) {
    return wrapPglite(await PGlite.create(loadDataDir ? { loadDataDir } : {}));
  }
  // PGlite does not create missing parent folders.
  await mkdir(dir, { recursive: true });
  return wrapPglite(await PGlite.create({ dataDir: dir, ...(loadDataDir ? { loadDataDir } : {}) }));
}

// int8 (count(*), sums) as JavaScript numbers: every amount we keep is far below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => Number(value));

/**
 * SQLSTATE classes and codes that mean "the database is not there" rather than "this request is
 * wrong": connection exceptions (08), operator intervention (57P01–57P03: shut down, crashed, starting),
 * too many connections (53300), a database that refuses connections (55000 on connect).
 */
const UNAVAILABLE_CODES = new Set(['57P01', '57P02', '57P03', '53300', '55000']);
const UNAVAILABLE_SOCKET = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
]);
const UNAVAILABLE_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection is closed/i;

/** True when `error` (or its cause) says the database cannot be reached: answered 503, not 500. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth += 1) {
    const { code, message, cause } = e as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && (code.startsWith('08') || UNAVAILABLE_CODES.has(code)))
      return true;
    if (typeof code === 'string' && UNAVAILABLE_SOCKET.has(code)) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)) return true;
    e = cause;
  }
  return false;
}

export function openPostgres(connectionString: string): Database {
  // A request waits at most 5 s for a connection; an idle connection the server drops (restart,
  // failover) is an event to log, not an uncaught error that ends the process.
  const max = 10;
  const pool = new pg.Pool({ connectionString, max, connectionTimeoutMillis: 5_000 });
  pool.on('error', (error) => {
    console.warn(`database: an idle connection failed (${error.message}); it is replaced`);
  });
  return {
    kind: 'postgres',
    db: new Kysely<DB>({ dialect: new PostgresDialect({ pool }) }),
    queueConnection: { connectionString },
    async transactionScript(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn({
          async exec(sql) {
            await client.query(sql);
          },
          async query<R>(sql: string, params: unknown[] = []) {
            const res = await client.query(sql, params);
            return res.rows as R[];
          },
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    poolStats: () => ({
      max,
      open: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    async close() {
      await pool.end();
    },
  };
}

export async function openDatabase(options: {
  databaseUrl: string | null;
  pgliteDir: string;
}): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options.pgliteDir);
}
