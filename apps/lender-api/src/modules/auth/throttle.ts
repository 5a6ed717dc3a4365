import type { AppContext } from '../../context.ts';

/**
 * Login throttling (docs/lender-api.md "API conventions"): an account (or a password confirmation) is locked for 15 minutes
 * after 5 failures within 15 minutes; an address after 20. An address is shared by everyone behind an
 * office NAT or a mobile carrier's CGNAT, so it gets more room than one account: 5 per address let a
 * handful of typos from colleagues lock everyone out of their savings.
 */
export const THROTTLE_MAX_FAILURES = 5;
export const THROTTLE_MAX_FAILURES_PER_ADDRESS = 20;
export const THROTTLE_WINDOW_MINUTES = 15;
export const THROTTLE_LOCK_MINUTES = 15;

const MINUTE = 60_000;

/** Minutes (rounded up) until the first locked key opens again, or 0 when none is locked. */
export async function lockedMinutes(ctx: AppContext, keys: string[]): Promise<number> {
  const now = ctx.clock.now();
  const rows = await ctx.database.db
    .selectFrom('login_throttle')
    .select('locked_until')
    .where('throttle_key', 'in', keys)
    .where('locked_until', '>', now)
    .execute();
  const latest = Math.max(
    0,
    ...rows.map((row) => (row.locked_until ? row.locked_until.getTime() : 0)),
  );
  return latest > now.getTime() ? Math.ceil((latest - now.getTime()) / MINUTE) : 0;
}

/** A throttled key and the failures within the window that lock it. */
export interface ThrottleKey {
  key: string;
  maxFailures: number;
}

export async function recordFailure(ctx: AppContext, keys: ThrottleKey[]): Promise<void> {
  const now = ctx.clock.now();
  const windowStart = new Date(now.getTime() - THROTTLE_WINDOW_MINUTES * MINUTE);
  await ctx.database.db.transaction().execute(async (trx) => {
    for (const { key, maxFailures } of keys) {
      const current = await trx
        .selectFrom('login_throttle')
        .selectAll()
        .where('throttle_key', '=', key)
        .forUpdate()
        .executeTakeFirst();
      const fresh = !current || current.window_start <= windowStart;
      const failures = fresh ? 1 : current.failures + 1;
      const locks = failures >= maxFailures;
      const lockedUntil = locks ? new Date(now.getTime() + THROTTLE_LOCK_MINUTES * MINUTE) : null;
      const values = {
        failures: locks ? 0 : failures,
        window_start: fresh || locks ? now : current.window_start,
        locked_until: lockedUntil,
      };
      await trx
        .insertInto('login_throttle')
        .values({ throttle_key: key, ...values })
        .onConflict((oc) => oc.column('throttle_key').doUpdateSet(values))
        .execute();
    }
  });
}

export async function clearFailures(ctx: AppContext, key: string): Promise<void> {
  await ctx.database.db.deleteFrom('login_throttle').where('throttle_key', '=', key).execute();
}
