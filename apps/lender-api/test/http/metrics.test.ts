// `/metrics` (Prometheus text from prom-client, read here by a real parser of the
// format) and `/readyz`. The counters move by exactly what was done — a checkout, a credited top-up, a
// withdrawal, a 5xx — under the operation's operationId; `/metrics` is a 404 to a remote client without
// the token; `/readyz` names a pending migration and a database that does not answer, and both answer
// while the app is still starting.
import { createHmac } from 'node:crypto';
import {
  CheckoutProjectResponse,
  ReceivePaymentCallbackResponse,
  RequestWithdrawalResponse,
} from '@pendana/api-sdk/zod';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import parsePrometheusTextFormat, { type MetricFamily } from 'parse-prometheus-text-format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { openPostgres, type Database } from '../../src/db/database.ts';
import { listMigrations } from '../../src/db/migrate.ts';
import { VA_BANKS, virtualAccountNumber } from '../../src/modules/wallet/va-banks.ts';
import { API_ROUTES } from '../../src/modules/index.ts';
import { virtualAccounts } from '../../src/modules/wallet/wallet.ts';
import { freePort } from '../helpers/spawned-server.ts';
import {
  api,
  createTestApp,
  expectBody,
  get,
  post,
  type TestApp,
  moneyKey,
} from '../helpers/test-app.ts';
import {
  givePayoutAccount,
  money,
  newLender,
  projectWithSlotsLeft,
} from '../helpers/money-helpers.ts';

const TOKEN = 'metrics-token-of-the-tests-0123456789';
const REMOTE = '203.0.113.7';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { metricsToken: TOKEN } });
});
afterAll(async () => {
  await t.close();
});

interface Scrape {
  families: MetricFamily[];
  text: string;
}

/** `/metrics` as a loopback client (inject's default address) reads it, parsed as Prometheus text. */
async function scrape(app: FastifyInstance = t.app): Promise<Scrape> {
  const response = await app.inject({ method: 'GET', url: '/metrics' });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return { families: parsePrometheusTextFormat(response.body), text: response.body };
}

function family({ families }: Scrape, name: string): MetricFamily {
  const found = families.find((f) => f.name === name);
  if (!found) throw new Error(`no ${name} in /metrics`);
  return found;
}

function sameLabels(own: Record<string, string> | undefined, labels: Record<string, string>) {
  const actual = own ?? {};
  return (
    Object.keys(actual).length === Object.keys(labels).length &&
    Object.entries(labels).every(([k, v]) => actual[k] === v)
  );
}

/** The value of the series of `name` with exactly `labels` (0 when it does not exist yet). */
function value(scrape: Scrape, name: string, labels: Record<string, string>): number {
  const series = family(scrape, name).metrics.find((m) => sameLabels(m.labels, labels));
  return series && 'value' in series ? Number(series.value) : 0;
}

/**
 * The number of observations of a labelled histogram's series. The parser flattens a histogram into
 * one unlabelled series (prom2json's shape for an unlabelled one), so its `_count` samples are parsed
 * as a family of their own.
 */
function observations(scrape: Scrape, name: string, labels: Record<string, string>): number {
  const counts = scrape.text
    .split('\n')
    .filter((line) => line.startsWith(`${name}_count{`))
    .join('\n');
  return value(
    { families: parsePrometheusTextFormat(`${counts}\n`), text: counts },
    `${name}_count`,
    labels,
  );
}

/** What a counter did between two scrapes. */
function moved(before: Scrape, after: Scrape, name: string, labels: Record<string, string>) {
  return value(after, name, labels) - value(before, name, labels);
}

const sign = (secret: string, raw: string) =>
  createHmac('sha256', secret).update(raw, 'utf8').digest('hex');

