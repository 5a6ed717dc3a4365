import { sql } from 'kysely';
import type { Database } from '../../src/db/database.ts';
import { createJobQueue, type JobQueue } from '../../src/jobs/index.ts';

/** Waits until `check` answers true (polled every 50 ms); fails after `timeoutMs` saying `what`. */
export async function waitFor(
  what: string,
  check: () => boolean | Promise<boolean>,
  timeoutMs = 20_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * A table of the handlers' runs, in the test's own database: a run is a row, and a job that ran
 * twice breaks the primary key (`job_id`, `attempt`).
 */
export async function createRunsTable(database: Database): Promise<void> {
  await sql`CREATE TABLE IF NOT EXISTS test_job_runs (
    job_id text NOT NULL,
    attempt int NOT NULL,
    server text NOT NULL,
    ran_at timestamptz NOT NULL DEFAULT clock_timestamp(),
    PRIMARY KEY (job_id, attempt)
  )`.execute(database.db);
}

export async function recordRun(
  database: Database,
  run: { id: string; attempt: number },
  server: string,
): Promise<void> {
  await sql`INSERT INTO test_job_runs (job_id, attempt, server)
            VALUES (${run.id}, ${run.attempt}, ${server})`.execute(database.db);
}

export async function runsOf(
  database: Database,
  jobId: string,
): Promise<Array<{ attempt: number; server: string; ran_at: Date }>> {
  const { rows } = await sql<{ attempt: number; server: string; ran_at: Date }>`
    SELECT attempt, server, ran_at FROM test_job_runs WHERE job_id = ${jobId} ORDER BY attempt
  `.execute(database.db);
  return rows;
}

/** pg-boss's own row of a job: its state and how many retries it took. */
export async function jobRow(
  database: Database,
  jobId: string,
): Promise<{ state: string; retry_count: number } | undefined> {
  const { rows } = await sql<{ state: string; retry_count: number }>`
    SELECT state, retry_count FROM pgboss.job WHERE id = ${jobId}::uuid
  `.execute(database.db);
  return rows[0];
}

/**
 * A queue on `database` that polls every half second and looks for due schedules every second (the
 * app's: 2 s and 30 s).
 */
export function testQueue(database: Database, worker = true): JobQueue {
  return createJobQueue(database, {
    worker,
    migrate: false,
    pollingIntervalSeconds: 0.5,
    scheduleCheckSeconds: 1,
    log: () => undefined,
  });
}
