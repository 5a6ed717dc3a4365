import { sql } from 'kysely';
import type { Lender } from '../../db/schema/index.ts';
import { validationError } from '../../http/errors.ts';
import { jakartaDate, jakartaIso } from '../../shared/ledger/ledger.ts';
import type { MoneyDb } from '../../shared/ledger/tables.ts';
import { taxOf, type TaxKind } from './withholding.ts';

/**
 * The tax documents of a lender: the withholding slips — per tax month (the Jakarta month a yield
 * payment reached the wallet) and tax kind, the payments with gross, tax withheld and net — and the
 * year's summary with the principal still in fundings at the end of 31 December. Every figure is summed from `yield_payouts`,
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
  tax_rate_bp: number;
  withheld: number;
  net: number;
}

interface Sums {
  gross: number;
  withheld: number;
  net: number;
}

/** A month of the annual summary: every yield paid in it, payments from before withholding included. */
export interface TaxMonth extends Sums {
  period: string;
}

/** One withholding slip (bukti potong): a tax month's payments of one tax kind, and their sums. */
export interface TaxSlip extends Sums {
  period: string;
  tax_kind: TaxKind;
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

function add(sums: Sums, row: Sums): void {
  sums.gross += row.gross;
  sums.withheld += row.withheld;
  sums.net += row.net;
}

/**
 * The payments of a year, oldest first: summed per tax month for the annual summary, and per tax month
 * and kind into withholding slips. A payout made before withholding existed (rate 0) is yield received
 * but not withholding, so it counts in its month and on no slip.
 */
async function paymentsOf(db: MoneyDb, lenderId: number, year: number) {
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
      'y.tarif_pajak_bp',
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
  const slips = new Map<string, TaxSlip>();
  for (const row of rows) {
    const paid = jakartaIso(new Date(row.paid_at));
    const period = paid.slice(0, 7);
    const sums = {
      gross: Number(row.bruto),
      withheld: Number(row.pajak),
      net: Number(row.nominal),
    };
    const month = months.get(period) ?? { period, gross: 0, withheld: 0, net: 0 };
    add(month, sums);
    months.set(period, month);
    const rate = Number(row.tarif_pajak_bp);
    if (rate === 0) continue;
    const kind = row.jenis_pajak;
    const slip = slips.get(`${period} ${kind}`) ?? {
      period,
      tax_kind: kind,
      gross: 0,
      withheld: 0,
      net: 0,
      payments: [],
    };
    slip.payments.push({
      tanggal_bayar: paid,
      pendanaan_id: row.funding_id,
      nama_proyek: row.nama,
      bulan: row.bulan,
      tax_kind: kind,
      tax_rate_bp: rate,
      ...sums,
    });
    add(slip, sums);
    slips.set(`${period} ${kind}`, slip);
  }
  const bySlip = (a: TaxSlip, b: TaxSlip) =>
    a.period.localeCompare(b.period) || a.tax_kind.localeCompare(b.tax_kind);
  return { months: [...months.values()], slips: [...slips.values()].sort(bySlip) };
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

export function checkYear(year: number, now: Date, field: string): void {
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
  const [tax, taxpayer, { months, slips }, years, outstanding] = await Promise.all([
    taxOf(db, lender.id),
    taxpayerOf(db, lender),
    paymentsOf(db, lender.id, taxYear),
    yearsOf(db, lender.id),
    principalAt(db, lender.id, cutOff),
  ]);
  const sum = (key: 'gross' | 'withheld' | 'net') =>
    months.reduce((total, month) => total + month[key], 0);
  return {
    data: {
      year: taxYear,
      years,
      tax_kind: tax.kind,
      tax_rate_bp: tax.rate_bp,
      residency: { status: tax.status, basis: tax.basis, treaty_country: tax.treaty_country },
      taxpayer,
      months,
      slips,
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

export type TaxAnswer = Awaited<ReturnType<typeof lenderTax>>['data'];
