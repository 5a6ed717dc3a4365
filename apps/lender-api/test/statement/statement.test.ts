// A balance that proves itself: the monthly statement from the ledger, the bank's
// balance beside it (mismatch, stale, no account), the CSV and PDF of a month.
import { ErrorResponse, GetLenderStatementResponse } from '@pendana/api-sdk/zod';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LENDERS } from '../../src/seed/demo-lenders.ts';
import { hashToken, newToken } from '../../src/shared/session/tokens.ts';
import {
  api,
  createTestApp,
  expectBody,
  get,
  post,
  TestClock,
  type TestApp,
} from '../helpers/test-app.ts';
import { money, newLender, topUp } from '../helpers/money-helpers.ts';
import { pdfText } from '../signing/pdf-text.ts';

// Now for the server: the real time (the seed's demo money is booked at it), to the second.
const NOW = Math.floor(Date.now() / 1000) * 1000;
const clock = new TestClock(NOW);
/** A moment as the contract writes it: Jakarta time with its offset. */
const wib = (moment: number) =>
  `${new Date(moment + 7 * 3_600_000).toISOString().slice(0, 19)}+07:00`;
const THIS_MONTH = wib(NOW).slice(0, 7);
const NEXT_MONTH = (() => {
  const [year, month] = THIS_MONTH.split('-').map(Number) as [number, number];
  return month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
})();
/** Moves the test clock to a moment (forwards or back). */
const setClock = (moment: number) =>
  clock.advanceMinutes((moment - clock.now().getTime()) / 60_000);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => {
  await t.close();
});

type StatementData = ReturnType<typeof GetLenderStatementResponse.parse>['data'];

/** A session for any lender (no argon2 login: fast for every demo lender). */
async function newSession(lenderId: number): Promise<string> {
  const token = newToken();
  const now = clock.now();
  await money(t)
    .insertInto('sessions')
    .values({
      token_hash: hashToken(token),
      lender_id: lenderId,
      created_at: now,
      expires_at: new Date(now.getTime() + 86_400_000),
    })
    .execute();
  return token;
}

async function statementOf(token: string, bulan?: string, lang: 'id' | 'en' = 'id') {
  const response = await get(t.app, api(`/v1/lender/statement${bulan ? `?bulan=${bulan}` : ''}`), {
    token,
    lang,
  });
  expect(response.statusCode, response.body).toBe(200);
  return expectBody(GetLenderStatementResponse, response).data;
}

/** The available balance summed straight from ledger_entries (independent of the service), optionally before a moment. */
async function ledgerAvailable(lenderId: number, before?: Date): Promise<number> {
  const row = await sql<{ total: string | number | null }>`
    SELECT sum(amount) AS total FROM ledger_entries
    WHERE lender_id = ${lenderId} AND account = 'lender_available'
      AND (${before ?? null}::timestamptz IS NULL OR created_at < ${before ?? null}::timestamptz)`.execute(
    t.database.db,
  );
  return Number(row.rows[0]?.total ?? 0);
}

/** Every `YYYY-MM` from `first` up to `last`. */
function monthsBetween(first: string, last: string): string[] {
  const months: string[] = [];
  let [year, month] = first.split('-').map(Number) as [number, number];
  for (;;) {
    const text = `${year}-${String(month).padStart(2, '0')}`;
    months.push(text);
    if (text >= last) return months;
    month += 1;
    if (month === 13) {
      month = 1;
      year += 1;
    }
  }
}

/** Checks a statement's own arithmetic: opening + each movement = its running balance = closing. */
function expectConsistent(data: StatementData) {
  let balance = data.saldo_awal;
  for (const m of data.mutasi) {
    expect(m.masuk === 0 || m.keluar === 0).toBe(true);
    balance += m.masuk - m.keluar;
    expect(m.saldo).toBe(balance);
  }
  expect(data.saldo_akhir).toBe(balance);
  expect(data.saldo_akhir).toBe(data.saldo_awal + data.total_masuk - data.total_keluar);
  expect(data.total_masuk).toBe(data.mutasi.reduce((sum, m) => sum + m.masuk, 0));
  expect(data.total_keluar).toBe(data.mutasi.reduce((sum, m) => sum + m.keluar, 0));
}

/** A fresh lender with an active dedicated account (RDL) and money. */
async function lenderWithRdl(amount = 1_000_000) {
  const lender = await newLender(t, { topUp: amount });
  await money(t)
    .updateTable('lenders')
    .set({ is_active_rdl: true })
    .where('id', '=', lender.id)
    .execute();
  return lender;
}

