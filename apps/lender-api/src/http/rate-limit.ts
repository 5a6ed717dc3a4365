import { sql } from 'kysely';
import type { AppContext } from '../context.ts';
import { HttpError } from './errors.ts';

/** One counter: at most `max` requests per `windowMinutes` for `key` (an address, an email, a lender). */
export interface RateLimit {
  key: string;
  max: number;
  windowMinutes: number;
  /** Counted per client address (scaled by `addressLimitFactor`), else per account or email. */
  perAddress?: boolean;
}

const MINUTE = 60_000;

/**
 * Counts this request on every limit and refuses it (429, `Retry-After` in seconds) when one is over.
 * One atomic upsert per key in the database (fixed window): every server instance and a restart see
 * the same counts. Refused requests count too, so hammering does not reset the window.
 */
export async function enforceRateLimits(ctx: AppContext, limits: readonly RateLimit[]) {
  const now = ctx.clock.now();
  let retryAfterMs = 0;
  for (const { key, max, windowMinutes, perAddress } of limits) {
    const limit = {
      key,
      windowMinutes,
      max: perAddress ? max * ctx.config.addressLimitFactor : max,
    };
    const windowStart = new Date(now.getTime() - limit.windowMinutes * MINUTE);
    const row = await ctx.database.db
      .insertInto('rate_limits')
      .values({ limit_key: limit.key, window_start: now, hits: 1 })
      .onConflict((oc) =>
        oc.column('limit_key').doUpdateSet({
          hits: sql<number>`CASE WHEN rate_limits.window_start <= ${windowStart} THEN 1 ELSE rate_limits.hits + 1 END`,
          window_start: sql<Date>`CASE WHEN rate_limits.window_start <= ${windowStart} THEN ${now} ELSE rate_limits.window_start END`,
        }),
      )
      .returning(['hits', 'window_start'])
      .executeTakeFirstOrThrow();
    if (row.hits > limit.max) {
      const opensAt = new Date(row.window_start).getTime() + limit.windowMinutes * MINUTE;
      retryAfterMs = Math.max(retryAfterMs, opensAt - now.getTime());
    }
  }
  if (retryAfterMs > 0) {
    const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
    throw new HttpError(429, 'errors.rateLimited', {
      params: { minutes: Math.ceil(seconds / 60) },
      headers: { 'retry-after': String(seconds) },
    });
  }
}

const normalised = (value: string) => value.trim().toLowerCase();

/** The limits of each kind of request (spec is silent; sized for a person, not a script). */
export const LIMITS = {
  /** Registrations from one address: an office or a family may register a few. */
  register: (address: string): RateLimit[] => [
    { key: `register:address:${address}`, max: 10, windowMinutes: 60, perAddress: true },
  ],
  /** Mails to one address (reset or verification) and requests from one address. */
  mail: (kind: 'forgot' | 'resend', email: string, address: string): RateLimit[] => [
    { key: `${kind}:email:${normalised(email)}`, max: 3, windowMinutes: 15 },
    { key: `${kind}:address:${address}`, max: 20, windowMinutes: 60, perAddress: true },
  ],
  /** SMS codes sent for one lender and from one address. */
  otpSend: (lenderId: number, address: string): RateLimit[] => [
    { key: `otp-send:lender:${lenderId}`, max: 5, windowMinutes: 60 },
    { key: `otp-send:address:${address}`, max: 20, windowMinutes: 60, perAddress: true },
  ],
  /** Codes tried by one lender (each code also locks after its own wrong tries). */
  otpVerify: (lenderId: number, address: string): RateLimit[] => [
    { key: `otp-verify:lender:${lenderId}`, max: 15, windowMinutes: 15 },
    { key: `otp-verify:address:${address}`, max: 60, windowMinutes: 15, perAddress: true },
  ],
};
