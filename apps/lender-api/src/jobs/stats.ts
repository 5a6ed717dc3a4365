import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import { JOB_SCHEMA } from './boss.ts';

/** One queue's figures now (`/metrics`). */
export interface QueueStats {
  queue: string;
  /** Jobs queued or waiting for a retry, due or not yet due. */
  waiting: number;
  /** Jobs that failed their last retry and are still kept (pg-boss deletes them after 14 days). */
  failed: number;
  /** How long the job waiting longest has been due, in seconds; 0 when none is due. */
  oldestWaitingSeconds: number;
}

/**
 * Read from pg-boss's tables directly, at the database's time: pg-boss's own counts are a cache
 * refreshed once a minute and have no age of the oldest job.
 */
export async function readQueueStats(database: Database): Promise<QueueStats[]> {
  const queue = sql.table(`${JOB_SCHEMA}.queue`);
  const job = sql.table(`${JOB_SCHEMA}.job`);
  const { rows } = await sql<{
    queue: string;
    waiting: number | string;
    failed: number | string;
    oldest: number | string | null;
  }>`
    SELECT q.name AS queue,
           count(j.id) FILTER (WHERE j.state IN ('created', 'retry')) AS waiting,
           count(j.id) FILTER (WHERE j.state = 'failed') AS failed,
           extract(epoch FROM now() - min(j.start_after)
             FILTER (WHERE j.state IN ('created', 'retry') AND j.start_after <= now())) AS oldest
      FROM ${queue} q LEFT JOIN ${job} j ON j.name = q.name
     GROUP BY q.name
     ORDER BY q.name`.execute(database.db);
  return rows.map((row) => ({
    queue: row.queue,
    waiting: Number(row.waiting),
    failed: Number(row.failed),
    oldestWaitingSeconds: Math.max(0, Number(row.oldest ?? 0)),
  }));
}
