// The job queue (src/jobs/, pg-boss) on the test's database — PGlite, or PostgreSQL 15 under
// `test:pg`: a job sent and not yet run outlives its queue and runs on the next one; a failing handler
// is retried with growing waits until it succeeds; two queues on one database (two servers) run each
// of many jobs exactly once; an exclusive job runs once per key; a web-only queue runs nothing; a
// scheduled job is sent at its occurrences.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineJob, type JobQueue } from '../../src/jobs/index.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createRunsTable, jobRow, recordRun, runsOf, testQueue, waitFor } from './helpers.ts';

const SURVIVES = defineJob<{ note: string }>('test.queue.survives');
const FLAKY = defineJob<{ failures: number }>('test.queue.flaky', {
  retryLimit: 4,
  retryDelaySeconds: 1,
});
const MANY = defineJob<{ n: number }>('test.queue.many');
const ONCE = defineJob<{ projectId: string }>('test.queue.once', { exclusive: true });
const TICK = defineJob<{ every: number }>('test.queue.tick');

let t: TestApp;
const queues: JobQueue[] = [];
/** A started test queue, stopped after the file. */
async function started(queue: JobQueue): Promise<JobQueue> {
  queues.push(queue);
  await queue.start();
  return queue;
}

beforeAll(async () => {
  t = await createTestApp();
  await createRunsTable(t.database);
});
afterAll(async () => {
  for (const queue of queues) await queue.stop(1000);
  await t.close();
});

