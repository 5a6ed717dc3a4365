// Two server processes on one PostgreSQL 15, both running the job worker (JOBS_WORKER on, as every
// server by default): every job kind the servers declare has due work — the daily late marking comes
// due (its occurrence set just before the servers' next schedule pass), withdrawals wait to be paid
// out, and 1,000 lender events wait in the outbox for the minutely dispatch and their deliveries — and
// each job runs exactly once across both: one pg-boss job per occurrence or withdrawal, completed on
// its first attempt; the late marking's stage moves once; each payout handed to the disbursement
// provider once (every provider call of both processes recorded on 127.0.0.1 by the test) and the
// withdrawals' ledger untouched by the sending; each event one inbox item and one mail; registrations
// asked of either server mail each activation link once; the hold notices come due like the late
// marking, and each hold ending soon is told once. PostgreSQL only (test:pg): on PGlite it is skipped —
// the embedded database is one process's, two servers cannot share it.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openPostgres } from '../../src/db/database.ts';
import { SEND_ACCOUNT_MAIL } from '../../src/modules/auth/index.ts';
import {
  DELIVER_EVENT,
  DISPATCH_CRON,
  DISPATCH_EVENTS,
  recordEvents,
} from '../../src/modules/notifications/index.ts';
import { MARK_LATE } from '../../src/modules/repayments/index.ts';
import {
  NOTICE_EXPIRING_HOLDS,
  NOTICE_EXPIRING_HOLDS_CRON,
} from '../../src/modules/funding/index.ts';
import { SEND_PAYOUT } from '../../src/modules/withdrawal/payout.ts';
import {
  RECONCILE_PAYOUTS,
  RECONCILE_PAYOUTS_CRON,
} from '../../src/modules/withdrawal/reconcile.ts';
import { addDays, jakartaDate } from '../../src/shared/ledger/ledger.ts';
import { spawnServer, type SpawnedServer } from '../helpers/spawned-server.ts';
import { TestClock } from '../helpers/test-app.ts';
import {
  audit,
  balances,
  givePayoutAccount,
  newLender,
  type MoneyContext,
} from '../helpers/money-helpers.ts';
import { fund, lenderOf, newProject, STANDARD_PROJECT_UJRAH } from '../repayments/fixture.ts';

const adminUrl = process.env.DATABASE_URL;
const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const WITHDRAWALS = 40;
const EVENTS = 1_000;
const NOMINAL = 100_000;
/**
 * The servers' interval between schedule passes (`JOBS_SCHEDULE_CHECK_SECONDS`, pg-boss's
 * `cronMonitorIntervalSeconds`): 5 s rather than the default 30 s, so that the two passes the late
 * marking's test waits for take seconds, not a minute; the passes work the same at any interval.
 */
const SCHEDULE_PASS_MS = 5_000;
/** How long the recorder takes to answer a provider call: a batch of sends takes a while. */
const PROVIDER_MS = 150;

interface ProviderCall {
  server: string;
  reference: string;
  amount: string;
}

