import { sql } from 'kysely';
import type { Lender } from '../../db/schema/index.ts';
import { HttpError, validationError } from '../../http/errors.ts';
import type { Lang } from '../../shared/i18n/index.ts';
import { jakartaDate, jakartaIso } from '../../shared/ledger/ledger.ts';
import type { MoneyDb } from '../../shared/ledger/tables.ts';
import { dmy, formatRupiah, wibDateTime } from '../signing/index.ts';
import { A4_PORTRAIT, BRAND, PdfWriter } from '../signing/index.ts';
import { TAX_TEXTS } from './texts.ts';
import { TAX_RATE, taxKindOf, type TaxKind } from './withholding.ts';

/**
 * The tax documents of a lender (issue 20 item 3): per tax month (the Jakarta month a yield payment
 * reached the wallet) the payments with gross, tax withheld and net, and the year's summary with the
 * principal still in fundings at the end of 31 December. Every figure is summed from `yield_payouts`,
 * whose rows are written in the same DB transaction as the ledger posting (gross = platform side,
 * net = lender_available, tax = platform_tax_payable).
 */

export interface TaxPayment {
  tanggal_bayar: string;
  pendanaan_id: number;
  nama_proyek: string;
  bulan: number;
  gross: number;
  tax_kind: TaxKind;
  tax_rate_percent: 0 | 15 | 20;
  withheld: number;
  net: number;
}

export interface TaxMonth {
  period: string;
  gross: number;
  withheld: number;
  net: number;
  payments: TaxPayment[];
}

const FIRST_YEAR = 2000;

/** The start of a Jakarta year as an instant (00:00 WIB on 1 January). */
function yearStart(year: number): Date {
  return new Date(`${String(year).padStart(4, '0')}-01-01T00:00:00+07:00`);
}

function mask(value: string | null | undefined): string | null {
  const text = (value ?? '').trim();
  if (text === '') return null;
  return text.length <= 4
    ? '*'.repeat(text.length)
    : `${'*'.repeat(text.length - 4)}${text.slice(-4)}`;
}

async function taxpayerOf(db: MoneyDb, lender: Lender) {
  if (lender.lender_type === 2) {
    const company = await db
      .selectFrom('corporate_companies')
      .select(['nama', 'npwp'])
      .where('lender_id', '=', lender.id)
      .executeTakeFirst();
    const npwp = mask(company?.npwp);
    return {
      name: company?.nama ?? lender.nama ?? lender.username,
      id_label: 'NPWP' as const,
      id_masked: npwp,
      npwp_masked: npwp,
    };
  }
  const personal = await db
    .selectFrom('ekyc_personal_data')
    .select(['nama', 'nik', 'no_paspor', 'is_passport'])
    .where('lender_id', '=', lender.id)
    .executeTakeFirst();
  const education = await db
    .selectFrom('ekyc_education')
    .select('npwp')
    .where('lender_id', '=', lender.id)
    .executeTakeFirst();
  const passport = personal?.is_passport === true;
  return {
    name: lender.nama ?? personal?.nama ?? lender.username,
    id_label: passport ? ('Paspor' as const) : ('NIK' as const),
    id_masked: mask(passport ? personal?.no_paspor : personal?.nik),
    npwp_masked: mask(education?.npwp),
  };
}

