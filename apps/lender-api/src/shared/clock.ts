/** Source of the current time, replaceable in tests (token expiry, throttling windows). */
export interface Clock {
  now(): Date;
  /**
   * This clock's time for `databaseNow`, the database's time read inside a money transaction right
   * after the lender's wallet lock: what the transaction writes as its time, so that postings follow
   * commit order and every server stamps with one clock. A clock that runs with real time gives
   * `databaseNow` shifted by how far it is moved (the system clock: not at all); a clock held still
   * (tests) gives its own `now()`. Absent: `now()`, read after the lock.
   */
  afterLock?(databaseNow: Date): Date;
}

export const systemClock: Clock = {
  now: () => new Date(),
  afterLock: (databaseNow) => databaseNow,
};

/** `clock`'s time for the database's time read after a lock (see `Clock.afterLock`). */
export function timeAfterLock(clock: Clock, databaseNow: Date): Date {
  return clock.afterLock ? clock.afterLock(databaseNow) : clock.now();
}