function bankFixture(token: string, body: Record<string, unknown>) {
  return post(t.app, api('/sandbox/bank/balance'), body, { token });
}

describe('statement of every demo lender', () => {
  it('closing = opening + movements = the ledger balance, and each month closes where the next opens', async () => {
    let movements = 0;
    for (const demo of DEMO_LENDERS) {
      const lender = await money(t)
        .selectFrom('lenders')
        .select(['id', 'is_active_rdl'])
        .where('username', '=', demo.username)
        .executeTakeFirstOrThrow();
      const token = await newSession(lender.id);
      const first = await money(t)
        .selectFrom('ledger_entries')
        .select(sql<Date>`min(created_at)`.as('first'))
        .where('lender_id', '=', lender.id)
        .where('account', '=', 'lender_available')
        .executeTakeFirstOrThrow();
      const firstMonth = first.first
        ? new Date(new Date(first.first).getTime() + 7 * 3_600_000).toISOString().slice(0, 7)
        : THIS_MONTH;
      // From the month before the first movement (opening and closing 0) to this month.
      const [y, m] = firstMonth.split('-').map(Number) as [number, number];
      const before = m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
      let previous: StatementData | null = null;
      for (const bulan of monthsBetween(before, THIS_MONTH)) {
        const data = await statementOf(token, bulan);
        expect(data.bulan).toBe(bulan);
        expectConsistent(data);
        expect(data.saldo_awal).toBe(await ledgerAvailable(lender.id, new Date(data.dari)));
        if (previous) expect(data.saldo_awal).toBe(previous.saldo_akhir);
        else {
          expect(data.saldo_awal).toBe(0);
          expect(data.mutasi).toEqual([]);
        }
        movements += data.mutasi.length;
        previous = data;
      }
      const ledger = await ledgerAvailable(lender.id);
      expect(previous?.saldo_akhir, demo.username).toBe(ledger);
      expect(previous?.saldo_buku, demo.username).toBe(ledger);
      // The default month is this (Jakarta) month.
      expect((await statementOf(token)).saldo_akhir).toBe(ledger);
      // The sandbox bank mirrors the ledger: an RDL lender is ok, the others have no account.
      expect(previous?.status, demo.username).toBe(demo.isActiveRdl ? 'ok' : 'no_account');
      if (demo.isActiveRdl) {
        expect(previous?.rekening?.saldo_bank).toBe(ledger);
        expect(previous?.selisih).toBe(0);
      } else {
        expect(previous?.rekening).toBeNull();
        expect(previous?.selisih).toBeNull();
      }
    }
    // The demo money is really there (the figures above are not all zeros).
    expect(movements).toBeGreaterThan(3);
  });
});

describe('months in Jakarta time', () => {
  it('a movement on the last second of a month lands in that month, the next second in the next', async () => {
    const lender = await newLender(t);
    const token = await newSession(lender.id);
    try {
      setClock(Date.parse('2026-10-31T16:59:59Z')); // 31 Oct 23:59:59 WIB
      await topUp(t, lender, 100_000);
      setClock(Date.parse('2026-10-31T17:00:00Z')); // 1 Nov 00:00:00 WIB
      await topUp(t, lender, 50_000);
    } finally {
      setClock(NOW);
    }
    const october = await statementOf(token, '2026-10');
    expect(october.mutasi.map((m) => [m.tanggal, m.masuk])).toEqual([
      ['2026-10-31T23:59:59+07:00', 100_000],
    ]);
    expect(october).toMatchObject({ saldo_awal: 0, saldo_akhir: 100_000 });
    // (This test needs the real month to be November 2026 or later.)
    const november = await statementOf(token, '2026-11');
    expect(november.mutasi.map((m) => [m.tanggal, m.masuk])).toEqual([
      ['2026-11-01T00:00:00+07:00', 50_000],
    ]);
    expect(november).toMatchObject({
      saldo_awal: 100_000,
      saldo_akhir: 150_000,
      saldo_buku: 150_000,
    });
    // A month before the account existed: no movements, balances 0.
    const september = await statementOf(token, '2026-09');
    expect(september).toMatchObject({ saldo_awal: 0, saldo_akhir: 0, mutasi: [] });
    expect(september.saldo_buku).toBe(150_000);
  });
});

