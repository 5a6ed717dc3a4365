// Readiness: `GET /readyz` tells a load balancer or an orchestrator whether this
// instance can serve lenders now — the database answers and its schema is the code's — beside
// `/healthz`, which only says that the start-up finished. Outside `/api`, like `/healthz`: operational,
// not part of the contract. docs/lender-api.md "Health, readiness, metrics, shutdown".
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import { pendingMigrations } from '../db/migrate.ts';

/** A check that has not answered by then counts as a failure: a probe must not hang on a dead pool. */
const CHECK_TIMEOUT_MS = 2_000;
/** Pending migrations named in a reason; more are counted, not listed. */
const NAMED_MIGRATIONS = 3;

export type StartUp = 'running' | 'done' | 'failed';

function withinTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('no answer in time')), CHECK_TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

function pendingReason(pending: readonly string[]): string {
  const named = pending.slice(0, NAMED_MIGRATIONS).join(', ');
  const more =
    pending.length > NAMED_MIGRATIONS ? `, … (${pending.length - NAMED_MIGRATIONS} more)` : '';
  return `${pending.length} migration${pending.length === 1 ? '' : 's'} pending: ${named}${more}`;
}

/**
 * Why this instance is not ready, in plain words; empty when it is. While the start-up runs, the
 * database is not asked: PGlite would queue the check behind the migrations' transaction.
 */
export async function readinessProblems(database: Database, startUp: StartUp): Promise<string[]> {
  if (startUp === 'running') return ['starting: migrations and reference data are being applied'];
  const reasons: string[] = [];
  if (startUp === 'failed')
    reasons.push('start-up failed: migrations or reference data not applied');
  try {
    await withinTimeout(sql`SELECT 1`.execute(database.db));
  } catch {
    return [...reasons, 'database unreachable'];
  }
  try {
    const pending = await withinTimeout(pendingMigrations(database));
    if (pending.length > 0) reasons.push(pendingReason(pending));
  } catch {
    reasons.push('migrations unknown: schema_migrations could not be read');
  }
  return reasons;
}

/**
 * `GET /readyz`: 200 `{ status: 'ready' }`, else 503 `{ status: 'not-ready', reasons }`. Answers at
 * once while the app starts (the app's readiness wait exempts it).
 */
export function installReadiness(app: FastifyInstance, database: Database): void {
  let startUp: StartUp = 'running';
  app.whenReady().then(
    () => {
      startUp = 'done';
    },
    () => {
      startUp = 'failed';
    },
  );
  app.get('/readyz', async (_request, reply) => {
    const reasons = await readinessProblems(database, startUp);
    reply.header('cache-control', 'no-store');
    if (reasons.length === 0) return reply.send({ status: 'ready' });
    return reply.code(503).send({ status: 'not-ready', reasons });
  });
}