function vaCallback(notice: Record<string, unknown>, signature?: string) {
  const raw = JSON.stringify(notice);
  return t.app.inject({
    method: 'POST',
    url: api('/v1/payments/callback/va'),
    headers: {
      'content-type': 'application/json',
      'x-callback-signature': signature ?? sign('sandbox-callback-va', raw),
    },
    payload: raw,
  });
}

const testConfig = { sandbox: true, seedDemo: false, webDist: null, metricsToken: TOKEN } as const;

describe('/metrics', () => {
  it('is Prometheus text: the process (event-loop lag included), requests by operation, the pool, the money counters', async () => {
    const scraped = await scrape();
    const types = new Map(scraped.families.map((f) => [f.name, f.type]));
    expect(types.get('nodejs_eventloop_lag_seconds')).toBe('GAUGE');
    expect(types.get('process_cpu_user_seconds_total')).toBe('COUNTER');
    expect(types.get('http_requests_total')).toBe('COUNTER');
    expect(types.get('http_errors_total')).toBe('COUNTER');
    expect(types.get('http_request_duration_seconds')).toBe('HISTOGRAM');
    for (const name of [
      'pendana_checkouts_total',
      'pendana_topups_total',
      'pendana_withdrawals_total',
    ])
      expect(types.get(name), name).toBe('COUNTER');
    // Every result has a series from the start (a rate() needs one before the first event).
    expect(
      family(scraped, 'pendana_topups_total')
        .metrics.map((m) => m.labels?.result)
        .sort(),
    ).toEqual(['credited', 'error', 'refused', 'unchanged']);

    if (t.database.kind === 'postgres') {
      expect(value(scraped, 'db_pool_max_connections', {})).toBe(10);
      expect(value(scraped, 'db_pool_open_connections', {})).toBeGreaterThanOrEqual(1);
      expect(types.get('db_pool_idle_connections')).toBe('GAUGE');
      expect(value(scraped, 'db_pool_waiting_queries', {})).toBe(0);
    } else {
      // PGlite: one connection in the process; idle and waiting are not known, so not shown.
      expect(value(scraped, 'db_pool_max_connections', {})).toBe(1);
      expect(value(scraped, 'db_pool_open_connections', {})).toBe(1);
      expect(types.has('db_pool_idle_connections')).toBe(false);
      expect(types.has('db_pool_waiting_queries')).toBe(false);
    }
  });

  it('labels requests with the operationId, never the URL: two cities lists are one series', async () => {
    const token = (await newLender(t)).token;
    const before = await scrape();
    for (const province of ['11', '32']) {
      const response = await get(t.app, api(`/kprAuth/getKota/${province}`), { token });
      expect(response.statusCode, response.body).toBe(200);
    }
    expect((await get(t.app, '/no-such-page.txt')).statusCode).toBe(404);
    const after = await scrape();
    const labels = { operation: 'listKprCities', method: 'GET', status: '200' };
    expect(moved(before, after, 'http_requests_total', labels)).toBe(2);
    expect(
      observations(after, 'http_request_duration_seconds', {
        operation: 'listKprCities',
        method: 'GET',
      }) -
        observations(before, 'http_request_duration_seconds', {
          operation: 'listKprCities',
          method: 'GET',
        }),
    ).toBe(2);
    expect(
      moved(before, after, 'http_requests_total', {
        operation: 'other',
        method: 'GET',
        status: '404',
      }),
    ).toBe(1);
    const known = [...API_ROUTES.map((route) => route.operationId), 'other'];
    for (const series of family(after, 'http_requests_total').metrics)
      expect(known, series.labels?.operation).toContain(series.labels?.operation);
  });

  it('a checkout moves pendana_checkouts_total{result="success"} by exactly 1; a refused one moves "refused"', async () => {
    const project = await projectWithSlotsLeft(t, 5);
    const rich = await newLender(t, { topUp: 50_000_000 });
    const poor = await newLender(t);
    const before = await scrape();
    const bought = await post(
      t.app,
      api('/newProyek/checkout_new'),
      { id_proyek: project.id, paket: 1 },
      { token: rich.token, headers: moneyKey() },
    );
    expect(expectBody(CheckoutProjectResponse, bought)).toHaveProperty('id_pendanaan');
    const middle = await scrape();
    expect(moved(before, middle, 'pendana_checkouts_total', { result: 'success' })).toBe(1);
    expect(moved(before, middle, 'pendana_checkouts_total', { result: 'refused' })).toBe(0);
    expect(
      moved(before, middle, 'http_requests_total', {
        operation: 'checkoutProject',
        method: 'POST',
        status: '200',
      }),
    ).toBe(1);

    // The spec's refusal is a 200 { error }: counted as refused, not as a sale.
    const refused = await post(
      t.app,
      api('/newProyek/checkout_new'),
      { id_proyek: project.id, paket: 1 },
      { token: poor.token, headers: moneyKey() },
    );
    expect(expectBody(CheckoutProjectResponse, refused)).toHaveProperty('error');
    const after = await scrape();
    expect(moved(middle, after, 'pendana_checkouts_total', { result: 'success' })).toBe(0);
    expect(moved(middle, after, 'pendana_checkouts_total', { result: 'refused' })).toBe(1);
  });

  it('a top-up counts when the payment callback credits the wallet; a repeat is "unchanged", a bad signature "refused"', async () => {
    const lender = await newLender(t);
    await virtualAccounts(money(t), { id: lender.id, nama: null, username: 'x' }, t.clock.now());
    const bank = VA_BANKS[0];
    if (!bank) throw new Error('no VA bank');
    const notice = {
      reference_id: `MET-${lender.id}`,
      status: 'paid',
      amount: 750_000,
      nomor_va: virtualAccountNumber(bank, lender.id),
    };
    const before = await scrape();
    const first = await vaCallback(notice);
    expect(expectBody(ReceivePaymentCallbackResponse, first).credited).toBe(true);
    const again = await vaCallback(notice);
    expect(expectBody(ReceivePaymentCallbackResponse, again).credited).toBe(false);
    expect((await vaCallback(notice, 'f'.repeat(64))).statusCode).toBe(401);
    const after = await scrape();
    expect(moved(before, after, 'pendana_topups_total', { result: 'credited' })).toBe(1);
    expect(moved(before, after, 'pendana_topups_total', { result: 'unchanged' })).toBe(1);
    expect(moved(before, after, 'pendana_topups_total', { result: 'refused' })).toBe(1);
  });

  it('a withdrawal request accepted counts "success", one over the balance "refused"', async () => {
    const lender = await newLender(t, { topUp: 1_000_000 });
    await givePayoutAccount(t, lender.id);
    const request = { rekening: '7123456789', bank: '451', kode_alasan: '01' };
    const before = await scrape();
    const accepted = await post(
      t.app,
      api('/newRekening/requestPenarikan'),
      { ...request, nominal: 400_000 },
      { token: lender.token, headers: moneyKey() },
    );
    expect(expectBody(RequestWithdrawalResponse, accepted)).toHaveProperty('success');
    const tooMuch = await post(
      t.app,
      api('/newRekening/requestPenarikan'),
      { ...request, nominal: 700_000 },
      { token: lender.token, headers: moneyKey() },
    );
    expect(expectBody(RequestWithdrawalResponse, tooMuch)).toHaveProperty('error');
    const after = await scrape();
    expect(moved(before, after, 'pendana_withdrawals_total', { result: 'success' })).toBe(1);
    expect(moved(before, after, 'pendana_withdrawals_total', { result: 'refused' })).toBe(1);
  });

  it('is a 404 like an unknown path to a remote client without the token, or with another one', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/metricz', remoteAddress: REMOTE });
    const expected = {
      status: unknown.statusCode,
      message: (unknown.json() as { message: string }).message.replace('/metricz', '/metrics'),
    };
    expect(expected.status).toBe(404);
    const attempts = [
      { remoteAddress: REMOTE },
      { remoteAddress: REMOTE, headers: { authorization: 'Bearer not-the-token-0123456789' } },
      { remoteAddress: REMOTE, headers: { authorization: TOKEN } },
      // Loopback, but through a proxy on the same host: a visitor, not a local scraper.
      { headers: { 'x-forwarded-for': REMOTE } },
    ];
    for (const attempt of attempts) {
      const response = await t.app.inject({ method: 'GET', url: '/metrics', ...attempt });
      expect({
        status: response.statusCode,
        message: (response.json() as { message: string }).message,
      }).toEqual(expected);
    }
  });

  it('answers a remote scraper that carries the token', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: REMOTE,
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    const scraped = { families: parsePrometheusTextFormat(response.body), text: response.body };
    expect(family(scraped, 'http_requests_total').type).toBe('COUNTER');
  });
});

