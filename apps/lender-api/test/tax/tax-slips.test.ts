import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkout } from '../../src/modules/funding/funding.ts';
import { payDueYields as payDue } from '../../src/modules/repayments/index.ts';
import { createSandboxRepayments } from '../../src/providers/repayments/sandbox.ts';
import { setTaxResidency } from '../../src/modules/tax/residency.ts';
import { addMonths } from '../../src/shared/ledger/ledger.ts';
import { GetLenderTaxResponse } from '@pendana/api-sdk/zod';
import {
  api,
  createTestApp,
  expectBody,
  get,
  TestClock,
  type TestApp,
} from '../helpers/test-app.ts';
import { money, newLender } from '../helpers/money-helpers.ts';
import { pdfText } from '../signing/pdf-text.ts';
import { TEST_GRACE_DAYS } from '../helpers/grace-days.ts';

// Today for the server: Monday 1 June 2026, 12:00 in Jakarta.
const clock = new TestClock(Date.parse('2026-06-01T05:00:00Z'));
/** 10:00 in Jakarta on a day. */
const at = (day: string) => new Date(`${day}T03:00:00Z`);
const rupiah = (n: number) => `Rp ${n.toLocaleString('de-DE')}`;

/** 7 packages of Rp 1.000.000 at 12 % a year: Rp 70.000 gross a month per funding. */
const repayments = createSandboxRepayments();
/** The borrowers of the lender's projects repay what is due on `day` (the sandbox's pay-due). */
const payDueYields = (db: ReturnType<typeof money>, lenderId: number, when: Date) =>
  payDue(db, repayments, lenderId, when, TEST_GRACE_DAYS);
const GROSS = 70_000;

let t: TestApp;
let lender: { id: number; token: string };

