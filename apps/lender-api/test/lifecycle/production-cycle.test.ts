// A whole lending cycle on a production start (`node src/main.ts`, NODE_ENV=production, sandbox off)
// on PostgreSQL 15, without any sandbox route: the lender's top-up is the VA provider's signed
// notification, the funding a checkout, every due a borrower's repayment recorded by the operator
// (`npm run operator -- record-repayment`, a process of its own on the same database) until the project
// is repaid; the principal is back in Dana Tersedia, the lender withdraws it, the payout job hands it
// to the disbursement provider (the configured one: production's default implementation) and the
// provider's signed callback pays it. The server's request log shows that no sandbox route answered
// anything but 404. Runs in the PostgreSQL pass (test:pg): the operator's command needs the database
// while the server holds it, which the embedded database does not allow.
import { spawn } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type Database } from '../../src/db/database.ts';
import { addDays, addMonths, jakartaDate } from '../../src/shared/ledger/ledger.ts';
import { waitFor } from '../jobs/helpers.ts';
import { audit, givePayoutAccount, money, newLender } from '../helpers/money-helpers.ts';
import { spawnServer, type SpawnedServer } from '../helpers/spawned-server.ts';
import { TestClock } from '../helpers/test-app.ts';
import { newProject } from '../repayments/fixture.ts';

const adminUrl = process.env.DATABASE_URL;
const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

const SECRETS = {
  PAYMENT_CALLBACK_SECRET_VA: randomBytes(16).toString('hex'),
  PAYMENT_CALLBACK_SECRET_EWALLET: randomBytes(16).toString('hex'),
  PAYMENT_CALLBACK_SECRET_QRIS: randomBytes(16).toString('hex'),
  PAYMENT_CALLBACK_SECRET_CARD: randomBytes(16).toString('hex'),
  DISBURSEMENT_CALLBACK_SECRET: randomBytes(16).toString('hex'),
};

/** Rp 4 000 000 in 4 packages, 12 % a year for 12 months paid quarterly, ujrah 1.2 % a year. */
const PACKAGES = 4;
const PRICE = 1_000_000;
const PRINCIPAL = PACKAGES * PRICE;
const DUES = 4;
/** A quarter's yield: 4 000 000 × 12 % × 3 ÷ 12. */
const QUARTER_YIELD = (PRINCIPAL * 12 * 3) / 1200;
/** A quarter's ujrah: 4 000 000 × 1.2 % × 3 ÷ 12. */
const QUARTER_UJRAH = (PRINCIPAL * 1.2 * 3) / 1200;
/** Net of the 15 % PPh 23 withheld from a resident individual's yield. */
const QUARTER_NET = QUARTER_YIELD * 0.85;
const REKENING = '7123450001';

const sign = (secret: string, raw: string) =>
  createHmac('sha256', secret).update(raw, 'utf8').digest('hex');

