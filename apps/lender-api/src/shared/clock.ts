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
  /**
   * The real time, for what a device outside the platform keeps (an authenticator app's codes); a
   * clock moved forward (the sandbox's) answers the unmoved time. Absent: `now()`.
   */
  wallNow?(): Date;
}

export const systemClock: Clock = {
  now: () => new Date(),
  afterLock: (databaseNow) => databaseNow,
};

/** `clock`'s time for the database's time read after a lock (see `Clock.afterLock`). */
export function timeAfterLock(clock: Clock, databaseNow: Date): Date {
  return clock.afterLock ? clock.afterLock(databaseNow) : clock.now();
}

/** A clock the sandbox may move forward (the sandbox's own; a test's). */
export interface MovableClock extends Clock {
  /** Moves the clock forward to `to`; a time not after `now()` leaves it where it is. */
  moveTo(to: Date): Promise<void>;
}

export function canMove(clock: Clock): clock is MovableClock {
  return typeof (clock as Partial<MovableClock>).moveTo === 'function';
}

/**
 * The sandbox's clock: real time moved forward by an offset that only grows (`moveTo`), kept by
 * `persist` so a restart keeps the sandbox's day. Everything that reads the time — due days, late
 * marking, repayments, sessions — sees the moved time, as a real day later would.
 */
export class SandboxClock implements MovableClock {
  private offsetMs: number;
  private readonly persist: (offsetMs: number) => Promise<void>;
  constructor(offsetMs = 0, persist: (offsetMs: number) => Promise<void> = async () => undefined) {
    this.offsetMs = Math.max(0, offsetMs);
    this.persist = persist;
  }
  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }
  afterLock(databaseNow: Date): Date {
    return new Date(databaseNow.getTime() + this.offsetMs);
  }
  wallNow(): Date {
    return new Date();
  }
  /** The offset a restart restores. */
  restore(offsetMs: number): void {
    this.offsetMs = Math.max(this.offsetMs, offsetMs);
  }
  async moveTo(to: Date): Promise<void> {
    const by = to.getTime() - this.now().getTime();
    if (by <= 0) return;
    this.offsetMs += by;
    await this.persist(this.offsetMs);
  }
}
