import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import type { Providers } from './providers/index.ts';

/** Source of the current time, replaceable in tests (token expiry, throttling windows). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** What route handlers and services get: no globals. */
export interface AppContext {
  config: Config;
  database: Database;
  providers: Providers;
  clock: Clock;
}
