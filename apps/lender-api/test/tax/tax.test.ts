import { randomUUID } from 'node:crypto';
import { ErrorResponse, GetLenderTaxResponse, ListAllYieldsResponse } from '@pendana/api-sdk/zod';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkout } from '../../src/modules/funding/funding.ts';
import { payDueYields } from '../../src/modules/repayments/index.ts';
import { createSandboxRepayments } from '../../src/providers/repayments/sandbox.ts';
import { recordVerifiedResidency } from '../../src/modules/tax/residency.ts';
import { ratePercentText, splitYield, withheld } from '../../src/modules/tax/withholding.ts';
import {
  api,
  createTestApp,
  expectBody,
  get,
  post,
  TestClock,
  type TestApp,
} from '../helpers/test-app.ts';
import { audit, money, newLender } from '../helpers/money-helpers.ts';
import { pdfText } from '../signing/pdf-text.ts';
import { TEST_GRACE_DAYS } from '../helpers/grace-days.ts';

// Today for the server: Monday 1 June 2026, 12:00 in Jakarta.
const TODAY = '2026-06-01';
const clock = new TestClock(Date.parse(`${TODAY}T05:00:00Z`));
/** 10:00 in Jakarta on a day. */
const at = (day: string) => new Date(`${day}T03:00:00Z`);
const rupiah = (n: number) => `Rp ${n.toLocaleString('de-DE')}`;

/**
 * Each lender's project runs 1 Nov 2025 – 1 Nov 2026 at 12 % a year paid monthly: 7 packages of
 * Rp 1.000.000 earn Rp 70.000 gross a month. The borrower repays what is due on the payout days, except
 * February's, paid with March's on 2 March: payments in 2025-12, 2026-01, 2026-03 (two), 2026-04,
 * 2026-05 — none in February.
 */
const PAY_DAYS = ['2025-12-01', '2026-01-01', '2026-03-02', '2026-04-01', '2026-05-01'];
const GROSS = 70_000;
const PRINCIPAL = 7_000_000;

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => {
  await t.close();
});

