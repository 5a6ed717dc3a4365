// A whole lending cycle on a production start (`node src/main.ts`, NODE_ENV=production, sandbox off)
// on PostgreSQL 15, without any sandbox route: the lender's top-up is the VA provider's signed
// notification, the funding a checkout, every due a borrower's repayment recorded by the operator
// (`npm run operator -- record-repayment`, a process of its own on the same database) until the project
// is repaid; the principal is back in Dana Tersedia and the lender withdraws. The payout job hands each
// withdrawal to the disbursement gateway over HTTP (`disbursements=http`, a fake gateway on 127.0.0.1)
// and the gateway's signed callback ends it: a first withdrawal the bank fails (its reason) comes back
// to Dana Tersedia; the whole balance, which the gateway first answers 503, is sent again by the job's
// retry under the same Idempotency-Key, held once, and paid once. The server's request log shows that
// no sandbox route answered anything but 404. Runs in the PostgreSQL pass (test:pg): the operator's
// command needs the database while the server holds it, which the embedded database does not allow.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type Database } from '../../src/db/database.ts';
import { addDays, addMonths, jakartaDate } from '../../src/shared/ledger/ledger.ts';
import { callbackSignature } from '../../src/shared/callback-signature.ts';
import { waitFor } from '../jobs/helpers.ts';
import {
  startFakeDisbursementGateway,
  type FakeDisbursementGateway,
} from '../helpers/fake-disbursement-gateway.ts';
import { audit, givePayoutAccount, money, newLender } from '../helpers/money-helpers.ts';
import { prepareProductionStart, type ProductionStart } from '../helpers/production-start.ts';
import type { SpawnedServer } from '../helpers/spawned-server.ts';
import { TestClock } from '../helpers/test-app.ts';
import { newProject } from '../repayments/fixture.ts';
import { moveRetriesForward } from '../withdrawal/payout-helpers.ts';

const adminUrl = process.env.DATABASE_URL;

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
/** The first withdrawal, which the bank fails. */
const FAILED_PART = 1_000_000;

