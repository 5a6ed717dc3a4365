// Two API processes on one PostgreSQL 15 — sessions, login throttles, idempotency
// keys and checkout slots hold across them — and the database going away: 503 with a reason and
// Retry-After, then back to normal. Runs in the PostgreSQL pass of the suite (test:pg).
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openPostgres } from '../../src/db/database.ts';
import { DEMO_PASSWORD } from '../../src/seed/demo-lenders.ts';
import { THROTTLE_MAX_FAILURES } from '../../src/modules/auth/throttle.ts';
import { spawnServer, type SpawnedServer } from '../helpers/spawned-server.ts';
import { TestClock } from '../helpers/test-app.ts';
import {
  audit,
  balances,
  money,
  newLender,
  projectWithSlotsLeft,
  type MoneyContext,
} from '../helpers/money-helpers.ts';

const adminUrl = process.env.DATABASE_URL;

describe.skipIf(!adminUrl)('two API processes on one PostgreSQL 15', () => {
  const name = `pendana_two_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  let ctx: MoneyContext;
  let a: SpawnedServer;
  let b: SpawnedServer;

  beforeAll(async () => {
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('pgTemplate')}`);
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    ctx = { database: openPostgres(url.toString()), clock: new TestClock() };
    const env = { DATABASE_URL: url.toString(), SANDBOX: '1', SEED_DEMO: '0' };
    [a, b] = await Promise.all([spawnServer(env), spawnServer(env)]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await ctx?.database.close();
    await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`).catch(() => undefined);
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }, 60_000);

  it('a session opened on one server works on the other; a logout on the other ends it on both', async () => {
    const login = await a.call('POST', '/newAuth/login', {
      body: { username: 'demo.baru', password: DEMO_PASSWORD },
    });
    expect(login.status).toBe(200);
    const token = String(login.json.access_token);
    expect((await b.call('GET', '/v1/user_info', { token })).status).toBe(200);
    expect((await b.call('POST', '/newAuth/logout', { token })).status).toBe(200);
    expect((await a.call('GET', '/v1/user_info', { token })).status).toBe(401);
    expect((await b.call('GET', '/v1/user_info', { token })).status).toBe(401);
  });

  it(`the login throttle counts the failures of both servers: after ${THROTTLE_MAX_FAILURES} wrong passwords, 429 with Retry-After on either`, async () => {
    const username = (
      await money(ctx)
        .selectFrom('lenders')
        .select('username')
        .where('id', '=', (await newLender(ctx)).id)
        .executeTakeFirstOrThrow()
    ).username;
    const servers = [a, b];
    for (let i = 0; i < THROTTLE_MAX_FAILURES; i += 1) {
      const wrong = await servers[i % 2]!.call('POST', '/newAuth/login', {
        body: { username, password: `wrong-${i}` },
      });
      expect(wrong.status, `attempt ${i + 1}`).toBe(401);
    }
    for (const server of servers) {
      const locked = await server.call('POST', '/newAuth/login', {
        body: { username, password: 'wrong-again' },
      });
      expect(locked.status).toBe(429);
      expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });

  it('one idempotency key sent to both servers at once moves the money once', async () => {
    const { id, harga } = await projectWithSlotsLeft(ctx, 10);
    const lender = await newLender(ctx, { topUp: 10_000_000 });
    const checkout = (server: SpawnedServer) =>
      server.call('POST', '/newProyek/checkout_new', {
        token: lender.token,
        body: { id_proyek: id, paket: 2 },
        headers: { 'idempotency-key': `both-${lender.id}` },
      });
    const [first, second] = await Promise.all([checkout(a), checkout(b)]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.json).toEqual(first.json);
    expect(first.json.success).toBeTruthy();
    expect(await balances(ctx, lender.id)).toEqual({
      available: 10_000_000 - 2 * harga,
      invested: 2 * harga,
      pendingWithdrawal: 0,
    });
  });

  it('200 checkouts split over both servers on a project with 10 slots left: exactly 10 succeed', async () => {
    const { id, harga } = await projectWithSlotsLeft(ctx, 10);
    const lenders = await Promise.all(
      Array.from({ length: 20 }, () => newLender(ctx, { topUp: 20_000_000 })),
    );
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => {
        const lender = lenders[i % lenders.length]!;
        return (i % 2 ? b : a)
          .call('POST', '/newProyek/checkout_new', {
            token: lender.token,
            body: { id_proyek: id, paket: 1 },
            headers: { 'idempotency-key': `split-${i}` },
          })
          .then((answer) => ({ lender, answer }));
      }),
    );
    expect(answers.every(({ answer }) => answer.status === 200)).toBe(true);
    const won = answers.filter(({ answer }) => answer.json.success);
    expect(won.length).toBe(10);
    expect(
      new Set(
        answers.filter(({ answer }) => !answer.json.success).map(({ answer }) => answer.json.error),
      ),
    ).toEqual(new Set(['The project is fully funded']));
    for (const lender of lenders) {
      const wins = won.filter((w) => w.lender === lender).length;
      expect(await balances(ctx, lender.id)).toEqual({
        available: 20_000_000 - wins * harga,
        invested: wins * harga,
        pendingWithdrawal: 0,
      });
    }
    expect(await audit(ctx)).toEqual({ unbalanced: 0, negative: 0 });
    console.info(
      `two servers: 200 checkouts (100 each, ${Date.now() - started} ms) on 10 slots → ${won.length} funded, ${answers.length - won.length} 'fully funded', ledger balanced`,
    );
  });

  it('the database going away is a 503 with a reason and Retry-After; when it is back, calls work again', async () => {
    const lender = await newLender(ctx);
    expect((await a.call('GET', '/v1/user_info', { token: lender.token })).status).toBe(200);
    await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
    await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [
      name,
    ]);
    for (const server of [a, b]) {
      const down = await server.call('GET', '/v1/user_info', { token: lender.token });
      expect(down.status).toBe(503);
      expect(down.json).toMatchObject({
        message: 'The service is unavailable right now. Please try again shortly.',
      });
      expect(down.headers.get('retry-after')).toBe('5');
    }
    await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
    for (const server of [a, b]) {
      const back = await server.call('GET', '/v1/user_info', { token: lender.token });
      expect(back.status, server.output()).toBe(200);
    }
    expect(a.child.exitCode).toBeNull();
    expect(b.child.exitCode).toBeNull();
  });
});
