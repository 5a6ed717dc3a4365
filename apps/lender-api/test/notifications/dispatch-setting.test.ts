// The dispatch every few seconds for tests and demos (`NOTIFICATIONS_DISPATCH_SECONDS`): read and
// checked like every setting, refused in production; on, a worker hands a new event to delivery
// within seconds without the minutely schedule; off, only the minutely schedule dispatches.
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, productionProblems } from '../../src/config.ts';
import type { JobDefinition, JobQueue } from '../../src/jobs/index.ts';
import { createJobQueue } from '../../src/jobs/index.ts';
import {
  DISPATCH_CRON,
  DISPATCH_EVENTS,
  recordEvent,
  registerNotificationJobs,
} from '../../src/modules/notifications/index.ts';
import { money, newLender } from '../helpers/money-helpers.ts';
import { waitFor } from '../jobs/helpers.ts';
import { notificationsApp } from './fixture.ts';

const { t, ctx } = notificationsApp();

const SETTING = 'NOTIFICATIONS_DISPATCH_SECONDS';

function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

/** A queue that only notes what the notifications module asks of it. */
function recordingQueue() {
  const asked: string[] = [];
  const queue = {
    worker: true,
    handle: () => undefined,
    schedule: (job: JobDefinition<object>, recurrence: string) =>
      asked.push(`schedule ${job.name} ${recurrence}`),
    every: (job: JobDefinition<object>, seconds: number) =>
      asked.push(`every ${job.name} ${seconds}`),
  } as unknown as JobQueue;
  return { queue, asked };
}

describe(`${SETTING}`, () => {
  it('is unset by default, a whole number of seconds from 1 to 59 otherwise', () => {
    expect(loadConfig({}).notificationsDispatchSeconds).toBeNull();
    expect(loadConfig({ [SETTING]: '2' }).notificationsDispatchSeconds).toBe(2);
    for (const wrong of ['0', '60', 'abc', '1.5'])
      expect(problemsOf({ [SETTING]: wrong })).toEqual([
        `${SETTING}: must be a whole number from 1 to 59, got "${wrong}"`,
      ]);
  });

  it('is refused in production when set, and not named when unset', () => {
    const unset = productionProblems(loadConfig({ NODE_ENV: 'production' }));
    expect(unset.join('\n')).not.toContain(SETTING);
    const set = productionProblems(loadConfig({ NODE_ENV: 'production', [SETTING]: '2' }));
    expect(set.filter((problem) => problem.startsWith(`${SETTING} is set`))).toHaveLength(1);
  });

  it('off: only the minutely schedule; on: the schedule and a dispatch every N seconds', () => {
    const off = recordingQueue();
    registerNotificationJobs({
      ...ctx(),
      config: { ...ctx().config, notificationsDispatchSeconds: null },
      jobs: off.queue,
    });
    expect(off.asked).toEqual([`schedule ${DISPATCH_EVENTS.name} ${DISPATCH_CRON}`]);
    const on = recordingQueue();
    registerNotificationJobs({
      ...ctx(),
      config: { ...ctx().config, notificationsDispatchSeconds: 2 },
      jobs: on.queue,
    });
    expect(on.asked).toEqual([
      `schedule ${DISPATCH_EVENTS.name} ${DISPATCH_CRON}`,
      `every ${DISPATCH_EVENTS.name} 2`,
    ]);
  });

  it('on, with the minutely schedule removed: a new event reaches the inbox within seconds, once', async () => {
    const db = t().database.db;
    const queue = createJobQueue(t().database, {
      worker: true,
      migrate: false,
      pollingIntervalSeconds: 0.5,
    });
    registerNotificationJobs({
      ...ctx(),
      config: { ...ctx().config, notificationsDispatchSeconds: 1 },
      jobs: queue,
    });
    await queue.start();
    try {
      // Only the interval is left to dispatch: the schedule's next minute cannot deliver it.
      await queue.unschedule(DISPATCH_EVENTS);
      const lender = await newLender(t());
      const started = Date.now();
      const eventId = await recordEvent(db, {
        lenderId: lender.id,
        kind: 'yield_received',
        payload: { project_id: 21, project_name: 'Ruko Margonda', amount: 98_000, tax: 2_000 },
      });
      const inbox = () =>
        money(t())
          .selectFrom('inbox_items')
          .select('event_id')
          .where('lender_id', '=', lender.id)
          .execute();
      await waitFor('the event in the inbox', async () => (await inbox()).length > 0, 20_000);
      expect(Date.now() - started).toBeLessThan(20_000);
      expect(await inbox()).toEqual([{ event_id: eventId }]);
    } finally {
      await queue.stop(2_000);
    }
  });
});