describe.skipIf(!adminUrl)('a whole lending cycle on a production start', () => {
  const work = mkdtempSync(path.join(os.tmpdir(), 'pendana-cycle-'));
  const logFile = path.join(work, 'server.log');
  let production: ProductionStart;
  let gateway: FakeDisbursementGateway;
  let server: SpawnedServer | undefined;
  let database: Database | undefined;

  beforeAll(async () => {
    gateway = await startFakeDisbursementGateway();
    production = await prepareProductionStart(adminUrl!, 'pendana_cycle', gateway.url);
    const migrated = await production.npm(['migrate']);
    expect(migrated.status, migrated.stderr).toBe(0);
    server = await production.serve({ LOG_LEVEL: 'info', LOG_FILE: logFile });
    database = openPostgres(production.env.DATABASE_URL!);
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    await database?.close();
    await production?.drop();
    await gateway?.close();
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
        'x-callback-signature': callbackSignature(
          production.secrets.PAYMENT_CALLBACK_SECRET_VA,
          notice,
        ),
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
      const recorded = await production.npm([
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

    // A withdrawal and its way out: the job sends it to the gateway (the body it got), the gateway
    // holds it (pending) and the withdrawal is sent.
    const callbackUrl = `${server!.url}/api/v1/disbursements/callback`;
    const secret = production.secrets.DISBURSEMENT_CALLBACK_SECRET;
    const withdraw = async (nominal: number) => {
      const requested = await call('POST', '/newRekening/requestPenarikan', {
        token: lender.token,
        body: { nominal, rekening: REKENING, bank: '451', kode_alasan: '01' },
        headers: { 'idempotency-key': randomBytes(16).toString('hex') },
      });
      expect(requested.json, JSON.stringify(requested.json)).toMatchObject({ status_transaksi: 2 });
      return Number(requested.json.id);
    };
    const withdrawal = (id: number) =>
      money(t)
        .selectFrom('withdrawals')
        .select(['payout_state', 'payout_reference', 'sent_at'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
    const sentToGateway = async (id: number) => {
      await waitFor(
        'the payout job to send the withdrawal to the gateway',
        async () => {
          await moveRetriesForward(t.database);
          return (await withdrawal(id)).payout_state === 'sent';
        },
        60_000,
      );
      const sent = await withdrawal(id);
      expect(sent.sent_at).not.toBeNull();
      expect(gateway.transfers.get(sent.payout_reference)?.state).toEqual({ status: 'pending' });
      return sent.payout_reference;
    };
    const transfersOf = (reference: string) =>
      gateway.requests.filter(
        (r) => r.method === 'POST' && r.headers['idempotency-key'] === reference,
      );

    // A first withdrawal, which the bank fails: the gateway's signed callback with the bank's reason
    // gives the money back.
    const failedId = await withdraw(FAILED_PART);
    const failedReference = await sentToGateway(failedId);
    const [failedSend] = transfersOf(failedReference);
    expect(failedSend!.headers.authorization).toBe(
      `Bearer ${production.secrets.DISBURSEMENT_API_KEY}`,
    );
    expect(JSON.parse(failedSend!.raw)).toEqual({
      reference: failedReference,
      amount: String(FAILED_PART),
      currency: 'IDR',
      bank: { code: '451', account_number: REKENING, account_name: 'Pemilik Rekening' },
    });
    const failed = await gateway.callBack(
      failedReference,
      { status: 'failed', reason: 'rekening tidak aktif' },
      { callbackUrl, secret },
    );
    expect(failed.status, JSON.stringify(failed.json)).toBe(200);
    expect(failed.json).toMatchObject({ status_transaksi: 4, changed: true });
    const refunded = await call('POST', '/newProfile/homeLogin', { token: lender.token });
    expect(refunded.json.data).toMatchObject({ rekening: { dana_tersedia: everything } });

    // The whole balance: the gateway first answers 503 (down for maintenance); the job's retry sends
    // it again under the same Idempotency-Key, the gateway holds one transfer, its callback pays it.
    gateway.script({ status: 503, body: { message: 'maintenance' } });
    const paidId = await withdraw(everything);
    const paidReference = await sentToGateway(paidId);
    const sends = transfersOf(paidReference);
    expect(sends).toHaveLength(2);
    expect(sends[1]!.raw).toBe(sends[0]!.raw);
    expect([...gateway.transfers.keys()].sort()).toEqual([failedReference, paidReference].sort());
    const paid = await gateway.callBack(paidReference, { status: 'paid' }, { callbackUrl, secret });
    expect(paid.status, JSON.stringify(paid.json)).toBe(200);
    expect(paid.json).toMatchObject({ status_transaksi: 3, changed: true });
    // The gateway's callback again (its own retry) changes nothing.
    const again = await gateway.callBack(
      paidReference,
      { status: 'paid' },
      { callbackUrl, secret },
    );
    expect(again.json).toMatchObject({ status_transaksi: 3, changed: false });
    const history = await call('POST', '/newRekening/historyPenarikanDana', {
      token: lender.token,
    });
    expect(history.json.history as unknown[]).toEqual([
      expect.objectContaining({ id: paidId, jumlah_penarikan: everything, status_transaksi: 3 }),
      expect.objectContaining({
        id: failedId,
        jumlah_penarikan: FAILED_PART,
        status_transaksi: 4,
        alasan_penolakan: expect.stringContaining('rekening tidak aktif'),
      }),
    ]);
    const cashOut = await money(t)
      .selectFrom('ledger_entries')
      .select(sql<string>`coalesce(sum(amount), 0)`.as('total'))
      .where('account', '=', 'platform_cash_out')
      .executeTakeFirstOrThrow();
    expect(Number(cashOut.total)).toBe(everything);
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