/** The payments of a year, grouped by tax month, oldest first; each month's figures are its sums. */
async function monthsOf(db: MoneyDb, lenderId: number, year: number): Promise<TaxMonth[]> {
  const rows = await db
    .selectFrom('yield_payouts as y')
    .innerJoin('fundings as f', 'f.id', 'y.funding_id')
    .innerJoin('projects as p', 'p.id', 'f.project_id')
    .select([
      'y.funding_id',
      'y.bulan',
      'y.paid_at',
      'y.bruto',
      'y.pajak',
      'y.nominal',
      'y.jenis_pajak',
      'y.tarif_pajak',
      'p.nama',
    ])
    .where('y.lender_id', '=', lenderId)
    .where('y.paid_at', '>=', yearStart(year))
    .where('y.paid_at', '<', yearStart(year + 1))
    .where('y.bruto', '>', 0)
    .orderBy('y.paid_at')
    .orderBy('y.funding_id')
    .orderBy('y.bulan')
    .$narrowType<{ jenis_pajak: TaxKind }>()
    .execute();
  const months = new Map<string, TaxMonth>();
  for (const row of rows) {
    const paid = jakartaIso(new Date(row.paid_at));
    const period = paid.slice(0, 7);
    const month = months.get(period) ?? { period, gross: 0, withheld: 0, net: 0, payments: [] };
    const payment: TaxPayment = {
      tanggal_bayar: paid,
      pendanaan_id: row.funding_id,
      nama_proyek: row.nama,
      bulan: row.bulan,
      gross: Number(row.bruto),
      tax_kind: row.jenis_pajak,
      tax_rate_percent: Number(row.tarif_pajak) as 0 | 15 | 20,
      withheld: Number(row.pajak),
      net: Number(row.nominal),
    };
    month.payments.push(payment);
    month.gross += payment.gross;
    month.withheld += payment.withheld;
    month.net += payment.net;
    months.set(period, month);
  }
  return [...months.values()];
}

/** The years with a yield payment, newest first (Jakarta time). */
async function yearsOf(db: MoneyDb, lenderId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('yield_payouts')
    .select(sql<Date>`min(paid_at)`.as('first'))
    .select(sql<Date>`max(paid_at)`.as('last'))
    .where('lender_id', '=', lenderId)
    .where('bruto', '>', 0)
    .executeTakeFirst();
  if (!rows?.first || !rows.last) return [];
  const first = Number(jakartaIso(new Date(rows.first)).slice(0, 4));
  const last = Number(jakartaIso(new Date(rows.last)).slice(0, 4));
  const years: number[] = [];
  for (let year = last; year >= first; year -= 1) {
    const has = await db
      .selectFrom('yield_payouts')
      .select('funding_id')
      .where('lender_id', '=', lenderId)
      .where('bruto', '>', 0)
      .where('paid_at', '>=', yearStart(year))
      .where('paid_at', '<', yearStart(year + 1))
      .limit(1)
      .executeTakeFirst();
    if (has) years.push(year);
  }
  return years;
}