/** Waits until `check` answers true (polled every 250 ms); fails after `timeoutMs` saying `what`. */
async function until(what: string, check: () => Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe.skipIf(!adminUrl)(
  'two servers with the job worker on one PostgreSQL 15 (PostgreSQL only: needs DATABASE_URL)',
  () => {
    const name = `pendana_jobs_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    let db: pg.Client;
    let ctx: MoneyContext;
    const servers: SpawnedServer[] = [];
    const calls: ProviderCall[] = [];
    const recorder = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        calls.push(JSON.parse(body) as ProviderCall);
        setTimeout(() => response.end('{}'), PROVIDER_MS);
      });
    });

    beforeAll(async () => {
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('pgTemplate')}`);
      const url = new URL(adminUrl!);
      url.pathname = `/${name}`;
      ctx = { database: openPostgres(url.toString()), clock: new TestClock() };
      db = new pg.Client({ connectionString: url.toString() });
      await db.connect();
      await new Promise<void>((resolve) => recorder.listen(0, '127.0.0.1', resolve));
      const recorderUrl = `http://127.0.0.1:${(recorder.address() as AddressInfo).port}/`;
      const started = await Promise.all(
        ['server-a', 'server-b'].map((server) =>
          spawnServer(
            {
              DATABASE_URL: url.toString(),
              SANDBOX: '1',
              SEED_DEMO: '0',
              JOBS_WORKER: '1',
              JOBS_SCHEDULE_CHECK_SECONDS: String(SCHEDULE_PASS_MS / 1000),
              DISBURSEMENT_RECORDER_URL: recorderUrl,
              DISBURSEMENT_RECORDER_NAME: server,
            },
            { nodeArgs: ['--import', path.join(API_DIR, 'test/helpers/count-disbursements.mjs')] },
          ),
        ),
      );
      servers.push(...started);
    }, 120_000);

    afterAll(async () => {
      await Promise.all(servers.map((server) => server.stop()));
      await db?.end().catch(() => undefined);
      await ctx?.database.close();
      recorder.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }, 60_000);

    /** pg-boss's rows of a job kind: state, retries, the key it was sent under. */
    async function jobRows(job: string) {
      const { rows } = await db.query<{
        state: string;
        retry_count: number;
        singleton_key: string | null;
      }>(
        `SELECT state, retry_count, singleton_key FROM pgboss.job WHERE name = $1 ORDER BY created_on`,
        [job],
      );
      return rows;
    }

    /**
     * Makes the scheduled `job` (normally at `cron`) come due once on both servers: its occurrence set
     * just before the servers' next schedule pass, then put back; waits until it ran and both passes
     * over the occurrence's minute happened (the second must not send it again).
     */
    async function comeDueOnce(job: string, cron: string) {
      // When the servers look for due schedules next: pg-boss runs one schedule pass per interval
      // (SCHEDULE_PASS_MS) across all its instances, the one whose claim stamps
      // `pgboss.version.cron_on` first; the next claim comes an interval after the last stamp. Read a
      // stamp at most 1 s old (the occurrence below is then at least 2 s ahead), so the occurrence
      // set below is not passed over while it is written.
      const stamp = async () => {
        const { rows } = await db.query<{ cron_on: Date | null; now: Date }>(
          'SELECT cron_on, now() AS now FROM pgboss.version',
        );
        return rows[0]!;
      };
      let last = await stamp();
      while (!last.cron_on || last.now.getTime() - last.cron_on.getTime() > 1_000) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        last = await stamp();
      }
      const lastPass = last.cron_on;
      // The daily occurrence moved to two seconds before the next pass (a cron with seconds, UTC):
      // an occurrence is due for the 60 s after it, so both that pass (which sends it) and the one
      // after it (which finds it again and must not send it twice) see it — as at 01:00 every day,
      // without waiting for a wall-clock minute.
      const due = new Date(lastPass.getTime() + SCHEDULE_PASS_MS - 2_000);
      await db.query(`UPDATE pgboss.schedule SET cron = $1 WHERE name = $2`, [
        `${due.getUTCSeconds()} ${due.getUTCMinutes()} ${due.getUTCHours()} * * *`,
        job,
      ]);
      const passes: Date[] = [];
      try {
        await until(
          `${job} to run`,
          async () => (await jobRows(job)).some((row) => row.state === 'completed'),
          90_000,
        );
        // Both passes over the occurrence's window: each a claim (a new stamp) after `lastPass`.
        await until(
          'two schedule passes after the occurrence was set',
          async () => {
            const { cron_on: on } = await stamp();
            if (on && on.getTime() > (passes.at(-1) ?? lastPass).getTime()) passes.push(on);
            return passes.length >= 2;
          },
          90_000,
        );
      } finally {
        await db.query(`UPDATE pgboss.schedule SET cron = $1 WHERE name = $2`, [cron, job]);
      }
      // The second pass still within the occurrence's minute: it saw the occurrence and sent nothing.
      expect(passes[1]!.getTime() - due.getTime()).toBeLessThan(60_000);
    }

    it('the servers declare the job kinds this test makes due work for, and nothing else', async () => {
      const { rows } = await db.query<{ name: string }>(
        `SELECT name FROM pgboss.queue WHERE name NOT LIKE '\\_\\_pgboss%' ORDER BY name`,
      );
      // A new job kind fails here: give it due work below, and check it runs once.
      expect(rows.map((row) => row.name)).toEqual(
        [
          MARK_LATE.name,
          SEND_ACCOUNT_MAIL.name,
          SEND_PAYOUT.name,
          RECONCILE_PAYOUTS.name,
          DISPATCH_EVENTS.name,
          DELIVER_EVENT.name,
          NOTICE_EXPIRING_HOLDS.name,
        ].sort(),
      );
      const { rows: schedules } = await db.query<{ name: string; cron: string }>(
        'SELECT name, cron FROM pgboss.schedule ORDER BY name',
      );
      expect(schedules).toEqual(
        [
          { name: DISPATCH_EVENTS.name, cron: DISPATCH_CRON },
          { name: MARK_LATE.name, cron: '0 1 * * *' },
          { name: NOTICE_EXPIRING_HOLDS.name, cron: NOTICE_EXPIRING_HOLDS_CRON },
          { name: RECONCILE_PAYOUTS.name, cron: RECONCILE_PAYOUTS_CRON },
        ].sort((a, b) => a.name.localeCompare(b.name)),
      );
    });

    it(`${WITHDRAWALS} withdrawals asked of either server: each paid out to the provider once, by one server`, async () => {
      const lenders: Array<{ id: number; token: string }> = [];
      for (let i = 0; i < WITHDRAWALS / 2; i += 1) {
        const lender = await newLender(ctx, { topUp: 1_000_000 });
        await givePayoutAccount(ctx, lender.id, `71234${String(i).padStart(5, '0')}`);
        lenders.push(lender);
      }
      const asked = await Promise.all(
        Array.from({ length: WITHDRAWALS }, (_, i) =>
          servers[i % 2]!.call('POST', '/newRekening/requestPenarikan', {
            token: lenders[i % lenders.length]!.token,
            body: {
              rekening: `71234${String(i % lenders.length).padStart(5, '0')}`,
              bank: '451',
              kode_alasan: '01',
              nominal: NOMINAL,
            },
            headers: { 'idempotency-key': `jobs-${i}` },
          }),
        ),
      );
      for (const answer of asked) {
        expect(answer.status).toBe(200);
        expect(answer.json.error).toBeUndefined();
      }
      const { rows: withdrawals } = await db.query<{
        id: number;
        payout_reference: string;
        lender_id: number;
      }>(
        'SELECT id, payout_reference, lender_id FROM withdrawals WHERE lender_id = ANY($1::int[]) ORDER BY id',
        [lenders.map((l) => l.id)],
      );
      expect(withdrawals).toHaveLength(WITHDRAWALS);
      await until(
        'every payout sent',
        async () => {
          const { rows } = await db.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM withdrawals WHERE lender_id = ANY($1::int[]) AND payout_state = 'sent'`,
            [lenders.map((l) => l.id)],
          );
          return rows[0]!.n === WITHDRAWALS;
        },
        120_000,
      );
      // Both servers' workers fetched again for a few seconds: a job claimed twice would show by now.
      await new Promise((resolve) => setTimeout(resolve, 5_000));

      // The provider: one call per withdrawal, its amount, from one of the two servers.
      const references = withdrawals.map((w) => w.payout_reference).sort();
      expect(calls.map((call) => call.reference).sort()).toEqual(references);
      expect(new Set(calls.map((call) => call.amount))).toEqual(new Set([String(NOMINAL)]));
      const byServer = new Map<string, number>();
      for (const call of calls) byServer.set(call.server, (byServer.get(call.server) ?? 0) + 1);
      // A send takes 150 ms, 40 of them 6 s; the idle server polls every 2 s and takes its share.
      expect([...byServer.keys()].sort()).toEqual(['server-a', 'server-b']);

      // pg-boss: one job per withdrawal, completed on its first attempt.
      const jobs = await jobRows(SEND_PAYOUT.name);
      expect(jobs.map((job) => job.singleton_key).sort()).toEqual(
        withdrawals.map((w) => String(w.id)).sort(),
      );
      for (const job of jobs) expect(job).toMatchObject({ state: 'completed', retry_count: 0 });

      // The ledger: each withdrawal's one posting (reserved when asked); sending adds none.
      const { rows: postings } = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM ledger_transactions WHERE lender_id = ANY($1::int[]) AND kategori = 'penarikan'`,
        [lenders.map((l) => l.id)],
      );
      expect(postings[0]!.n).toBe(WITHDRAWALS);
      for (const lender of lenders)
        expect(await balances(ctx, lender.id)).toEqual({
          available: 1_000_000 - 2 * NOMINAL,
          invested: 0,
          pendingWithdrawal: 2 * NOMINAL,
        });
      expect(await audit(ctx)).toEqual({ unbalanced: 0, negative: 0 });
      console.info(
        `two servers, jobs: ${WITHDRAWALS} payouts sent once each (${[...byServer].map(([s, n]) => `${s} ${n}`).join(', ')})`,
      );
    }, 180_000);

    it(`${EVENTS} lender events dispatched and delivered by both servers: ${EVENTS} inbox items, ${EVENTS} mails, no duplicate`, async () => {
      const lenders: number[] = [];
      for (let i = 0; i < 10; i += 1) lenders.push((await newLender(ctx)).id);
      await recordEvents(
        ctx.database.db,
        Array.from({ length: EVENTS }, (_, i) => ({
          lenderId: lenders[i % lenders.length]!,
          kind: 'yield_received' as const,
          payload: { project_id: 1, project_name: 'Uji', amount: 1000 + i, tax: 0 },
        })),
      );
      const { rows: events } = await db.query<{ id: number }>(
        'SELECT id FROM lender_events WHERE lender_id = ANY($1::int[]) ORDER BY id',
        [lenders],
      );
      expect(events).toHaveLength(EVENTS);
      // The minutely dispatch (both servers' schedule checks) and the deliveries (both workers).
      await until(
        'every event delivered and mailed',
        async () => {
          const { rows } = await db.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM lender_events
              WHERE lender_id = ANY($1::int[]) AND mail_state = 'sent'`,
            [lenders],
          );
          return rows[0]!.n === EVENTS;
        },
        180_000,
      );
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      const { rows: items } = await db.query<{ n: number; events: number }>(
        `SELECT count(*)::int AS n, count(DISTINCT event_id)::int AS events
           FROM inbox_items WHERE lender_id = ANY($1::int[])`,
        [lenders],
      );
      expect(items[0]).toEqual({ n: EVENTS, events: EVENTS });
      const { rows: mails } = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM outbox_messages o JOIN lenders l ON l.email = o.recipient
          WHERE l.id = ANY($1::int[])`,
        [lenders],
      );
      expect(mails[0]!.n).toBe(EVENTS);
      // pg-boss: one delivery job per event, completed on its first attempt; no event queued twice.
      const keys = new Set(events.map((event) => String(event.id)));
      const jobs = (await jobRows(DELIVER_EVENT.name)).filter((job) =>
        keys.has(job.singleton_key ?? ''),
      );
      expect(jobs).toHaveLength(EVENTS);
      expect(new Set(jobs.map((job) => job.singleton_key)).size).toBe(EVENTS);
      for (const job of jobs) expect(job).toMatchObject({ state: 'completed', retry_count: 0 });
      console.info(
        `two servers, notifications: ${EVENTS} events, ${EVENTS} inbox items, ${EVENTS} mails`,
      );
    }, 240_000);

    it('registrations asked of either server: each activation mail sent once, by one job', async () => {
      // Ten: the registrations allowed from one address in an hour.
      const emails = Array.from({ length: 10 }, (_, i) => `twojobs${i}@example.com`);
      const asked = await Promise.all(
        emails.map((email, i) =>
          servers[i % 2]!.call('POST', '/newAuth/register', {
            body: {
              username: `twojobs${i}`,
              email,
              password: 'Amanah2026',
              password_confirmation: 'Amanah2026',
              lender_type: 1,
            },
          }),
        ),
      );
      for (const answer of asked) expect(answer.status).toBe(201);
      const mails = async () => {
        const { rows } = await db.query<{ recipient: string }>(
          `SELECT recipient FROM outbox_messages WHERE recipient = ANY($1::text[])`,
          [emails],
        );
        return rows.map((row) => row.recipient).sort();
      };
      await until('every activation mail sent', async () => (await mails()).length >= 10, 60_000);
      // Both servers' workers fetched again for a few seconds: a job run twice would show by now.
      await new Promise((resolve) => setTimeout(resolve, 5_000));
      expect(await mails()).toEqual([...emails].sort());
      const jobs = await jobRows(SEND_ACCOUNT_MAIL.name);
      expect(jobs).toHaveLength(10);
      for (const job of jobs) expect(job).toMatchObject({ state: 'completed', retry_count: 0 });
    }, 120_000);

    it('the daily late marking, come due on both servers: one job, run once; the project marked late once', async () => {
      const today = jakartaDate(new Date());
      const start = addDays(today, -100);
      const projectId = await newProject(ctx, { ...STANDARD_PROJECT_UJRAH, tenor: 6, start });
      await fund(ctx, projectId, await lenderOf(ctx, 'PPh23', 3_000_000), 3, addDays(start, -10));
      expect(await jobRows(MARK_LATE.name)).toEqual([]);

      await comeDueOnce(MARK_LATE.name, '0 1 * * *');
      const jobs = await jobRows(MARK_LATE.name);
      expect(jobs).toEqual([{ state: 'completed', retry_count: 0, singleton_key: null }]);
      // Its effect: the project (created fundraising) moved on by its dates and marked late, each once.
      const { rows: events } = await db.query<{ from_stage: string; to_stage: string }>(
        `SELECT from_stage, to_stage FROM project_stage_events WHERE project_id = $1 ORDER BY id`,
        [projectId],
      );
      expect(events).toEqual([
        { from_stage: null, to_stage: 'fundraising' },
        { from_stage: 'fundraising', to_stage: 'funded' },
        { from_stage: 'funded', to_stage: 'running' },
        { from_stage: 'running', to_stage: 'late' },
      ]);
      // No project anywhere moved twice the same way.
      const { rows: twice } = await db.query(
        `SELECT project_id, to_stage FROM project_stage_events GROUP BY project_id, to_stage HAVING count(*) > 1`,
      );
      expect(twice).toEqual([]);
      for (const server of servers) expect(server.child.exitCode).toBeNull();
    }, 240_000);

    it('the hold notices, come due on both servers (and every 5 minutes): each run completes first time; each hold ending within 2 hours told once', async () => {
      const projectId = await newProject(ctx, {
        ...STANDARD_PROJECT_UJRAH,
        start: addDays(jakartaDate(new Date()), 10),
      });
      // pg-boss files a schedule's occurrences one per minute slot (a singleton key per schedule): an
      // occurrence made to come due in the minute of the regular one (every 5 minutes) is that one,
      // sent already — possibly before these holds. Start where the next few seconds hold none.
      await until(
        'a minute without the regular hold notices',
        async () => {
          const now = new Date();
          const minute = now.getUTCMinutes() % 5;
          return minute !== 0 && !(minute === 4 && now.getUTCSeconds() >= 40);
        },
        90_000,
      );
      // Its own schedule (every 5 minutes) may also run it during the test: the runs before these holds
      // are counted, and any run after them must tell each hold once, no more.
      const before = (await jobRows(NOTICE_EXPIRING_HOLDS.name)).length;
      const holds: Array<{ lenderId: number; endsInMinutes: number }> = [];
      for (const endsInMinutes of [60, 90, 100, 240]) {
        const lender = await newLender(ctx, { topUp: 1_000_000 });
        holds.push({ lenderId: lender.id, endsInMinutes });
        await db.query(
          `INSERT INTO bookings (doc_token, lender_id, project_id, paket, jumlah_investasi, status,
             expires_at, created_at, updated_at)
           VALUES ($1, $2, $3, 1, 1000000, 2, now() + make_interval(mins => $4), now(), now())`,
          [`BK-${projectId}-${lender.id}-uji`, lender.id, projectId, endsInMinutes],
        );
      }
      await comeDueOnce(NOTICE_EXPIRING_HOLDS.name, NOTICE_EXPIRING_HOLDS_CRON);
      await until(
        'the hold notices to run after the holds were made',
        async () => {
          const rows = await jobRows(NOTICE_EXPIRING_HOLDS.name);
          return rows.length > before && rows.every((row) => row.state === 'completed');
        },
        60_000,
      );
      for (const job of await jobRows(NOTICE_EXPIRING_HOLDS.name))
        expect(job).toMatchObject({ state: 'completed', retry_count: 0 });
      const { rows: told } = await db.query<{ lender_id: number; n: number }>(
        `SELECT lender_id, count(*)::int AS n FROM lender_events
          WHERE kind = 'hold_expiring' AND lender_id = ANY($1::int[])
          GROUP BY lender_id ORDER BY lender_id`,
        [holds.map((hold) => hold.lenderId)],
      );
      expect(told).toEqual(
        holds
          .filter((hold) => hold.endsInMinutes <= 120)
          .map((hold) => ({ lender_id: hold.lenderId, n: 1 })),
      );
      for (const server of servers) expect(server.child.exitCode).toBeNull();
    }, 240_000);
  },
);