describe.skipIf(!adminUrl)('a whole lending cycle on a production start', () => {
  const name = `pendana_cycle_${randomBytes(5).toString('hex')}`;
  const work = mkdtempSync(path.join(os.tmpdir(), 'pendana-cycle-'));
  const logFile = path.join(work, 'server.log');
  const admin = new pg.Client({ connectionString: adminUrl });
  let env: Record<string, string>;
  let server: SpawnedServer | undefined;
  let database: Database | undefined;

  /** A production command (`npm run <command> -- …`), as a process of its own. */
  const run = (args: string[]) =>
    new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
      const child = spawn('bash', ['scripts/run.sh', ...args], {
        cwd: REPO_ROOT,
        env: { ...process.env, ...env },
      });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      child.once('exit', (status) => resolve({ status, stdout, stderr }));
    });

  beforeAll(async () => {
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    env = {
      NODE_ENV: 'production',
      DATABASE_URL: url.toString(),
      SANDBOX: '',
      SEED_DEMO: '',
      WEB_DIST: '',
      PGLITE_DIR: '',
      ...SECRETS,
    };
    const migrated = await run(['migrate']);
    expect(migrated.status, migrated.stderr).toBe(0);
    server = await spawnServer({ ...env, LOG_LEVEL: 'info', LOG_FILE: logFile });
    database = openPostgres(env.DATABASE_URL!);
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    await database?.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    rmSync(work, { recursive: true, force: true });
  }, 60_000);

  it('funds, is repaid by the operator, pays the principal back and out, with no sandbox route', async () => {
    const started = Date.now();
    expect(server!.output()).toContain('sandbox off');
    const call = server!.call.bind(server);
    // The test's own writes (the platform's back office: the project, the verified account) use the
    // helpers of the other server tests, on the server's database and with the real time.
    const t = { database: database!, clock: new TestClock(Date.now(), { runs: true }) };
    const today = jakartaDate(new Date());
    const lender = await newLender(t);
    await givePayoutAccount(t, lender.id, REKENING, '451');
    const projectId = await newProject(t, {
      akad: 'Murabahah',
      imbal: 12,
      fee: 1.2,
      tenor: 12,
      interval: 3,
      harga: PRICE,
      totalPaket: PACKAGES,
      start: addDays(today, 2),
    });

    // Top-up: the VA provider's notification, signed with the configured secret.
    const vas = await call('POST', '/newProfile/showVaNewNew', { token: lender.token });
    expect(vas.status).toBe(200);
    const nomorVa = (vas.json.data as { nomor_va: string }[])[0]!.nomor_va;
    const notice = JSON.stringify({
      reference_id: `TRF-${lender.id}`,
      status: 'paid',
      amount: PRINCIPAL,
      nomor_va: nomorVa,
    });
    const credited = await fetch(`${server!.url}/api/v1/payments/callback/va`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-callback-signature': sign(SECRETS.PAYMENT_CALLBACK_SECRET_VA, notice),
      },
      body: notice,
    });
    expect(credited.status).toBe(200);
    expect(await credited.json()).toMatchObject({ credited: true });

    // Funding: every package, in the fundraising.
    const checkout = await call('POST', '/newProyek/checkout_new', {
      token: lender.token,
      body: { id_proyek: projectId, paket: PACKAGES },
      headers: { 'idempotency-key': randomBytes(16).toString('hex') },
    });
    expect(checkout.status).toBe(200);
    expect(checkout.json, JSON.stringify(checkout.json)).toMatchObject({
      jumlah_investasi: PRINCIPAL,
    });

    // A year passes. The server runs on the real clock, so the project's calendar is moved back
    // instead: it started 12 months ago, and its last due day is today.
    const start = addMonths(today, -12);
    await sql`UPDATE projects SET tgl_mulai_penggalangan = ${addDays(start, -30)}::date,
                tgl_selesai_penggalangan = ${addDays(start, -1)}::date,
                tgl_mulai = ${start}::date, tgl_selesai = ${today}::date
              WHERE id = ${projectId}`.execute(t.database.db);

    // The borrower pays every due (the quarter's yield and ujrah, the principal with the last); the
    // operator records each arrival with the command line.
    for (let due = 1; due <= DUES; due += 1) {
      const last = due === DUES;
      const amount = QUARTER_YIELD + QUARTER_UJRAH + (last ? PRINCIPAL : 0);
      const recorded = await run([
        'operator',
        'record-repayment',
        '--project',
        String(projectId),
        '--amount',
        String(amount),
        '--date',
        addMonths(start, due * 3),
        '--reference',
        `BNI-${projectId}-${due}`,
      ]);
      expect(recorded.status, recorded.stderr).toBe(0);
      expect(recorded.stdout).toContain(
        last ? 'completes the project' : 'the project is not yet repaid',
      );
    }

    // The principal and the net yield are available; nothing is left invested.
    const everything = PRINCIPAL + DUES * QUARTER_NET;
    const home = await call('POST', '/newProfile/homeLogin', { token: lender.token });
    expect(home.status).toBe(200);
    expect(home.json.data).toMatchObject({
      rekening: {
        dana_tersedia: everything,
        dana_teralokasi: 0,
        total_pendanaan: 0,
        bagi_hasil: DUES * QUARTER_NET,
      },
      pendanaan: [],
    });

    // The lender withdraws it all; the payout job sends it to the disbursement provider.
    const requested = await call('POST', '/newRekening/requestPenarikan', {
      token: lender.token,
      body: { nominal: everything, rekening: REKENING, bank: '451', kode_alasan: '01' },
      headers: { 'idempotency-key': randomBytes(16).toString('hex') },
    });
    expect(requested.json, JSON.stringify(requested.json)).toMatchObject({ status_transaksi: 2 });
    const withdrawal = () =>
      money(t)
        .selectFrom('withdrawals')
        .select(['payout_state', 'payout_reference', 'sent_at'])
        .where('id', '=', Number(requested.json.id))
        .executeTakeFirstOrThrow();
    await waitFor(
      'the payout job to send the withdrawal',
      async () => (await withdrawal()).payout_state === 'sent',
    );
    const sent = await withdrawal();
    expect(sent.sent_at).not.toBeNull();

    // The provider's signed callback: paid.
    const paid = JSON.stringify({
      reference_id: sent.payout_reference,
      status: 'paid',
      amount: everything,
    });
    const callback = await fetch(`${server!.url}/api/v1/disbursements/callback`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-callback-signature': sign(SECRETS.DISBURSEMENT_CALLBACK_SECRET, paid),
      },
      body: paid,
    });
    expect(callback.status).toBe(200);
    expect(await callback.json()).toMatchObject({ status_transaksi: 3, changed: true });
    const history = await call('POST', '/newRekening/historyPenarikanDana', {
      token: lender.token,
    });
    expect((history.json.history as unknown[])[0]).toMatchObject({
      id: requested.json.id,
      jumlah_penarikan: everything,
      status_transaksi: 3,
    });
    const after = await call('POST', '/newProfile/homeLogin', { token: lender.token });
    expect(after.json.data).toMatchObject({ rekening: { total_aset: 0, dana_tersedia: 0 } });
    expect(await audit(t)).toEqual({ unbalanced: 0, negative: 0 });

    // The sandbox's calls are not there: a try answers 404, and so did every sandbox path the log saw.
    expect((await call('POST', '/sandbox/yield/pay-due', { token: lender.token })).status).toBe(
      404,
    );
    expect((await call('POST', '/sandbox/va/pay', { token: lender.token, body: {} })).status).toBe(
      404,
    );
    await server!.stop();
    server = undefined;
    const lines = readFileSync(logFile, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map(
        (line) =>
          JSON.parse(line) as {
            msg?: string;
            req?: { url?: string };
            res?: { statusCode?: number };
          },
      );
    const completed = lines.filter((line) => line.msg === 'request completed');
    const urls = completed.map((line) => line.req?.url ?? '');
    // The log saw the whole cycle: the top-up, the checkout, the withdrawal and its callback.
    for (const seen of [
      '/api/v1/payments/callback/va',
      '/api/newProyek/checkout_new',
      '/api/newRekening/requestPenarikan',
      '/api/v1/disbursements/callback',
    ])
      expect(urls, seen).toContain(seen);
    const sandbox = completed.filter((line) => /^\/(api\/)?sandbox\b/.test(line.req?.url ?? ''));
    expect(sandbox.length).toBeGreaterThanOrEqual(2);
    expect(sandbox.filter((line) => line.res?.statusCode !== 404)).toEqual([]);
    console.log(`production cycle: ${Date.now() - started} ms`);
  }, 120_000);
});