describe('/readyz', () => {
  it('answers 200 ready on a migrated database', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready' });
  });

  it('answers 503 naming the migration schema_migrations lacks, and 200 once it is recorded again', async () => {
    const last = (await listMigrations()).at(-1)!;
    await sql`DELETE FROM schema_migrations WHERE name = ${last}`.execute(t.database.db);
    try {
      const response = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        status: 'not-ready',
        reasons: [`1 migration pending: ${last}`],
      });
    } finally {
      await sql`INSERT INTO schema_migrations (name) VALUES (${last})`.execute(t.database.db);
    }
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });

  it('answers at once while the app starts, as /healthz and /metrics do, and 200 once it has started', async () => {
    let open!: () => void;
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    // The start-up's migrations wait for the gate: the app stays "starting" until it opens.
    const gated: Database = {
      ...t.database,
      transactionScript: async (fn) => {
        await gate;
        return t.database.transactionScript(fn);
      },
    };
    const app = await buildApp({ db: gated, config: { ...testConfig, uploadDir: t.uploadDir } });
    try {
      const soon = (url: string) =>
        Promise.race([
          app.inject({ method: 'GET', url }),
          new Promise<never>((_resolve, reject) =>
            setTimeout(() => reject(new Error(`${url} waited for the start-up`)), 5_000),
          ),
        ]);
      const ready = await soon('/readyz');
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({
        status: 'not-ready',
        reasons: ['starting: migrations and reference data are being applied'],
      });
      expect((await soon('/healthz')).json()).toEqual({ status: 'starting' });
      expect((await soon('/metrics')).statusCode).toBe(200);
      open();
      await app.whenReady();
      const started = await app.inject({ method: 'GET', url: '/readyz' });
      expect(started.statusCode, started.body).toBe(200);
    } finally {
      open();
      await app.close();
    }
  });

  it('answers 503 "database unreachable" when the database does not answer; the 5xx it causes are counted on that app alone', async () => {
    const database = openPostgres(`postgres://pendana@127.0.0.1:${await freePort()}/nowhere`);
    const app = await buildApp({ db: database, config: { ...testConfig, uploadDir: t.uploadDir } });
    try {
      await expect(app.whenReady()).rejects.toThrow();
      const response = await app.inject({ method: 'GET', url: '/readyz' });
      expect(response.statusCode).toBe(503);
      expect((response.json() as { reasons: string[] }).reasons).toContain('database unreachable');

      const login = await post(app, api('/newAuth/login'), { username: 'x', password: 'y' });
      expect(login.statusCode).toBe(503);
      const scraped = await scrape(app);
      const labels = { operation: 'login', method: 'POST', status: '503' };
      // This app's own registry: exactly its one failed login, whatever the other apps counted.
      expect(value(scraped, 'http_errors_total', labels)).toBe(1);
      expect(value(scraped, 'http_requests_total', labels)).toBe(1);
      expect(value(scraped, 'db_pool_waiting_queries', {})).toBe(0);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
