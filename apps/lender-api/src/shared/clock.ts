/** Source of the current time, replaceable in tests (token expiry, throttling windows). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