async function newProject(start: string): Promise<number> {
  const row = await money(t)
    .insertInto('projects')
    .values({
      nama: `Uji Bukti Potong ${start} ${Math.random().toString(36).slice(2, 8)}`,
      alamat: 'Jl. Uji No. 2, Depok',
      kategori: 'properti',
      akad: 'Murabahah',
      imbal_hasil: 12,
      harga_paket: 1_000_000,
      total_paket: 10_000,
      tenor: 12,
      payout_interval: 1,
      tgl_mulai_penggalangan: '2025-09-01',
      tgl_selesai_penggalangan: '2025-10-31',
      tgl_mulai: start,
      tgl_selesai: addMonths(start, 12),
      image_url: '/api/files/projects/uji/utama.jpg',
      deskripsi: '<p>Uji</p>',
      legalitas: '<p>Uji</p>',
      pemilik: '<p>Uji</p>',
      simulasi: '<p>Uji</p>',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The lender's residency changes to non-resident, as an operator records it from a checked document. */
async function becomeNonResident(lenderId: number) {
  await setTaxResidency(
    t.database.db,
    lenderId,
    { status: 'non_resident', basis: 'declaration' },
    at('2026-03-10'),
  );
}

/**
 * Payouts paid before withholding existed, as migration 0180 left them: credited in full, gross = net,
 * nothing withheld, rate 0 — the repayments' shares they come from rewritten alike in the same
 * transaction, since the database holds a share and its payouts equal.
 */
async function paidBeforeWithholding(lenderId: number, before: Date) {
  await t.database.db.transaction().execute(async (trx) => {
    await sql`UPDATE repayment_shares SET tax = 0, tax_rate_bp = 0, net_yield = gross_yield
              WHERE lender_id = ${lenderId}
                AND repayment_id IN (SELECT id FROM repayments WHERE recorded_at < ${before})`.execute(
      trx,
    );
    await sql`UPDATE yield_payouts SET pajak = 0, tarif_pajak_bp = 0, nominal = bruto
              WHERE lender_id = ${lenderId} AND paid_at < ${before}`.execute(trx);
  });
}

function download(kind: string, period: string, format: string, taxKind?: string) {
  const extra = taxKind ? `&tax_kind=${taxKind}` : '';
  return get(
    t.app,
    api(`/v1/lender/tax/download?kind=${kind}&period=${period}&format=${format}${extra}`),
    { token: lender.token, lang: 'id' },
  );
}

/** The body rows of a slip CSV (no header, no total line). */
function slipRows(body: string): string[][] {
  const lines = body.trimEnd().split('\r\n').slice(1, -1);
  return lines.map((line) => line.split(','));
}

/**
 * Two fundings: one paying on the 1st, one on the 14th of each month. December 2025 was paid before
 * withholding existed; January to early March as a resident (PPh 23, 15 %); the lender then became a
 * non-resident, so the payment of mid March and April's are PPh 26 at 20 %. March holds both kinds.
 */
beforeAll(async () => {
  t = await createTestApp({ clock });
  const first = await newProject('2025-11-01');
  const fourteenth = await newProject('2025-11-14');
  lender = await newLender(t, { topUp: 20_000_000 });
  await sql`INSERT INTO ekyc_personal_data (lender_id, nik, nama, kewarganegaraan, is_passport, updated_at)
            VALUES (${lender.id}, '3171234567890123', 'Siti Pindah', 'WNI', false, now())`.execute(
    t.database.db,
  );
  for (const project of [first, fourteenth]) {
    const funded = await checkout(
      {
        db: money(t),
        lang: 'en',
        lenderId: lender.id,
        now: at('2025-10-10'),
        idempotencyKey: randomUUID(),
      },
      { id_proyek: project, paket: 7 },
    );
    if (!funded.id_pendanaan) throw new Error(`checkout refused: ${funded.error}`);
  }
  for (const day of ['2025-12-20', '2026-01-20', '2026-02-20', '2026-03-05'])
    await payDueYields(money(t), lender.id, at(day));
  await paidBeforeWithholding(lender.id, new Date('2026-01-01T00:00:00+07:00'));
  await becomeNonResident(lender.id);
  for (const day of ['2026-03-20', '2026-04-20']) await payDueYields(money(t), lender.id, at(day));
});
afterAll(async () => {
  await t.close();
});

describe('withholding slips (bukti potong)', () => {
  it('never mixes PPh 23 and PPh 26 on one slip: a month with both has one slip per kind', async () => {
    const plain = await download('slip', '2026-03', 'csv');
    // Which slip is meant must be said: one file never holds both kinds.
    expect({
      status: plain.statusCode,
      kinds: plain.statusCode === 200 ? [...new Set(slipRows(plain.body).map((r) => r[4]))] : [],
    }).toEqual({ status: 422, kinds: [] });

    for (const [kind, rate] of [
      ['PPh23', 15],
      ['PPh26', 20],
    ] as const) {
      const tax = (GROSS * rate) / 100;
      const csv = await download('slip', '2026-03', 'csv', kind);
      expect(csv.statusCode, csv.body).toBe(200);
      expect(csv.headers['content-disposition']).toBe(
        `attachment; filename="bukti-potong-${kind.toLowerCase()}-2026-03.csv"`,
      );
      const rows = slipRows(csv.body);
      expect(rows.map((r) => r[4])).toEqual([kind]);
      expect(rows.map((r) => r.slice(6).map(Number))).toEqual([[GROSS, tax, GROSS - tax]]);
      const total = csv.body.trimEnd().split('\r\n').at(-1)?.split(',').slice(-3).map(Number);
      expect(total).toEqual([GROSS, tax, GROSS - tax]);

      const pdf = await pdfText((await download('slip', '2026-03', 'pdf', kind)).rawPayload);
      const other = kind === 'PPh23' ? '26' : '23';
      expect(pdf.title).toBe(`BUKTI PEMOTONGAN PPh PASAL ${kind.slice(3)}`);
      expect(pdf.flat).toContain(`PPh Pasal ${kind.slice(3)}`);
      expect(pdf.flat).not.toContain(`PPh Pasal ${other}`);
      expect(pdf.flat).toContain(`Imbal hasil bruto: ${rupiah(GROSS)}`);
      expect(pdf.flat).toContain(`PPh dipotong: ${rupiah(tax)}`);
    }
  });

  it('answers the slips of the year: March twice, December on none but in the months', async () => {
    const y2026 = expectBody(
      GetLenderTaxResponse,
      await get(t.app, api('/v1/lender/tax?year=2026'), { token: lender.token }),
    ).data;
    expect(y2026.slips.map((s) => [s.period, s.tax_kind, s.payments.length])).toEqual([
      ['2026-01', 'PPh23', 2],
      ['2026-02', 'PPh23', 2],
      ['2026-03', 'PPh23', 1],
      ['2026-03', 'PPh26', 1],
      ['2026-04', 'PPh26', 2],
    ]);
    for (const slip of y2026.slips)
      expect(slip.payments.every((p) => p.tax_kind === slip.tax_kind)).toBe(true);
    const y2025 = expectBody(
      GetLenderTaxResponse,
      await get(t.app, api('/v1/lender/tax?year=2025'), { token: lender.token }),
    ).data;
    expect(y2025.slips).toEqual([]);
    expect(y2025.months).toEqual([
      { period: '2025-12', gross: 2 * GROSS, withheld: 0, net: 2 * GROSS },
    ]);
  });

  it('prints no 0 % row: payouts from before withholding are on no slip, but in the annual summary', async () => {
    const csv = await download('slip', '2025-12', 'csv');
    expect({
      status: csv.statusCode,
      zeroRateRows: csv.statusCode === 200 ? slipRows(csv.body).filter((r) => r[5] === '0') : [],
    }).toEqual({ status: 404, zeroRateRows: [] });
    const pdf = await download('slip', '2025-12', 'pdf');
    expect({
      status: pdf.statusCode,
      zeroRate: pdf.statusCode === 200 ? (await pdfText(pdf.rawPayload)).flat.match(/ 0% /g) : null,
    }).toEqual({ status: 404, zeroRate: null });

    // The year's summary still reports the yield received in December (nothing withheld from it).
    const annual = await download('annual', '2025', 'csv');
    expect(annual.statusCode).toBe(200);
    const lines = annual.body.trimEnd().split('\r\n');
    expect(lines[1]).toBe(`2025-12,${2 * GROSS},0,${2 * GROSS}`);
    expect(lines[2]).toBe(`JUMLAH,${2 * GROSS},0,${2 * GROSS}`);
  });
});