describe('the bank beside the ledger', () => {
  it('a bank differing by Rp 2 is a mismatch, by Rp 1 still ok (either way round)', async () => {
    const lender = await lenderWithRdl(1_000_000);
    const token = await newSession(lender.id);
    const ok = await statementOf(token);
    expect(ok).toMatchObject({ status: 'ok', selisih: 0, saldo_buku: 1_000_000 });
    expect(ok.rekening).toMatchObject({ jenis: 'RDL', nama_bank: 'BNI', saldo_bank: 1_000_000 });
    expect(ok.rekening?.disinkronkan_pada).toBe(wib(NOW));

    expect((await bankFixture(token, { difference: 2 })).statusCode).toBe(200);
    expect(await statementOf(token)).toMatchObject({ status: 'mismatch', selisih: 2 });
    await bankFixture(token, { difference: 1 });
    expect(await statementOf(token)).toMatchObject({ status: 'ok', selisih: 1 });
    await bankFixture(token, { difference: -2 });
    expect(await statementOf(token)).toMatchObject({ status: 'mismatch', selisih: -2 });
    await bankFixture(token, { difference: -1 });
    expect(await statementOf(token)).toMatchObject({ status: 'ok', selisih: -1 });
    // Back to the mirror: the bank reports the ledger again.
    await bankFixture(token, { balance: null });
    expect(await statementOf(token)).toMatchObject({ status: 'ok', selisih: 0 });
  });

  it('a sync 49 hours old is stale, 47 hours old still ok; a bank that answers again is current', async () => {
    const lender = await lenderWithRdl(500_000);
    const token = await newSession(lender.id);
    await bankFixture(token, { synced_hours_ago: 49 });
    const stale = await statementOf(token);
    expect(stale.status).toBe('stale');
    expect(stale.rekening?.disinkronkan_pada).toBe(wib(NOW - 49 * 3_600_000));
    await bankFixture(token, { synced_hours_ago: 47 });
    const fresh = await statementOf(token);
    expect(fresh.status).toBe('ok');
    expect(fresh.rekening?.disinkronkan_pada).toBe(wib(NOW - 47 * 3_600_000));
    // The unreachable bank's old balance ages with the clock.
    clock.advanceMinutes(2 * 60);
    try {
      expect((await statementOf(token)).status).toBe('stale');
    } finally {
      setClock(NOW);
    }
    await bankFixture(token, { reachable: true });
    const synced = await statementOf(token);
    expect(synced.status).toBe('ok');
    expect(synced.rekening?.disinkronkan_pada).toBe(wib(NOW));
  });

  it('a lender without an active dedicated account has no bank side, until the sandbox bank opens one', async () => {
    const lender = await newLender(t, { topUp: 200_000 });
    const token = await newSession(lender.id);
    const data = await statementOf(token);
    expect(data).toMatchObject({ status: 'no_account', rekening: null, selisih: null });
    expect(data.saldo_akhir).toBe(200_000);
    expect((await bankFixture(token, { open_account: true })).statusCode).toBe(200);
    const opened = await statementOf(token);
    expect(opened).toMatchObject({ status: 'ok', selisih: 0 });
    expect(opened.rekening).toMatchObject({ jenis: 'RDL', saldo_bank: 200_000 });
  });

  it('the sandbox fixture is refused without a session and with unknown fields', async () => {
    expect((await post(t.app, api('/sandbox/bank/balance'), { difference: 2 })).statusCode).toBe(
      401,
    );
    const lender = await newLender(t);
    const token = await newSession(lender.id);
    expect((await bankFixture(token, { saldo: 5 })).statusCode).toBe(422);
  });
});

