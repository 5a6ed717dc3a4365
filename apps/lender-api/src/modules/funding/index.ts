/** The funding module's surface for other modules and the composition root; its operations are in routes/index.ts. */
export { checkout } from './funding.ts';
export { HOLD_NOTICE_HOURS, noticeExpiringHolds } from './hold-notices.ts';
export { NOTICE_EXPIRING_HOLDS, NOTICE_EXPIRING_HOLDS_CRON, registerFundingJobs } from './jobs.ts';
