// A crash in the middle of sharing out a repayment. A project has 1,000 fundings (each a real checkout
// and its ledger posting); the operator records the borrower's repayment the way production does
// (`npm run operator -- record-repayment`, its own process) while a server runs on the same PostgreSQL
// 15; the command is killed with SIGKILL while the share-out's one transaction is in flight — in the
// middle of its postings (then no funding got anything), or once its COMMIT is sent (then every funding
// got its share). Either way no posting is half written (every posting sums to zero, 0 or 1,000 yield
// postings, and the lenders' events with them or not at all); sending the same repayment again with
// the same reference leaves it shared out once; lenders' shares plus the platform's fee are the
// repayment to the rupiah. PostgreSQL only
// (test:pg): on PGlite it is skipped — the embedded database has one process, no second one to kill
// while the other keeps the data (the PGlite crash is test/start/crash.test.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openPostgres } from '../../src/db/database.ts';
import { payableNow } from '../../src/modules/repayments/index.ts';
import { duesOf } from '../../src/modules/repayments/late.ts';
import { spawnServer, type SpawnedServer } from '../helpers/spawned-server.ts';
import { TestClock } from '../helpers/test-app.ts';
import { balances, money, type MoneyContext } from '../helpers/money-helpers.ts';
import { at, ledgerFaults, projectWithManyFundings } from '../repayments/fixture.ts';

const adminUrl = process.env.DATABASE_URL;
const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const FUNDINGS = 1000;
const HARGA = 1_000_000;
const PAID_ON = '2026-05-15';
const TERMS = {
  akad: 'Murabahah' as const,
  imbal: 12,
  fee: 2.4,
  tenor: 3,
  interval: 1,
  harga: HARGA,
  start: '2026-01-31',
};

