import type { AppContext } from '../../context.ts';
import { defineJob } from '../../jobs/index.ts';
import { jakartaDate } from '../../shared/ledger/ledger.ts';
import { moneyDb } from '../../shared/ledger/tables.ts';
import { markLateProjects } from './late.ts';
import { advanceStagesByDates } from './stages.ts';

/**
 * The daily look for late repayments: projects moved on by their dates first (a project whose start
 * has passed is running), then the running ones with a row unpaid past the grace days marked late.
 * Safe to run twice (markLateProjects is idempotent); exclusive, one run at a time.
 */
export const MARK_LATE = defineJob<Record<string, never>>('repayments.mark-late', {
  retryLimit: 3,
  retryDelaySeconds: 300,
  timeoutSeconds: 600,
  exclusive: true,
});

/** Every day at 01:00 UTC (08:00 in Jakarta, after the day's payout dates have passed). */
export const MARK_LATE_CRON = '0 1 * * *';

export function registerRepaymentJobs(ctx: AppContext): void {
  const db = moneyDb(ctx.database.db);
  ctx.jobs.handle(MARK_LATE, async () => {
    const now = ctx.clock.now();
    await advanceStagesByDates(db, jakartaDate(now), now);
    await markLateProjects(db, now, ctx.config.repaymentGraceDays);
  });
  ctx.jobs.schedule(MARK_LATE, MARK_LATE_CRON, {});
}
