// The durable job queue (pg-boss, in the database's `pgboss` schema): jobs are rows, so they outlive
// a restart; a job is claimed with FOR UPDATE SKIP LOCKED, so each runs on one server only; a failed
// run is retried with exponential backoff. Due work (marking late, disbursing, callback retries,
// mails) runs here, never in a request. docs/lender-api.md "Jobs" says how to add one.
import type { Kysely, Transaction } from 'kysely';
import { fromKysely, PgBoss, type JobResult, type JobWithMetadata } from 'pg-boss';
import type { Database } from '../db/database.ts';
import type { DB } from '../db/schema/index.ts';
import { bossConnection } from './boss.ts';
import { definedJobs, type JobDefinition } from './definition.ts';
import { readQueueStats, type QueueStats } from './stats.ts';

/** What a handler is told about the run besides the payload. */
export interface JobRun {
  id: string;
  /** 1 on the first run, 2 on the first retry, … */
  attempt: number;
}

/** Does the job's work; throwing (or rejecting) fails this run, which is then retried. */
export type JobHandler<Payload extends object> = (payload: Payload, run: JobRun) => Promise<void>;

export interface SendOptions {
  /** With an exclusive job: the key that makes it run once (e.g. the project's id). */
  singletonKey?: string;
  /** Not before this time (a Date), or this many seconds from now. */
  startAfter?: Date | number;
  /**
   * Queue the job in this open transaction: it exists only if the transaction commits (the state
   * change and its follow-up work together). The job must be declared (`defineJob`) before the queue
   * starts. Inside a transaction always pass it: on PGlite a send without it waits for the one
   * connection the transaction holds, for ever.
   */
  transaction?: Transaction<DB> | Kysely<DB>;
}

export interface JobQueue {
  /** Queues a job; its id, or null when an exclusive job with this key is already waiting or running. */
  send<P extends object>(
    job: JobDefinition<P>,
    payload: P,
    options?: SendOptions,
  ): Promise<string | null>;
  /** Sets the handler that runs `job` on this server (before `start`; worker servers only). */
  handle<P extends object>(job: JobDefinition<P>, handler: JobHandler<P>): void;
  /**
   * Queues `job` with `payload` on a schedule, once per occurrence across all servers: a cron
   * expression in UTC (`0 1 * * *`: daily at 01:00) or an RFC 5545 rule (`FREQ=MINUTELY;INTERVAL=10`).
   * Before `start`; worker servers only.
   */
  schedule<P extends object>(job: JobDefinition<P>, recurrence: string, payload: P): void;
  /**
   * Also queues `job` with `payload` every `seconds` from this server (finer than a schedule's minute:
   * tests and demos). An exclusive job is queued only when none is waiting or running. Before
   * `start`; worker servers only; the timer ends with `stop`.
   */
  every<P extends object>(job: JobDefinition<P>, seconds: number, payload: P): void;
  /**
   * Removes `job`'s schedule from the database (schedules outlive the code that made them: a job no
   * longer scheduled is unscheduled once, e.g. from a worker's start).
   */
  unschedule(job: JobDefinition<object>): Promise<void>;
  /** Per queue: jobs waiting, failed, the oldest waiting job's age (what `/metrics` shows). */
  stats(): Promise<QueueStats[]>;
  /** True when this server runs handlers and schedules (`JOBS_WORKER`). */
  readonly worker: boolean;
  start(): Promise<void>;
  /** Stops fetching, lets running handlers finish (up to `graceMs`), then closes its connections. */
  stop(graceMs?: number): Promise<void>;
}

export interface JobQueueOptions {
  /** Run handlers and schedules here (`JOBS_WORKER`); off, the queue only sends. */
  worker: boolean;
  /** Create or migrate pg-boss's schema at start (never in production: `npm run migrate` does). */
  migrate: boolean;
  /** How often an idle worker looks for due jobs, in seconds (≥ 0.5). */
  pollingIntervalSeconds?: number;
  /** How often a worker looks for schedules come due, in seconds (1–45, default 30). */
  scheduleCheckSeconds?: number;
  /** Where pg-boss's errors and warnings go (the app's logger). */
  log?: (level: 'error' | 'warn', message: string) => void;
}

const DEFAULT_POLLING_SECONDS = 2;
/** Jobs one fetch claims; they run one after another, each settled on its own. */
const BATCH_SIZE = 5;

/** Runs a fetched batch in order: a handler's failure fails (and retries) that job only. */
async function runBatch(
  jobs: JobWithMetadata<object>[],
  handler: JobHandler<object>,
  log: (level: 'error' | 'warn', message: string) => void,
): Promise<JobResult[]> {
  const results: JobResult[] = [];
  for (const job of jobs) {
    const attempt = job.retryCount + 1;
    try {
      await handler(job.data, { id: job.id, attempt });
      results.push({ id: job.id, status: 'completed' });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      log('warn', `jobs: ${job.name} ${job.id} attempt ${attempt} failed: ${message}`);
      results.push({ id: job.id, status: 'failed', output: { message } });
    }
  }
  return results;
}

