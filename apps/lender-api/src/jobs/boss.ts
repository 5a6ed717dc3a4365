// pg-boss on either database: PGlite through its own adapter (`fromPglite`, the one embedded
// connection the app also uses), PostgreSQL through a small pool of pg-boss's own (it holds a
// session for LISTEN/NOTIFY and its maintenance, apart from the app's request pool).
import { fromPglite, PgBoss, type ConstructorOptions } from 'pg-boss';
import type { Database } from '../db/database.ts';

/** The PostgreSQL schema pg-boss keeps its tables in (jobs, queues, schedules). */
export const JOB_SCHEMA = 'pgboss';

/** The connections pg-boss opens on PostgreSQL: fetches, completions and maintenance. */
const POOL_MAX = 3;

/** pg-boss's connection options for `database`. */
export function bossConnection(database: Database): ConstructorOptions {
  const connection = database.queueConnection;
  if ('pglite' in connection) {
    return { db: fromPglite(connection.pglite), backend: 'pglite', schema: JOB_SCHEMA };
  }
  return {
    connectionString: connection.connectionString,
    max: POOL_MAX,
    schema: JOB_SCHEMA,
    application_name: 'pendana-jobs',
  };
}

/**
 * A pg-boss instance that only reads or changes the schema: no maintenance, no schedules, no
 * instance heartbeat kept after it stops.
 */
function schemaBoss(database: Database, migrate: boolean): PgBoss {
  const boss = new PgBoss({
    ...bossConnection(database),
    migrate,
    supervise: false,
    schedule: false,
  });
  // Failures surface through start(); the listener keeps an 'error' event from ending the process.
  boss.on('error', () => undefined);
  return boss;
}

/**
 * Creates pg-boss's schema, or brings it to this pg-boss version (what `npm run migrate` and the
 * start outside production do after the SQL migrations). pg-boss serialises concurrent installers
 * with an advisory lock.
 */
export async function installJobSchema(database: Database): Promise<void> {
  const boss = schemaBoss(database, true);
  try {
    await boss.start();
  } finally {
    await boss.stop({ graceful: false, timeout: 1000 });
  }
}

/**
 * Why the job queue cannot start on `database` without a migration (`pg-boss is not installed`,
 * `pg-boss database requires migrations`), or null: what a production start refuses on.
 */
export async function jobSchemaProblem(database: Database): Promise<string | null> {
  const boss = schemaBoss(database, false);
  try {
    await boss.start({ attempts: 1 });
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    await boss.stop({ graceful: false, timeout: 1000 });
  }
}