/** RFC 4180 rows of a CSV text (quoted cells may hold commas and quotes). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else cell += char;
  }
  return rows;
}

describe('statement files', () => {
  let token: string;
  let data: StatementData;
  beforeAll(async () => {
    const lender = await lenderWithRdl(2_500_000);
    await topUp(t, lender, 1_250_000);
    token = await newSession(lender.id);
    data = await statementOf(token, THIS_MONTH);
  });

  const download = (query: string, lang: 'id' | 'en' = 'id') =>
    get(t.app, api(`/v1/lender/statement/download?${query}`), { token, lang });

  it('the CSV parses back to the same opening, movements, totals and closing', async () => {
    const response = await download(`bulan=${THIS_MONTH}&format=csv`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="rekening-koran-pendana-${THIS_MONTH}.csv"`,
    );
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    const rows = parseCsv(response.body.slice(1));
    expect(rows[0]).toEqual([
      'Tanggal',
      'Kategori',
      'Keterangan',
      'Referensi',
      'Masuk',
      'Keluar',
      'Saldo',
    ]);
    const opening = rows[1] ?? [];
    const closing = rows[rows.length - 1] ?? [];
    const movements = rows.slice(2, -1);
    expect(opening[2]).toBe('Saldo awal');
    expect(Number(opening[6])).toBe(data.saldo_awal);
    expect(movements).toHaveLength(data.mutasi.length);
    expect(movements.length).toBe(2);
    let balance = Number(opening[6]);
    movements.forEach((row, index) => {
      balance += Number(row[4]) - Number(row[5]);
      expect(Number(row[6])).toBe(balance);
      expect(row[3]).toBe(data.mutasi[index]?.referensi);
      expect(row[1]).toBe('Isi saldo');
    });
    expect(closing[2]).toBe('Saldo akhir');
    expect(Number(closing[4])).toBe(movements.reduce((sum, row) => sum + Number(row[4]), 0));
    expect(Number(closing[5])).toBe(data.total_keluar);
    expect(Number(closing[6])).toBe(balance);
    expect(Number(closing[6])).toBe(data.saldo_akhir);
    expect(data.saldo_akhir).toBe(3_750_000);

    const english = await download(`bulan=${THIS_MONTH}&format=csv`, 'en');
    expect(english.headers['content-disposition']).toContain(`pendana-statement-${THIS_MONTH}.csv`);
    expect(parseCsv(english.body.slice(1))[0]).toEqual([
      'Date',
      'Category',
      'Description',
      'Reference',
      'In',
      'Out',
      'Balance',
    ]);
  });

  it('the PDF is a real PDF holding the closing balance and both balances', async () => {
    const response = await download(`bulan=${THIS_MONTH}&format=pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const pdf = await pdfText(response.rawPayload);
    expect(pdf.title).toBe(`REKENING KORAN ${THIS_MONTH}`);
    expect(pdf.flat).toContain('Saldo akhir: Rp 3.750.000');
    expect(pdf.flat).toContain('Saldo buku besar Pendana Rp 3.750.000');
    expect(pdf.flat).toContain('Saldo rekening bank Rp 3.750.000');
    // The default format is PDF.
    expect((await download(`bulan=${THIS_MONTH}`)).headers['content-type']).toBe('application/pdf');
  });

  it('an unknown format is a 422 naming the format', async () => {
    const response = await download(`bulan=${THIS_MONTH}&format=xls`);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      errors: { format: ['Format unduhan harus pdf atau csv.'] },
    });
  });
});

describe('refusals', () => {
  it('401 without a session', async () => {
    const response = await get(t.app, api('/v1/lender/statement?bulan=2026-11'));
    expect(response.statusCode).toBe(401);
    expectBody(ErrorResponse, response);
    expect((await get(t.app, api('/v1/lender/statement/download?format=csv'))).statusCode).toBe(
      401,
    );
  });

  it('422 on 2026-13 and on a month not begun, with the reason in id and en', async () => {
    const lender = await newLender(t);
    const token = await newSession(lender.id);
    const id = await get(t.app, api('/v1/lender/statement?bulan=2026-13'), { token });
    expect(id.statusCode).toBe(422);
    expect(id.json()).toEqual({
      message: 'Bulan harus berformat TTTT-BB, misalnya 2026-11 (bulan 01 sampai 12).',
      errors: { bulan: ['Bulan harus berformat TTTT-BB, misalnya 2026-11 (bulan 01 sampai 12).'] },
    });
    const en = await get(t.app, api('/v1/lender/statement?bulan=2026-13'), { token, lang: 'en' });
    expect(expectBody(ErrorResponse, en).message).toBe(
      'The month must be written YYYY-MM, e.g. 2026-11 (month 01 to 12).',
    );
    for (const bad of ['2026-00', '26-11', '2026-1', 'november']) {
      expect(
        (await get(t.app, api(`/v1/lender/statement?bulan=${bad}`), { token })).statusCode,
      ).toBe(422);
    }
    const future = await get(t.app, api(`/v1/lender/statement?bulan=${NEXT_MONTH}`), {
      token,
      lang: 'en',
    });
    expect(future.statusCode).toBe(422);
    expect(expectBody(ErrorResponse, future).message).toBe(
      'There is no statement yet for a month that has not started.',
    );
    const download = await get(
      t.app,
      api('/v1/lender/statement/download?bulan=2026-13&format=csv'),
      { token },
    );
    expect(download.statusCode).toBe(422);
  });
});