/** A job queue on `database`, not started. */
export function createJobQueue(database: Database, options: JobQueueOptions): JobQueue {
  const boss = new PgBoss({
    ...bossConnection(database),
    migrate: options.migrate,
    supervise: options.worker,
    schedule: options.worker,
    ...(options.scheduleCheckSeconds === undefined
      ? {}
      : { cronMonitorIntervalSeconds: options.scheduleCheckSeconds }),
  });
  const log: (level: 'error' | 'warn', message: string) => void =
    options.log ?? ((level, message) => console[level](message));
  boss.on('error', (error) => log('error', `jobs: ${error.message}`));
  boss.on('warning', (warning) => log('warn', `jobs: ${warning.message}`));

  const handlers = new Map<string, { job: JobDefinition<object>; handler: JobHandler<object> }>();
  const schedules: Array<{ job: JobDefinition<object>; recurrence: string; payload: object }> = [];
  const intervals: Array<{ job: JobDefinition<object>; seconds: number; payload: object }> = [];
  const timers: NodeJS.Timeout[] = [];
  const queues = new Set<string>();
  let state: 'new' | 'started' | 'stopped' = 'new';

  const ensureQueue = async (job: JobDefinition<object>) => {
    if (queues.has(job.name)) return;
    const policy = job.exclusive ? 'exclusive' : 'standard';
    const retries = {
      retryLimit: job.retryLimit,
      retryDelay: job.retryDelaySeconds,
      retryBackoff: true,
      retryDelayMax: job.retryDelayMaxSeconds,
      expireInSeconds: job.timeoutSeconds,
    };
    await boss.createQueue(job.name, { policy, ...retries });
    // An existing queue keeps what it was created with: the declaration's retries apply to the jobs
    // queued from now on; a policy cannot change (a job that becomes exclusive needs a new name).
    await boss.updateQueue(job.name, retries);
    const stored = await boss.getQueue(job.name);
    if (stored && stored.policy !== policy)
      log(
        'warn',
        `jobs: queue ${job.name} is ${stored.policy} in the database, declared ${policy}`,
      );
    queues.add(job.name);
  };
  const beforeStart = (what: string) => {
    if (state !== 'new') throw new Error(`jobs: ${what} must be called before the queue starts`);
  };

  return {
    worker: options.worker,
    async send(job, payload, sendOptions = {}) {
      if (state !== 'started')
        throw new Error(`jobs: cannot send ${job.name}, the queue is not started`);
      const { transaction, singletonKey, startAfter } = sendOptions;
      if (!transaction) await ensureQueue(job);
      else if (!queues.has(job.name))
        // Creating the queue here would wait for the transaction's own connection on PGlite.
        throw new Error(`jobs: ${job.name} is not declared (defineJob) before the queue started`);
      return boss.send(job.name, payload, {
        ...(singletonKey === undefined ? {} : { singletonKey }),
        ...(startAfter === undefined ? {} : { startAfter }),
        ...(transaction ? { db: fromKysely(transaction) } : {}),
      });
    },
    handle(job, handler) {
      beforeStart('handle');
      if (handlers.has(job.name)) throw new Error(`jobs: ${job.name} already has a handler`);
      handlers.set(job.name, { job, handler: handler as JobHandler<object> });
    },
    schedule(job, recurrence, payload) {
      beforeStart('schedule');
      schedules.push({ job, recurrence, payload });
    },
    every(job, seconds, payload) {
      beforeStart('every');
      if (!(seconds > 0)) throw new Error(`jobs: ${job.name} every ${seconds} s: must be positive`);
      intervals.push({ job, seconds, payload });
    },
    async unschedule(job) {
      if (state !== 'started') throw new Error(`jobs: cannot unschedule ${job.name}, not started`);
      await boss.unschedule(job.name);
    },
    stats: () => readQueueStats(database),
    async start() {
      beforeStart('start');
      await boss.start();
      state = 'started';
      for (const job of definedJobs()) await ensureQueue(job);
      if (!options.worker) return;
      for (const { job, handler } of handlers.values()) {
        await ensureQueue(job);
        await boss.work(
          job.name,
          {
            includeMetadata: true,
            perJobResults: true,
            batchSize: BATCH_SIZE,
            // A full batch means more are due: fetch again at once rather than after a poll.
            burstWhenBatchFull: true,
            pollingIntervalSeconds: options.pollingIntervalSeconds ?? DEFAULT_POLLING_SECONDS,
          },
          (jobs) => runBatch(jobs as JobWithMetadata<object>[], handler, log),
        );
      }
      for (const { job, recurrence, payload } of schedules) {
        await ensureQueue(job);
        await boss.schedule(job.name, recurrence, payload, { tz: 'UTC' });
      }
      for (const { job, seconds, payload } of intervals) {
        await ensureQueue(job);
        const timer = setInterval(() => {
          if (state !== 'started') return;
          boss
            .send(job.name, payload)
            .catch((error: unknown) =>
              log('warn', `jobs: queueing ${job.name} failed: ${(error as Error).message}`),
            );
        }, seconds * 1000);
        // The timer alone keeps no process alive.
        timer.unref();
        timers.push(timer);
      }
    },
    async stop(graceMs = 10_000) {
      if (state !== 'started') {
        state = 'stopped';
        return;
      }
      state = 'stopped';
      for (const timer of timers.splice(0)) clearInterval(timer);
      await boss.stop({ graceful: true, timeout: graceMs });
    },
  };
}
