import type { AppContext } from '../../context.ts';
import { defineJob } from '../../jobs/index.ts';
import { deliverEvent, dispatchEvents } from './delivery.ts';

/**
 * Delivers one event (inbox item, and mail where wanted). Retried with backoff when the mail provider
 * fails: 30 s, then about twice as long each time, at most an hour, 10 retries. Exclusive per event:
 * one job waiting or running at a time.
 */
export const DELIVER_EVENT = defineJob<{ eventId: number }>('notifications.deliver', {
  retryLimit: 10,
  retryDelaySeconds: 30,
  retryDelayMaxSeconds: 60 * 60,
  timeoutSeconds: 120,
  exclusive: true,
});

/** Hands the events written since the last run to the queue (one delivery job each). */
export const DISPATCH_EVENTS = defineJob<Record<string, never>>('notifications.dispatch', {
  retryLimit: 3,
  retryDelaySeconds: 30,
  timeoutSeconds: 300,
  exclusive: true,
});

/** Every minute (the queue's finest schedule): an event reaches the inbox within about a minute. */
export const DISPATCH_CRON = '* * * * *';

export function registerNotificationJobs(ctx: AppContext): void {
  const deps = {
    db: ctx.database.db,
    email: ctx.providers.email,
    clock: ctx.clock,
    appUrl: ctx.config.publicUrl,
  };
  ctx.jobs.handle(DISPATCH_EVENTS, async () => {
    await dispatchEvents(ctx.database.db, ctx.jobs, DELIVER_EVENT, ctx.clock.now());
  });
  ctx.jobs.handle(DELIVER_EVENT, async ({ eventId }) => {
    await deliverEvent(deps, eventId);
  });
  ctx.jobs.schedule(DISPATCH_EVENTS, DISPATCH_CRON, {});
  // Tests and demos (production refuses the setting): every few seconds as well.
  const seconds = ctx.config.notificationsDispatchSeconds;
  if (seconds !== null) ctx.jobs.every(DISPATCH_EVENTS, seconds, {});
}
