// A crash in the middle of money. The server (`src/main.ts`, embedded PGlite on disk)
// is killed with SIGKILL during a burst of checkouts and withdrawals, started again on the same data
// folder, and the ledger must reconcile: every posting balanced, no lender below zero, each lender's
// money exactly what was topped up, fundings and pending withdrawals matching their ledger accounts,
// and every answer the lenders got before the crash still true. Runs in the PGlite pass of the suite.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openPglite, type Database } from '../../src/db/database.ts';
import { spawnServer, type SpawnedServer } from '../helpers/spawned-server.ts';
import { TestClock } from '../helpers/test-app.ts';
import {
  audit,
  balances,
  givePayoutAccount,
  money,
  newLender,
  projectWithSlotsLeft,
  type MoneyContext,
} from '../helpers/money-helpers.ts';

const TOP_UP = 5_000_000;
const LENDERS = 10;
const WITHDRAW = { rekening: '7123456789', bank: '451', kode_alasan: '01', nominal: 100_000 };

describe.skipIf(!!process.env.DATABASE_URL)('a crash during checkouts and withdrawals', () => {
  let dir: string;
  let dataDir: string;
  const servers: SpawnedServer[] = [];

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'pendana-crash-'));
    dataDir = path.join(dir, 'pglite');
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.kill()));
    await rm(dir, { recursive: true, force: true });
  });

  /** The data folder opened in this process (no server may hold it meanwhile). */
  async function withData<T>(fn: (ctx: MoneyContext) => Promise<T>, blob?: Blob): Promise<T> {
    const database: Database = await openPglite(dataDir, blob);
    try {
      return await fn({ database, clock: new TestClock() });
    } finally {
      await database.close();
    }
  }

  it('SIGKILL mid-burst, a restart on the same folder, and the ledger reconciles', async () => {
    const base = new Blob([await readFile(inject('pgliteBase')!)]);
    const { project, lenders } = await withData(async (ctx) => {
      const project = await projectWithSlotsLeft(ctx, 25);
      const lenders = [];
      for (let i = 0; i < LENDERS; i += 1) {
        const lender = await newLender(ctx, { topUp: TOP_UP });
        await givePayoutAccount(ctx, lender.id);
        lenders.push(lender);
      }
      return { project, lenders };
    }, base);

    const env = {
      PGLITE_DIR: dataDir,
      UPLOAD_DIR: path.join(dir, 'uploads'),
      SANDBOX: '1',
      SEED_DEMO: '0',
    };
    const first = await spawnServer(env);
    servers.push(first);
    // 60 requests at once: each lender funds a package and withdraws, three times each.
    const answered: Array<{ lender: number; kind: 'checkout' | 'withdrawal'; ok: boolean }> = [];
    let killed: Promise<void> | undefined;
    const burst = lenders.flatMap((lender, l) =>
      Array.from({ length: 6 }, (_, i) => {
        const kind = i % 2 ? ('withdrawal' as const) : ('checkout' as const);
        const request =
          kind === 'checkout'
            ? first.call('POST', '/newProyek/checkout_new', {
                token: lender.token,
                body: { id_proyek: project.id, paket: 1 },
                headers: { 'idempotency-key': `crash-${l}-${i}` },
              })
            : first.call('POST', '/newRekening/requestPenarikan', {
                token: lender.token,
                body: WITHDRAW,
                headers: { 'idempotency-key': `crash-${l}-${i}` },
              });
        return request.then(
          (answer) => {
            answered.push({
              lender: lender.id,
              kind,
              ok: answer.status === 200 && !answer.json.error,
            });
            // the crash: once a third of the burst is answered, the rest is in flight
            if (answered.length === 20) killed = first.kill();
          },
          () => undefined, // cut by the crash
        );
      }),
    );
    await Promise.all(burst);
    await killed;
    expect(first.child.signalCode).toBe('SIGKILL');
    expect(answered.length).toBeGreaterThanOrEqual(20);
    expect(answered.length, 'the kill cut the burst').toBeLessThan(60);

    // Started again on the same folder: it recovers and serves.
    const restarted = Date.now();
    const second = await spawnServer(env);
    const recoveredMs = Date.now() - restarted;
    servers.push(second);
    expect((await second.call('GET', '/v1/user_info', { token: lenders[0]!.token })).status).toBe(
      200,
    );
    await second.stop();

    const figures = await withData(async (ctx) => {
      expect(await audit(ctx)).toEqual({ unbalanced: 0, negative: 0 });
      let fundings = 0;
      let withdrawals = 0;
      for (const lender of lenders) {
        const balance = await balances(ctx, lender.id);
        expect(balance.available + balance.invested + balance.pendingWithdrawal).toBe(TOP_UP);
        const db = money(ctx);
        const funded = await db
          .selectFrom('fundings')
          .select(sql<number>`coalesce(sum(jumlah_paket), 0)::int`.as('n'))
          .where('lender_id', '=', lender.id)
          .executeTakeFirstOrThrow();
        expect(balance.invested).toBe(Number(funded.n) * project.harga);
        const pending = await db
          .selectFrom('withdrawals')
          .select([
            sql<number>`coalesce(sum(nominal), 0)::bigint`.as('sum'),
            sql<number>`count(*)::int`.as('n'),
          ])
          .where('lender_id', '=', lender.id)
          .where('status', '=', 2)
          .executeTakeFirstOrThrow();
        expect(balance.pendingWithdrawal).toBe(Number(pending.sum));
        // What the lender was told before the crash is still true.
        const told = (kind: string) =>
          answered.filter((a) => a.lender === lender.id && a.kind === kind && a.ok).length;
        expect(Number(funded.n)).toBeGreaterThanOrEqual(told('checkout'));
        expect(Number(pending.n)).toBeGreaterThanOrEqual(told('withdrawal'));
        fundings += Number(funded.n);
        withdrawals += Number(pending.n);
      }
      return { fundings, withdrawals };
    });
    console.info(
      `crash: SIGKILL after ${answered.length} of 60 answers (${answered.filter((a) => a.ok).length} successes); restarted in ${recoveredMs} ms; kept ${figures.fundings} fundings and ${figures.withdrawals} pending withdrawals, every posting balanced, every lender's money = ${TOP_UP}`,
    );
  }, 180_000);
});
