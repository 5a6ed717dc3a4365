// The job queue's series on `/metrics` (docs/lender-api.md "Health, readiness, metrics, shutdown"):
// per queue, jobs waiting, jobs failed and the age of the job waiting longest, read at each scrape.
import { Gauge, type Registry } from 'prom-client';
import type { JobQueue, QueueStats } from '../jobs/index.ts';

/** A scrape reads the three gauges one after another: one query answers them all. */
const SAME_SCRAPE_MS = 1000;

export function registerJobMetrics(registry: Registry, jobs: JobQueue): void {
  let last: { at: number; stats: Promise<QueueStats[]> } | undefined;
  const read = (): Promise<QueueStats[]> => {
    const now = Date.now();
    if (!last || now - last.at > SAME_SCRAPE_MS) {
      // A database that cannot answer leaves the series out of this scrape rather than failing it.
      last = { at: now, stats: jobs.stats().catch(() => []) };
    }
    return last.stats;
  };
  const gauge = (name: string, help: string, value: (stats: QueueStats) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['queue'] as const,
      registers: [registry],
      async collect() {
        this.reset();
        for (const stats of await read()) this.set({ queue: stats.queue }, value(stats));
      },
    });
  gauge(
    'pendana_jobs_waiting',
    'Jobs queued or waiting for a retry, by queue (due or scheduled later)',
    (s) => s.waiting,
  );
  gauge(
    'pendana_jobs_failed',
    'Jobs that failed every retry and are kept (14 days), by queue',
    (s) => s.failed,
  );
  gauge(
    'pendana_jobs_oldest_waiting_seconds',
    'How long the job waiting longest has been due, by queue: grows while no worker takes jobs',
    (s) => s.oldestWaitingSeconds,
  );
}
