// The job queue on `/metrics`: per queue, the jobs waiting (due or later), the jobs failed after
// their last retry, and how long the job waiting longest has been due — read from the database at
// each scrape, so another server's queue counts too.
import parsePrometheusTextFormat, { type MetricFamily } from 'parse-prometheus-text-format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineJob, type JobQueue } from '../../src/jobs/index.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { jobRow, testQueue, waitFor } from './helpers.ts';

const WAITING = defineJob<{ n: number }>('test.metrics.waiting');
const LATER = defineJob<{ n: number }>('test.metrics.later');
const FAILING = defineJob<{ n: number }>('test.metrics.failing', { retryLimit: 0 });

let t: TestApp;
let worker: JobQueue;
beforeAll(async () => {
  t = await createTestApp();
  worker = testQueue(t.database);
  worker.handle(FAILING, async () => {
    throw new Error('the provider refused');
  });
  await worker.start();
});
afterAll(async () => {
  await worker.stop(1000);
  await t.close();
});

async function scrape(): Promise<MetricFamily[]> {
  const response = await t.app.inject({ method: 'GET', url: '/metrics' });
  expect(response.statusCode, response.body).toBe(200);
  return parsePrometheusTextFormat(response.body);
}

/** The value of `name`'s series for `queue`; undefined when there is none. */
function series(families: MetricFamily[], name: string, queue: string): number | undefined {
  const family = families.find((f) => f.name === name);
  if (!family) throw new Error(`no ${name} in /metrics`);
  expect(family.type).toBe('GAUGE');
  const found = family.metrics.find((m) => m.labels?.queue === queue);
  return found && 'value' in found ? Number(found.value) : undefined;
}

describe('/metrics: the job queue', () => {
  it('shows per queue the jobs waiting, failed and the oldest waiting age in seconds', async () => {
    const jobs = t.app.appContext.jobs;
    // Nobody handles these: they wait.
    await jobs.send(WAITING, { n: 1 });
    await jobs.send(WAITING, { n: 2 });
    await jobs.send(LATER, { n: 1 }, { startAfter: 3600 });
    const failed = (await jobs.send(FAILING, { n: 1 }))!;
    await waitFor('the failing job to fail', async () => {
      return (await jobRow(t.database, failed))?.state === 'failed';
    });
    await new Promise((resolve) => setTimeout(resolve, 1200));

    const families = await scrape();
    expect(series(families, 'pendana_jobs_waiting', WAITING.name)).toBe(2);
    expect(series(families, 'pendana_jobs_failed', WAITING.name)).toBe(0);
    const oldest = series(families, 'pendana_jobs_oldest_waiting_seconds', WAITING.name)!;
    expect(oldest).toBeGreaterThanOrEqual(1);
    expect(oldest).toBeLessThan(60);

    // Queued for later: waiting, but not yet due, so not late.
    expect(series(families, 'pendana_jobs_waiting', LATER.name)).toBe(1);
    expect(series(families, 'pendana_jobs_oldest_waiting_seconds', LATER.name)).toBe(0);

    expect(series(families, 'pendana_jobs_waiting', FAILING.name)).toBe(0);
    expect(series(families, 'pendana_jobs_failed', FAILING.name)).toBe(1);
    expect(series(families, 'pendana_jobs_oldest_waiting_seconds', FAILING.name)).toBe(0);
  });
});
