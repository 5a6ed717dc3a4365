import type { AppContext } from '../../context.ts';
import { defineJob } from '../../jobs/index.ts';
import { moneyDb } from '../../shared/ledger/tables.ts';
import { noticeExpiringHolds } from './hold-notices.ts';

/**
 * The look for holds ending soon: each one's lender told once (`noticeExpiringHolds` is idempotent by
 * its key); exclusive, one run at a time.
 */
export const NOTICE_EXPIRING_HOLDS = defineJob<Record<string, never>>('funding.hold-notices', {
  retryLimit: 3,
  retryDelaySeconds: 60,
  timeoutSeconds: 300,
  exclusive: true,
});

/** Every 5 minutes: a lender hears of a hold between 2 hours and 1 h 55 min before it ends. */
export const NOTICE_EXPIRING_HOLDS_CRON = '*/5 * * * *';

export function registerFundingJobs(ctx: AppContext): void {
  ctx.jobs.handle(NOTICE_EXPIRING_HOLDS, async () => {
    await noticeExpiringHolds(moneyDb(ctx.database.db), ctx.clock.now());
  });
  ctx.jobs.schedule(NOTICE_EXPIRING_HOLDS, NOTICE_EXPIRING_HOLDS_CRON, {});
}
