import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import type { JobQueue } from './jobs/index.ts';
import type { Providers } from './providers/index.ts';
import type { Clock } from './shared/clock.ts';

export { systemClock, type Clock } from './shared/clock.ts';

/** One line to the server's log (pino through Fastify, `LOG_LEVEL`): what jobs say outside a request. */
export type ServerLog = (level: 'info' | 'warn' | 'error', message: string) => void;

/** What route handlers and services get: no globals. */
export interface AppContext {
  config: Config;
  database: Database;
  providers: Providers;
  clock: Clock;
  /** The durable job queue: due and outside work is sent here, never done in a request. */
  jobs: JobQueue;
  /** The server's logger (the app's own, as the job queue's lines). */
  log: ServerLog;
}