/** `npm run operator -- record-repayment …` on `databaseUrl`, started (not awaited). */
function recordRepaymentCommand(
  databaseUrl: string,
  args: { projectId: number; amount: bigint; reference: string },
) {
  const child = spawn(
    'bash',
    [
      'scripts/run.sh',
      'operator',
      'record-repayment',
      '--project',
      String(args.projectId),
      '--amount',
      String(args.amount),
      '--date',
      PAID_ON,
      '--reference',
      args.reference,
    ],
    {
      cwd: REPO_ROOT,
      env: { ...process.env, DATABASE_URL: databaseUrl, PGLITE_DIR: '', NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const ended = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, ended, output: () => out };
}

/** Waits until `check` answers a value (polled every 10 ms); fails after `timeoutMs` saying `what`. */
async function until<T>(what: string, check: () => Promise<T | undefined>, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe.skipIf(!adminUrl)(
  'SIGKILL while a repayment is shared out to 1,000 fundings (PostgreSQL only: needs DATABASE_URL)',
  () => {
    const name = `pendana_crash_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    let url: string;
    let ctx: MoneyContext;
    let server: SpawnedServer | undefined;
    const children: ChildProcess[] = [];

    beforeAll(async () => {
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('pgTemplate')}`);
      const u = new URL(adminUrl!);
      u.pathname = `/${name}`;
      url = u.toString();
      ctx = { database: openPostgres(url), clock: new TestClock(at('2026-01-10').getTime()) };
      server = await spawnServer({ DATABASE_URL: url, SANDBOX: '1', SEED_DEMO: '0' });
    }, 120_000);

    afterAll(async () => {
      for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
      await server?.stop();
      await ctx?.database.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }, 60_000);

    /** A project of 1,000 fundings and the full repayment it is owed on PAID_ON. */
    async function fundedProject() {
      const built = Date.now();
      const project = await projectWithManyFundings(ctx, TERMS, FUNDINGS, '2026-01-10');
      const dues = (await duesOf(money(ctx), project.projectId))!;
      const amount = payableNow(dues.terms, dues.paid, PAID_ON);
      return { ...project, amount, buildMs: Date.now() - built };
    }

    /** What the project's repayments wrote, read from the database. */
    async function written(projectId: number, fundingIds: number[]) {
      const db = money(ctx);
      const one = async <T>(query: { execute(db: unknown): Promise<{ rows: T[] }> }) =>
        (await query.execute(ctx.database.db)).rows[0]!;
      const repayments = await db
        .selectFrom('repayments')
        .select(['id', 'amount', 'platform_fee', 'yield', 'principal', 'fee_transaction_id'])
        .where('project_id', '=', projectId)
        .execute();
      const shares = await one(sql<{
        rows: string;
        fundings: string;
        gross: string;
        principal: string;
      }>`
        SELECT count(*)::text AS rows, count(DISTINCT s.funding_id)::text AS fundings,
               coalesce(sum(s.gross_yield), 0)::text AS gross,
               coalesce(sum(s.principal), 0)::text AS principal
          FROM repayment_shares s JOIN repayments r ON r.id = s.repayment_id
         WHERE r.project_id = ${projectId}`);
      const postings = await one(sql<{ yields: string; principals: string; per_funding: string }>`
        SELECT count(*) FILTER (WHERE kategori = 'imbal_hasil')::text AS yields,
               count(*) FILTER (WHERE kategori = 'pengembalian_pokok')::text AS principals,
               coalesce(max(n), 0)::text AS per_funding
          FROM (SELECT kategori, count(*) OVER (PARTITION BY funding_id, kategori) AS n
                  FROM ledger_transactions WHERE funding_id = ANY(${fundingIds}::int[])
                   AND kategori IN ('imbal_hasil', 'pengembalian_pokok')) t`);
      const collected = await one(sql<{ total: string }>`
        SELECT coalesce(-sum(amount), 0)::text AS total FROM ledger_entries
         WHERE project_id = ${projectId} AND account = 'platform_collections'`);
      // The lenders' events, written in the share-out's transaction: with it or not at all.
      const events = await one(sql<{ yields: string; principals: string; ended: string }>`
        SELECT count(*) FILTER (WHERE kind = 'yield_received')::text AS yields,
               count(*) FILTER (WHERE kind = 'principal_returned')::text AS principals,
               count(*) FILTER (WHERE kind = 'project_ended')::text AS ended
          FROM lender_events WHERE payload->>'project_id' = ${String(projectId)}`);
      const stage = await db
        .selectFrom('projects')
        .select('stage')
        .where('id', '=', projectId)
        .executeTakeFirstOrThrow();
      return {
        repayments,
        shares: {
          rows: Number(shares.rows),
          fundings: Number(shares.fundings),
          gross: BigInt(shares.gross),
          principal: BigInt(shares.principal),
        },
        yieldPostings: Number(postings.yields),
        principalPostings: Number(postings.principals),
        postingsPerFundingAtMost: Number(postings.per_funding),
        collected: BigInt(collected.total),
        events: {
          yields: Number(events.yields),
          principals: Number(events.principals),
          ended: Number(events.ended),
        },
        stage: stage.stage,
      };
    }

    /** Every lender's money is what it was, or what it was plus exactly its one share. */
    async function expectLendersPaid(
      lenderIds: number[],
      fundingIds: number[],
      paid: 'none' | 'once',
    ) {
      const net = new Map(
        (
          await money(ctx)
            .selectFrom('repayment_shares')
            .select(['funding_id', 'net_yield', 'principal'])
            .where('funding_id', 'in', fundingIds)
            .execute()
        ).map((s) => [s.funding_id, Number(s.net_yield) + Number(s.principal)]),
      );
      expect(net.size).toBe(paid === 'none' ? 0 : FUNDINGS);
      // A sample across the fundings (every 37th, and the first and last): balances are per lender.
      for (const i of [0, ...Array.from({ length: 27 }, (_, k) => k * 37), FUNDINGS - 1]) {
        const back = net.get(fundingIds[i]!) ?? 0;
        expect(await balances(ctx, lenderIds[i]!), `lender of funding ${i}`).toEqual(
          paid === 'none'
            ? { available: 0, invested: HARGA, pendingWithdrawal: 0 }
            : { available: back, invested: 0, pendingWithdrawal: 0 },
        );
      }
    }

    /** Re-sends the repayment after a crash, and checks it is then shared out exactly once. */
    async function resendAndCheck(
      project: Awaited<ReturnType<typeof fundedProject>>,
      reference: string,
    ) {
      const started = Date.now();
      const again = recordRepaymentCommand(url, { ...project, reference });
      children.push(again.child);
      const ended = await again.ended;
      const ms = Date.now() - started;
      expect(ended.code, again.output()).toBe(0);
      expect(again.output()).toMatch(
        new RegExp(`^repayment \\d+ of project ${project.projectId}: `),
      );
      const after = await written(project.projectId, project.fundingIds);
      expect(after.repayments).toHaveLength(1);
      const repayment = after.repayments[0]!;
      expect(BigInt(repayment.amount)).toBe(project.amount);
      expect(after.shares.rows).toBe(FUNDINGS);
      expect(after.shares.fundings).toBe(FUNDINGS);
      expect(after.yieldPostings).toBe(FUNDINGS);
      expect(after.principalPostings).toBe(FUNDINGS);
      expect(after.postingsPerFundingAtMost).toBe(1);
      // Each lender told once of the yield, of the principal and of the project's end.
      const lenders = new Set(project.lenderIds).size;
      expect(after.events).toEqual({ yields: lenders, principals: lenders, ended: lenders });
      // Lenders' shares (gross yield, tax included, and principal) + the platform's fee = the
      // repayment, to the rupiah; and exactly that left the collections account.
      expect(after.shares.gross + after.shares.principal + BigInt(repayment.platform_fee)).toBe(
        project.amount,
      );
      expect(after.collected).toBe(project.amount);
      expect(after.stage).toBe('repaid');
      expect(await ledgerFaults(ctx)).toEqual({ unbalanced: 0, negative: 0 });
      await expectLendersPaid(project.lenderIds, project.fundingIds, 'once');
      // Once more: already recorded, nothing changes.
      const replayStarted = Date.now();
      const third = recordRepaymentCommand(url, { ...project, reference });
      children.push(third.child);
      expect((await third.ended).code, third.output()).toBe(0);
      const replayMs = Date.now() - replayStarted;
      expect(third.output()).toContain('(already recorded: nothing changed)');
      expect(await written(project.projectId, project.fundingIds)).toEqual(after);
      return { ms, replayMs };
    }

    it('killed while it waits in the middle of its postings: nothing was shared; sent again, it is shared once', async () => {
      const project = await fundedProject();
      const reference = 'BNI-CRASH-MIDDLE';
      // Holding the 601st funding's row (FOR UPDATE) makes the share-out wait in its postings when it
      // reaches that funding — its fee, repayment row and the postings of the fundings before it are
      // written in its transaction — which is where it is killed.
      const holder = new pg.Client({ connectionString: url });
      await holder.connect();
      const middle = [...project.fundingIds].sort((a, b) => a - b)[600]!;
      await holder.query('BEGIN');
      await holder.query('SELECT id FROM fundings WHERE id = $1 FOR UPDATE', [middle]);
      const command = recordRepaymentCommand(url, { ...project, reference });
      children.push(command.child);
      const waiting = await until('the share-out to wait for the held funding', async () => {
        const { rows } = await admin.query<{ pid: number; query: string; xid: string | null }>(
          `SELECT pid, query, backend_xid::text AS xid FROM pg_stat_activity
            WHERE datname = $1 AND wait_event_type = 'Lock' AND state = 'active'`,
          [name],
        );
        if (command.child.exitCode !== null) throw new Error(`ended: ${command.output()}`);
        return rows[0];
      });
      // It waits inside its one transaction, which has written (it holds a transaction id), on the
      // posting of a funding's share.
      expect(waiting.query).toMatch(/^insert into "ledger_transactions"/);
      expect(waiting.xid).not.toBeNull();
      command.child.kill('SIGKILL');
      expect(await command.ended).toEqual({ code: null, signal: 'SIGKILL' });
      await holder.query('ROLLBACK');
      await holder.end();
      // PostgreSQL rolls the dead client's transaction back once its backend sees the client gone.
      await until('the killed command’s backend to end', async () => {
        const { rows } = await admin.query('SELECT 1 FROM pg_stat_activity WHERE pid = $1', [
          waiting.pid,
        ]);
        return rows.length === 0 ? true : undefined;
      });

      const crashed = await written(project.projectId, project.fundingIds);
      expect(crashed).toEqual({
        repayments: [],
        shares: { rows: 0, fundings: 0, gross: 0n, principal: 0n },
        yieldPostings: 0,
        principalPostings: 0,
        postingsPerFundingAtMost: 0,
        collected: 0n,
        events: { yields: 0, principals: 0, ended: 0 },
        stage: 'fundraising',
      });
      expect(await ledgerFaults(ctx)).toEqual({ unbalanced: 0, negative: 0 });
      await expectLendersPaid(project.lenderIds, project.fundingIds, 'none');
      // The server on the same database kept serving through the crash.
      expect((await server!.call('GET', '/v1/user_info')).status).toBe(401);

      const { ms, replayMs } = await resendAndCheck(project, reference);
      console.info(
        `repayment crash: 1,000 fundings built in ${project.buildMs} ms; SIGKILL while waiting at funding ${middle} → nothing shared; sent again: shared once, the command ${ms} ms (a replay of it, which shares nothing: ${replayMs} ms)`,
      );
    }, 300_000);

    it('killed while its commit runs: all of it was shared; sent again, it is answered as recorded, shared once', async () => {
      const project = await fundedProject();
      const reference = 'BNI-CRASH-COMMIT';
      const command = recordRepaymentCommand(url, { ...project, reference });
      children.push(command.child);
      // Its COMMIT sent, the database judging the deferred checks of 1,000 shares (most of a second):
      // the client dies before it hears the answer.
      const committing = await until('the share-out to commit', async () => {
        const { rows } = await admin.query<{ pid: number }>(
          `SELECT pid FROM pg_stat_activity
            WHERE datname = $1 AND state = 'active' AND query ILIKE 'commit%' AND backend_xid IS NOT NULL`,
          [name],
        );
        if (command.child.exitCode !== null) throw new Error(`ended: ${command.output()}`);
        return rows[0];
      });
      command.child.kill('SIGKILL');
      expect(await command.ended).toEqual({ code: null, signal: 'SIGKILL' });
      expect(command.output()).not.toContain('repayment ');
      await until('the killed command’s backend to end', async () => {
        const { rows } = await admin.query('SELECT 1 FROM pg_stat_activity WHERE pid = $1', [
          committing.pid,
        ]);
        return rows.length === 0 ? true : undefined;
      });
      // The commit went through without its client: every funding got its share, once.
      const crashed = await written(project.projectId, project.fundingIds);
      expect(crashed.repayments).toHaveLength(1);
      expect(crashed.shares).toMatchObject({ rows: FUNDINGS, fundings: FUNDINGS });
      expect(crashed.yieldPostings).toBe(FUNDINGS);
      expect(crashed.principalPostings).toBe(FUNDINGS);
      expect(crashed.collected).toBe(project.amount);
      const lenders = new Set(project.lenderIds).size;
      expect(crashed.events).toEqual({ yields: lenders, principals: lenders, ended: lenders });
      expect(await ledgerFaults(ctx)).toEqual({ unbalanced: 0, negative: 0 });
      // The operator, who saw no answer, sends it again: answered as recorded, nothing more shared.
      const { ms } = await resendAndCheck(project, reference);
      expect(await written(project.projectId, project.fundingIds)).toEqual(crashed);
      console.info(
        `repayment crash: SIGKILL during the commit → all shared; sent again (${ms} ms): already recorded, shared once`,
      );
    }, 300_000);
  },
);