/** Principal in fundings (the ledger's lender_invested) at an instant. */
async function principalAt(db: MoneyDb, lenderId: number, before: Date): Promise<number> {
  const row = await db
    .selectFrom('ledger_entries')
    .select(sql<number>`coalesce(sum(amount), 0)::bigint`.as('total'))
    .where('lender_id', '=', lenderId)
    .where('account', '=', 'lender_invested')
    .where('created_at', '<', before)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

function checkYear(year: number, now: Date, field: string): void {
  const current = Number(jakartaDate(now).slice(0, 4));
  if (!Number.isInteger(year) || year < FIRST_YEAR || year > current)
    throw validationError({ [field]: [{ key: 'tax.badPeriod' }] });
}

/** `getLenderTax`: the months with payments, the annual summary, the tax kind and the taxpayer. */
export async function lenderTax(db: MoneyDb, lender: Lender, year: number | undefined, now: Date) {
  const today = jakartaDate(now);
  const taxYear = year ?? Number(today.slice(0, 4));
  checkYear(taxYear, now, 'year');
  const running = taxYear === Number(today.slice(0, 4));
  const cutOff = running ? now : yearStart(taxYear + 1);
  const [kind, taxpayer, months, years, outstanding] = await Promise.all([
    taxKindOf(db, lender.id),
    taxpayerOf(db, lender),
    monthsOf(db, lender.id, taxYear),
    yearsOf(db, lender.id),
    principalAt(db, lender.id, cutOff),
  ]);
  const sum = (key: 'gross' | 'withheld' | 'net') =>
    months.reduce((total, month) => total + month[key], 0);
  return {
    data: {
      year: taxYear,
      years,
      tax_kind: kind,
      tax_rate_percent: TAX_RATE[kind],
      taxpayer,
      months,
      annual: {
        gross: sum('gross'),
        withheld: sum('withheld'),
        net: sum('net'),
        outstanding_principal: outstanding,
        as_of: running ? today : `${taxYear}-12-31`,
      },
    },
  };
}

type TaxAnswer = Awaited<ReturnType<typeof lenderTax>>['data'];

/** A CSV field: quoted when it holds a comma, a quote or a line break; formulas neutralised. */
function csvField(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function csv(rows: ReadonlyArray<ReadonlyArray<string | number>>): string {
  return `${rows.map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}

function slipCsv(tax: TaxAnswer, month: TaxMonth, lang: Lang): string {
  const tx = TAX_TEXTS[lang].csv;
  return csv([
    tx.slip,
    ...month.payments.map((p) => [
      p.tanggal_bayar.slice(0, 10),
      p.pendanaan_id,
      p.nama_proyek,
      p.bulan,
      p.tax_kind,
      p.tax_rate_percent,
      p.gross,
      p.withheld,
      p.net,
    ]),
    [tx.total, '', '', '', '', '', month.gross, month.withheld, month.net],
  ]);
}

function annualCsv(tax: TaxAnswer, lang: Lang): string {
  const tx = TAX_TEXTS[lang].csv;
  return csv([
    tx.annual,
    ...tax.months.map((m) => [m.period, m.gross, m.withheld, m.net]),
    [tx.total, tax.annual.gross, tax.annual.withheld, tax.annual.net],
    [tx.outstanding, tax.annual.outstanding_principal, '', ''],
  ]);
}

async function pdfOf(
  tax: TaxAnswer,
  lang: Lang,
  now: Date,
  title: string,
  subtitle: string,
  draw: (pdf: PdfWriter) => void,
): Promise<Uint8Array> {
  const tx = TAX_TEXTS[lang];
  const pdf = await PdfWriter.create(A4_PORTRAIT, {
    title,
    subject: `${tax.taxpayer.name} - ${title}`,
    author: 'Pendana',
    keywords: [String(tax.year)],
    created: now,
  });
  pdf.text('PENDANA', { size: 11, bold: true, color: BRAND, gapAfter: 4 });
  pdf.text(title, { size: 15, bold: true, align: 'center', color: BRAND, gapAfter: 2 });
  pdf.text(subtitle, { size: 9, align: 'center', gapAfter: 10 });
  pdf.rows(
    [
      [tx.withholder, tx.withholderName],
      [tx.taxpayer, tax.taxpayer.name],
      [tx.idNumber(tax.taxpayer.id_label), tax.taxpayer.id_masked ?? '-'],
      [tx.npwp, tax.taxpayer.npwp_masked ?? '-'],
    ],
    170,
  );
  draw(pdf);
  pdf.gap(4);
  pdf.text(tx.note, { size: 9 });
  pdf.text(tx.issued(wibDateTime(now)), { size: 9, bold: true });
  pdf.muted(tx.footer);
  return pdf.bytes();
}

function slipPdf(tax: TaxAnswer, month: TaxMonth, lang: Lang, now: Date) {
  const tx = TAX_TEXTS[lang];
  const kinds = [...new Set(month.payments.map((p) => p.tax_kind))];
  const kind = kinds[0] ?? tax.tax_kind;
  return pdfOf(tax, lang, now, tx.slipTitle(kind), tx.slipSubtitle, (pdf) => {
    pdf.rows(
      [
        [tx.period, month.period],
        [tx.kind, kinds.map((k) => tx.kindText(k, TAX_RATE[k])).join('; ') || '-'],
      ],
      170,
    );
    pdf.table(
      tx.header,
      month.payments.map((p) => [
        dmy(p.tanggal_bayar),
        p.nama_proyek,
        String(p.bulan),
        formatRupiah(p.gross),
        `${p.tax_rate_percent}%`,
        formatRupiah(p.withheld),
        formatRupiah(p.net),
      ]),
      [0.13, 0.3, 0.07, 0.14, 0.07, 0.14, 0.15],
    );
    pdf.box(() => {
      pdf.text(`${tx.gross}: ${formatRupiah(month.gross)}`, { size: 11, bold: true, gapAfter: 2 });
      pdf.text(`${tx.withheld}: ${formatRupiah(month.withheld)}`, {
        size: 11,
        bold: true,
        gapAfter: 2,
      });
      pdf.text(`${tx.net}: ${formatRupiah(month.net)}`, { size: 11, bold: true });
    });
  });
}

function annualPdf(tax: TaxAnswer, lang: Lang, now: Date) {
  const tx = TAX_TEXTS[lang];
  return pdfOf(tax, lang, now, `${tx.annualTitle} ${tax.year}`, tx.annualSubtitle, (pdf) => {
    pdf.rows(
      [
        [tx.year, String(tax.year)],
        [tx.kind, tx.kindText(tax.tax_kind, tax.tax_rate_percent)],
      ],
      170,
    );
    if (tax.months.length === 0) pdf.muted(tx.none);
    else
      pdf.table(
        tx.monthHeader,
        tax.months.map((m) => [
          m.period,
          formatRupiah(m.gross),
          formatRupiah(m.withheld),
          formatRupiah(m.net),
        ]),
        [0.25, 0.25, 0.25, 0.25],
      );
    pdf.box(() => {
      pdf.text(`${tx.gross}: ${formatRupiah(tax.annual.gross)}`, {
        size: 11,
        bold: true,
        gapAfter: 2,
      });
      pdf.text(`${tx.withheld}: ${formatRupiah(tax.annual.withheld)}`, {
        size: 11,
        bold: true,
        gapAfter: 2,
      });
      pdf.text(`${tx.net}: ${formatRupiah(tax.annual.net)}`, { size: 11, bold: true, gapAfter: 2 });
      pdf.text(
        `${tx.outstanding(dmy(tax.annual.as_of))}: ${formatRupiah(tax.annual.outstanding_principal)}`,
        { size: 11, bold: true },
      );
    });
  });
}

const SLIP_PERIOD = /^(\d{4})-(0[1-9]|1[0-2])$/;
const YEAR_PERIOD = /^\d{4}$/;

/** `downloadLenderTax`: a month's withholding slip or the year's summary, PDF or CSV. */
export async function lenderTaxFile(
  db: MoneyDb,
  lender: Lender,
  lang: Lang,
  query: { kind: 'slip' | 'annual'; period: string; format: 'pdf' | 'csv' },
  now: Date,
): Promise<{ body: Buffer; filename: string; contentType: string }> {
  const slip = query.kind === 'slip' ? SLIP_PERIOD.exec(query.period) : null;
  if (query.kind === 'slip' ? !slip : !YEAR_PERIOD.test(query.period))
    throw validationError({ period: [{ key: 'tax.badPeriod' }] });
  const year = Number(query.period.slice(0, 4));
  checkYear(year, now, 'period');
  if (slip && query.period > jakartaDate(now).slice(0, 7))
    throw validationError({ period: [{ key: 'tax.badPeriod' }] });
  const tax = (await lenderTax(db, lender, year, now)).data;
  let body: string | Uint8Array;
  let name: string;
  if (slip) {
    const month = tax.months.find((m) => m.period === query.period);
    if (!month)
      throw new HttpError(404, 'tax.noPaymentInMonth', { params: { period: query.period } });
    body =
      query.format === 'csv' ? slipCsv(tax, month, lang) : await slipPdf(tax, month, lang, now);
    name = `bukti-potong-${query.period}`;
  } else {
    body = query.format === 'csv' ? annualCsv(tax, lang) : await annualPdf(tax, lang, now);
    name = `ringkasan-pajak-${query.period}`;
  }
  return {
    body: typeof body === 'string' ? Buffer.from(body, 'utf8') : Buffer.from(body),
    filename: `${name}.${query.format}`,
    contentType: query.format === 'csv' ? 'text/csv; charset=utf-8' : 'application/pdf',
  };
}