describe('the job queue', () => {
  it('a job sent and not run before its queue stops runs on the next queue started', async () => {
    // A web-only server (JOBS_WORKER=off): it queues the job, and never runs it although it knows the handler.
    const web = testQueue(t.database, false);
    let ranOnWeb = 0;
    web.handle(SURVIVES, async () => {
      ranOnWeb += 1;
    });
    await started(web);
    const id = await web.send(SURVIVES, { note: 'kept' });
    expect(id).toEqual(expect.any(String));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await web.stop(1000);
    expect(ranOnWeb).toBe(0);
    expect((await jobRow(t.database, id!))?.state).toBe('created');

    const next = testQueue(t.database);
    const payloads: string[] = [];
    next.handle(SURVIVES, async (payload, run) => {
      payloads.push(payload.note);
      await recordRun(t.database, run, 'next');
    });
    await started(next);
    await waitFor('the job to run on the next queue', async () => {
      return (await jobRow(t.database, id!))?.state === 'completed';
    });
    expect(payloads).toEqual(['kept']);
    expect((await runsOf(t.database, id!)).map((run) => run.attempt)).toEqual([1]);
  });

  it('a failing handler is retried with growing waits, then succeeds; the attempts are counted', async () => {
    const queue = testQueue(t.database);
    queue.handle(FLAKY, async (payload, run) => {
      await recordRun(t.database, run, 'flaky');
      if (run.attempt <= payload.failures) throw new Error(`attempt ${run.attempt} fails`);
    });
    await started(queue);
    const id = (await queue.send(FLAKY, { failures: 2 }))!;
    await waitFor(
      'the third attempt to succeed',
      async () => (await jobRow(t.database, id))?.state === 'completed',
    );
    const runs = await runsOf(t.database, id);
    expect(runs.map((run) => run.attempt)).toEqual([1, 2, 3]);
    expect(await jobRow(t.database, id)).toEqual({ state: 'completed', retry_count: 2 });
    // Backoff from a 1 s delay: the first retry waits 1–2 s, the second 2–4 s (plus up to one poll).
    const [first, second, third] = runs.map((run) => new Date(run.ran_at).getTime());
    expect(second! - first!).toBeGreaterThanOrEqual(900);
    expect(third! - second!).toBeGreaterThanOrEqual(1900);
  });

  it('two queues on one database (two servers) run each of 40 jobs exactly once', async () => {
    const servers = ['server-a', 'server-b'].map((name) => {
      const queue = testQueue(t.database);
      queue.handle(MANY, async (_payload, run) => {
        // A second run of a job would break the runs table's key and fail (then retry) the job.
        await recordRun(t.database, run, name);
        await new Promise((resolve) => setTimeout(resolve, 50));
      });
      return queue;
    });
    for (const queue of servers) await started(queue);
    const ids: string[] = [];
    for (let n = 0; n < 40; n += 1) ids.push((await servers[n % 2]!.send(MANY, { n }))!);
    await waitFor(
      'all 40 jobs to complete',
      async () => {
        const rows = await Promise.all(ids.map((id) => jobRow(t.database, id)));
        return rows.every((row) => row?.state === 'completed');
      },
      60_000,
    );
    const runs = await Promise.all(ids.map((id) => runsOf(t.database, id)));
    expect(runs.map((r) => r.length)).toEqual(ids.map(() => 1));
    // 2 s of work for one server: the other, polling every 0.5 s, takes its share.
    expect(new Set(runs.flat().map((run) => run.server))).toEqual(
      new Set(['server-a', 'server-b']),
    );
    for (const id of ids) expect((await jobRow(t.database, id))?.retry_count).toBe(0);
  });

  it('an exclusive job is queued once per key while one is waiting', async () => {
    const queue = await started(testQueue(t.database, false));
    const first = await queue.send(ONCE, { projectId: 'p-1' }, { singletonKey: 'p-1' });
    const again = await queue.send(ONCE, { projectId: 'p-1' }, { singletonKey: 'p-1' });
    const other = await queue.send(ONCE, { projectId: 'p-2' }, { singletonKey: 'p-2' });
    expect(first).toEqual(expect.any(String));
    expect(again).toBeNull();
    expect(other).toEqual(expect.any(String));
    expect(other).not.toBe(first);
  });

  it('a job queued in a transaction that rolls back does not exist', async () => {
    const queue = await started(testQueue(t.database, false));
    let id: string | null = null;
    await expect(
      t.database.db.transaction().execute(async (trx) => {
        id = await queue.send(
          ONCE,
          { projectId: 'p-3' },
          { singletonKey: 'p-3', transaction: trx },
        );
        throw new Error('the request failed');
      }),
    ).rejects.toThrow('the request failed');
    expect(id).toEqual(expect.any(String));
    expect(await jobRow(t.database, id!)).toBeUndefined();
  });

  it("a queue created by an earlier declaration takes the declaration's retries at start", async () => {
    await started(testQueue(t.database, false));
    await sql`UPDATE pgboss.queue SET retry_limit = 0, retry_delay = 99 WHERE name = ${FLAKY.name}`.execute(
      t.database.db,
    );
    await started(testQueue(t.database, false));
    const { rows } = await sql<{ retry_limit: number; retry_delay: number }>`
      SELECT retry_limit, retry_delay FROM pgboss.queue WHERE name = ${FLAKY.name}
    `.execute(t.database.db);
    expect(rows).toEqual([{ retry_limit: 4, retry_delay: 1 }]);
  });

  it('the app started its queue and stops it when it closes; JOBS_WORKER=off makes it web-only', async () => {
    const web = await t.sibling({ jobsWorker: false });
    expect(web.appContext.jobs.worker).toBe(false);
    await web.close();
    const app = await t.sibling();
    const jobs = app.appContext.jobs;
    expect(jobs.worker).toBe(true);
    expect(await jobs.send(SURVIVES, { note: 'from the app' })).toEqual(expect.any(String));
    await app.close();
    await expect(jobs.send(SURVIVES, { note: 'after close' })).rejects.toThrow(/not started/);
  });
});

describe('scheduled work', () => {
  it('a scheduled job is queued when its occurrence comes due and run', async () => {
    const queue = testQueue(t.database);
    const runs: number[] = [];
    queue.handle(TICK, async (payload) => {
      runs.push(payload.every);
    });
    // Every minute: the current minute's occurrence is due as soon as the schedule exists.
    queue.schedule(TICK, '* * * * *', { every: 60 });
    await started(queue);
    try {
      await waitFor('the scheduled run', () => runs.length >= 1, 75_000);
      expect(runs[0]).toBe(60);
    } finally {
      // The schedule is a row in the database: every worker on it would keep sending.
      await queue.unschedule(TICK);
    }
  }, 90_000);
});