/** A project of its own for each lender: its borrower's repayments are shared out to that lender alone. */
async function newProject(): Promise<number> {
  const row = await money(t)
    .insertInto('projects')
    .values({
      nama: `Uji Pajak ${Math.random().toString(36).slice(2, 8)}`,
      alamat: 'Jl. Uji No. 1, Depok',
      kategori: 'properti',
      akad: 'Murabahah',
      imbal_hasil: 12,
      harga_paket: 1_000_000,
      total_paket: 10_000,
      tenor: 12,
      payout_interval: 1,
      tgl_mulai_penggalangan: '2025-09-01',
      tgl_selesai_penggalangan: '2025-10-31',
      tgl_mulai: '2025-11-01',
      tgl_selesai: '2026-11-01',
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

/**
 * A lender who funded 7 packages on 10 Oct 2025; the borrower then repaid what was due on PAY_DAYS
 * (the sandbox's pay-due), after the funding, so every repayment is shared out to it.
 */
async function lenderWithYield(options: { passport?: boolean; lenderType?: 1 | 2 } = {}) {
  const lender = await newLender(t, {
    topUp: 10_000_000,
    ...(options.lenderType ? { lenderType: options.lenderType } : {}),
  });
  if (options.passport)
    // What eKYC stores for a passport holder (personal-data.ts): is_passport, WNA, the passport number.
    await sql`INSERT INTO ekyc_personal_data (lender_id, nik, no_paspor, nama, kewarganegaraan, is_passport, updated_at)
              VALUES (${lender.id}, '', 'X1234567', 'John Passport', 'WNA', true, now())`.execute(
      t.database.db,
    );
  else if (options.lenderType !== 2)
    await sql`INSERT INTO ekyc_personal_data (lender_id, nik, nama, kewarganegaraan, is_passport, updated_at)
              VALUES (${lender.id}, '3171234567890123', 'Siti Resident', 'WNI', false, now())`.execute(
      t.database.db,
    );
  // The KYC verification passed: it records the tax residency the identity document shows.
  await recordVerifiedResidency(t.database.db, lender.id, at('2025-10-01'));
  const project = await newProject();
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
  const repayments = createSandboxRepayments();
  for (const day of PAY_DAYS)
    await payDueYields(money(t), repayments, lender.id, at(day), TEST_GRACE_DAYS);
  return lender;
}

async function taxOf(token: string, year?: number, lang: 'id' | 'en' = 'en') {
  const response = await get(t.app, api(`/v1/lender/tax${year ? `?year=${year}` : ''}`), {
    token,
    lang,
  });
  expect(response.statusCode).toBe(200);
  return expectBody(GetLenderTaxResponse, response).data;
}

function download(
  token: string,
  kind: string,
  period: string,
  format: string,
  lang: 'id' | 'en' = 'id',
) {
  return get(t.app, api(`/v1/lender/tax/download?kind=${kind}&period=${period}&format=${format}`), {
    token,
    lang,
  });
}

/** The ledger's own sums of the lender's yield postings in [from, to): read independently of the service. */
async function ledgerSums(lenderId: number, from: string, to: string) {
  const rows = await money(t)
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_transactions as x', 'x.id', 'e.transaction_id')
    .select(['e.account', sql<number>`sum(e.amount)::bigint`.as('total')])
    .where('x.lender_id', '=', lenderId)
    .where('x.kategori', '=', 'imbal_hasil')
    .where('x.created_at', '>=', new Date(`${from}T00:00:00+07:00`))
    .where('x.created_at', '<', new Date(`${to}T00:00:00+07:00`))
    .groupBy('e.account')
    .execute();
  const of = (account: string) => Number(rows.find((r) => r.account === account)?.total ?? 0);
  return {
    // The borrower's money enters through platform_collections, the gross of each yield posting.
    gross: -of('platform_collections'),
    withheld: of('platform_tax_payable'),
    net: of('lender_available'),
  };
}

/** Principal funded before the end of a day, from the fundings table (no principal was returned). */
async function fundedBy(lenderId: number, day: string) {
  const row = await money(t)
    .selectFrom('fundings')
    .select(sql<number>`coalesce(sum(nominal_awal), 0)::bigint`.as('total'))
    .where('lender_id', '=', lenderId)
    .where('status', '=', 1)
    .where('tanggal_invest', '<=', day)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** CSV → rows of fields (quoted fields with commas and doubled quotes understood). */
function parseCsv(text: string): string[][] {
  return text
    .trimEnd()
    .split('\r\n')
    .map((line) => {
      const fields: string[] = [];
      let field = '';
      let quoted = false;
      for (let i = 0; i < line.length; i += 1) {
        const c = line[i];
        if (quoted) {
          if (c === '"' && line[i + 1] === '"') {
            field += '"';
            i += 1;
          } else if (c === '"') quoted = false;
          else field += c;
        } else if (c === '"') quoted = true;
        else if (c === ',') {
          fields.push(field);
          field = '';
        } else field += c;
      }
      fields.push(field);
      return fields;
    });
}

describe('withholding rules', () => {
  it('withholds 15 % (PPh 23), 20 % (PPh 26) or a treaty rate of the gross, rounded down to the rupiah', () => {
    expect(withheld(12_345, 1500)).toBe(1_851); // 1 851,75
    expect(withheld(12_345, 2000)).toBe(2_469);
    expect(withheld(99, 1500)).toBe(14); // 14,85
    expect(withheld(12_345, 1000)).toBe(1_234); // a 10 % treaty rate: 1 234,5
    expect(withheld(12_345, 1250)).toBe(1_543); // 12,5 %: 1 543,125
    expect(splitYield(12_345, { status: 'resident', rate_bp: 1500 })).toEqual({
      bruto: 12_345,
      tarif_pajak_bp: 1500,
      jenis_pajak: 'PPh23',
      pajak: 1_851,
      neto: 10_494,
    });
    expect(['1500', '1250', '1225', '1005'].map((bp) => ratePercentText(Number(bp)))).toEqual([
      '15%',
      '12,5%',
      '12,25%',
      '10,05%',
    ]);
    expect(ratePercentText(1250, 'en')).toBe('12.5%');
    expect(splitYield(70_000, { status: 'non_resident', rate_bp: 2000 })).toMatchObject({
      jenis_pajak: 'PPh26',
      pajak: 14_000,
      neto: 56_000,
    });
  });
});

describe.each([
  { who: 'a resident (KTP)', passport: false, kind: 'PPh23', rate: 15 },
  { who: 'a passport holder', passport: true, kind: 'PPh26', rate: 20 },
] as const)('tax documents of $who', ({ passport, kind, rate }) => {
  let lender: { id: number; token: string };
  const tax = (GROSS * rate) / 100;
  beforeAll(async () => {
    lender = await lenderWithYield({ passport });
  });

  it(`withholds ${rate} % (${kind}) and credits the net; the ledger stays balanced`, async () => {
    const yields = expectBody(
      ListAllYieldsResponse,
      await post(t.app, api('/newProfile/all_imbal'), undefined, { token: lender.token }),
    );
    const payments = yields.all_imbal.flatMap((item) => item.pembayaran);
    expect(payments).toHaveLength(6);
    for (const payment of payments)
      expect(payment).toMatchObject({
        bruto: GROSS,
        pajak: tax,
        nominal: GROSS - tax,
        jenis_pajak: kind,
        tarif_pajak_bp: rate * 100,
      });
    expect(yields).toMatchObject({
      total_bruto: 6 * GROSS,
      total_pajak: 6 * tax,
      total_imbal: 6 * (GROSS - tax),
    });
    const available = await money(t)
      .selectFrom('ledger_entries')
      .select(sql<number>`sum(amount)::bigint`.as('total'))
      .where('lender_id', '=', lender.id)
      .where('account', '=', 'lender_available')
      .executeTakeFirstOrThrow();
    expect(Number(available.total)).toBe(10_000_000 - PRINCIPAL + 6 * (GROSS - tax));
    expect(await audit(t)).toEqual({ unbalanced: 0, negative: 0 });
  });

  it('reconciles months and the year with the ledger to the rupiah, with the principal at 31 December', async () => {
    const y2025 = await taxOf(lender.token, 2025);
    const y2026 = await taxOf(lender.token);
    expect(y2026.year).toBe(2026);
    expect(y2026.years).toEqual([2026, 2025]);
    expect(y2026).toMatchObject({
      tax_kind: kind,
      tax_rate_bp: rate * 100,
      residency: {
        status: passport ? 'non_resident' : 'resident',
        basis: 'declaration',
        treaty_country: null,
      },
    });
    expect(y2026.taxpayer.id_label).toBe(passport ? 'Paspor' : 'NIK');
    expect(y2026.taxpayer.id_masked).toBe(passport ? '****4567' : '************0123');
    // A slip for exactly the months with a payment.
    expect(y2025.months.map((m) => m.period)).toEqual(['2025-12']);
    expect(y2026.months.map((m) => m.period)).toEqual(['2026-01', '2026-03', '2026-04', '2026-05']);
    expect(y2026.slips.map((m) => [m.period, m.tax_kind])).toEqual(
      y2026.months.map((m) => [m.period, kind]),
    );
    expect(y2026.slips.find((m) => m.period === '2026-03')?.payments).toHaveLength(2);

    for (const [answer, from, to] of [
      [y2025, '2025-01-01', '2026-01-01'],
      [y2026, '2026-01-01', '2027-01-01'],
    ] as const) {
      const ledger = await ledgerSums(lender.id, from, to);
      expect({
        gross: answer.annual.gross,
        withheld: answer.annual.withheld,
        net: answer.annual.net,
      }).toEqual(ledger);
      const sum = (key: 'gross' | 'withheld' | 'net') =>
        answer.months.reduce((total, m) => total + m[key], 0);
      expect({ gross: sum('gross'), withheld: sum('withheld'), net: sum('net') }).toEqual(ledger);
      for (const month of answer.months) {
        const [yy, mm] = month.period.split('-').map(Number) as [number, number];
        const next = mm === 12 ? `${yy + 1}-01-01` : `${yy}-${String(mm + 1).padStart(2, '0')}-01`;
        expect({ gross: month.gross, withheld: month.withheld, net: month.net }).toEqual(
          await ledgerSums(lender.id, `${month.period}-01`, next),
        );
        expect(month.net).toBe(month.gross - month.withheld);
      }
      for (const slip of answer.slips) {
        const month = answer.months.find((m) => m.period === slip.period);
        expect({ gross: slip.gross, withheld: slip.withheld, net: slip.net }).toEqual({
          gross: month?.gross,
          withheld: month?.withheld,
          net: month?.net,
        });
        for (const p of slip.payments) {
          expect(p).toMatchObject({ tax_kind: kind, tax_rate_bp: rate * 100 });
          expect(p.withheld).toBe(Math.floor((p.gross * rate) / 100));
          expect(p.net).toBe(p.gross - p.withheld);
        }
      }
    }
    expect(y2025.annual).toMatchObject({ gross: GROSS, withheld: tax, net: GROSS - tax });
    expect(y2025.annual.as_of).toBe('2025-12-31');
    expect(y2025.annual.outstanding_principal).toBe(await fundedBy(lender.id, '2025-12-31'));
    expect(y2025.annual.outstanding_principal).toBe(PRINCIPAL);
    expect(y2026.annual.as_of).toBe(TODAY);
    expect(y2026.annual.gross).toBe(5 * GROSS);
  });

  it('gives each month with a payment a slip (CSV and PDF) with the same figures, none for February', async () => {
    const year = await taxOf(lender.token);
    for (const month of year.slips) {
      const response = await download(lender.token, 'slip', month.period, 'csv');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/csv/);
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="bukti-potong-${kind.toLowerCase()}-${month.period}.csv"`,
      );
      const rows = parseCsv(response.body);
      expect(rows[0]).toEqual([
        'tanggal_bayar',
        'pendanaan_id',
        'proyek',
        'bulan_ke',
        'jenis_pajak',
        'tarif_persen',
        'bruto',
        'pph_dipotong',
        'neto',
      ]);
      const body = rows.slice(1, -1);
      expect(body).toHaveLength(month.payments.length);
      for (const [i, p] of month.payments.entries())
        expect(body[i]?.slice(4).map(String)).toEqual(
          [p.tax_kind, p.tax_rate_bp / 100, p.gross, p.withheld, p.net].map(String),
        );
      expect(rows.at(-1)?.slice(-3).map(Number)).toEqual([month.gross, month.withheld, month.net]);
    }
    const march = year.slips.find((m) => m.period === '2026-03');
    if (!march) throw new Error('no March slip');
    const pdf = await pdfText((await download(lender.token, 'slip', '2026-03', 'pdf')).rawPayload);
    expect(pdf.flat).toContain('Bukti Pemotongan');
    expect(pdf.title).toBe(`BUKTI PEMOTONGAN PPh PASAL ${passport ? '26' : '23'}`);
    expect(pdf.flat).toContain(`Imbal hasil bruto: ${rupiah(march.gross)}`);
    expect(pdf.flat).toContain(`PPh dipotong: ${rupiah(march.withheld)}`);
    expect(pdf.flat).toContain(`Imbal hasil neto (diterima): ${rupiah(march.net)}`);
    expect(pdf.flat).not.toContain(passport ? 'X1234567' : '3171234567890123');

    const february = await download(lender.token, 'slip', '2026-02', 'pdf', 'en');
    expect(february.statusCode).toBe(404);
    expect(expectBody(ErrorResponse, february).message).toBe(
      'No tax was withheld from yield in 2026-02, so there is no withholding slip.',
    );
  });

  it('gives the annual summary (CSV and PDF) with the same totals and the principal', async () => {
    const year = await taxOf(lender.token, 2025);
    const csv = await download(lender.token, 'annual', '2025', 'csv');
    expect(csv.statusCode).toBe(200);
    const rows = parseCsv(csv.body);
    expect(rows[0]).toEqual(['masa_pajak', 'bruto', 'pph_dipotong', 'neto']);
    expect(rows.slice(1, -2).map((r) => r[0])).toEqual(year.months.map((m) => m.period));
    expect(rows.at(-2)?.slice(1).map(Number)).toEqual([
      year.annual.gross,
      year.annual.withheld,
      year.annual.net,
    ]);
    expect(rows.at(-1)?.slice(0, 2)).toEqual(['POKOK_PER_31_DESEMBER', String(PRINCIPAL)]);
    const pdf = await pdfText(
      (await download(lender.token, 'annual', '2025', 'pdf', 'en')).rawPayload,
    );
    expect(pdf.title).toBe('ANNUAL YIELD TAX SUMMARY 2025');
    expect(pdf.flat).toContain(`Tax withheld: ${rupiah(year.annual.withheld)}`);
    expect(pdf.flat).toContain(`Principal in fundings on 31-12-2025: ${rupiah(PRINCIPAL)}`);
  });
});

describe('tax documents: who pays what, and refusals', () => {
  it('treats a company (badan hukum) as a resident: PPh 23 at 15 %', async () => {
    const company = await lenderWithYield({ lenderType: 2 });
    const year = await taxOf(company.token, 2025);
    expect(year).toMatchObject({ tax_kind: 'PPh23', tax_rate_bp: 1500 });
    expect(year.annual).toMatchObject({ gross: GROSS, withheld: 10_500, net: 59_500 });
    expect(year.taxpayer.id_label).toBe('NPWP');
  });

  it('answers an empty year for a lender without yield', async () => {
    const lender = await newLender(t);
    const year = await taxOf(lender.token);
    expect(year).toMatchObject({ years: [], months: [], slips: [], tax_kind: 'PPh23' });
    expect(year.annual).toMatchObject({ gross: 0, withheld: 0, net: 0, outstanding_principal: 0 });
  });

  it('answers 401 without a session', async () => {
    for (const path of [
      '/v1/lender/tax',
      '/v1/lender/tax/download?kind=annual&period=2025&format=csv',
    ]) {
      const response = await get(t.app, api(path), { lang: 'en' });
      expect(response.statusCode).toBe(401);
      expectBody(ErrorResponse, response);
    }
  });

  it('answers 422 to a period that does not fit the kind, a bad format or a future period', async () => {
    const lender = await newLender(t);
    for (const [kind, period, format] of [
      ['slip', '2026', 'pdf'],
      ['slip', '2026-13', 'csv'],
      ['annual', '2026-05', 'csv'],
      ['slip', 'abcd', 'pdf'],
      ['slip', '2026-07', 'pdf'],
      ['annual', '2027', 'pdf'],
      ['slip', '2026-05', 'xls'],
      ['receipt', '2026-05', 'pdf'],
    ]) {
      const response = await download(lender.token, kind!, period!, format!);
      expect(response.statusCode, `${kind} ${period} ${format}`).toBe(422);
    }
    const future = await get(t.app, api('/v1/lender/tax?year=2027'), { token: lender.token });
    expect(future.statusCode).toBe(422);
  });
});
