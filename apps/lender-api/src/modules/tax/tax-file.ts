import type { Lender } from '../../db/schema/index.ts';
import { HttpError, validationError } from '../../http/errors.ts';
import type { Lang } from '../../shared/i18n/index.ts';
import { jakartaDate } from '../../shared/ledger/ledger.ts';
import type { MoneyDb } from '../../shared/ledger/tables.ts';
import { annualCsv, slipCsv } from './tax-csv.ts';
import { annualPdf, slipPdf } from './tax-pdf.ts';
import { checkYear, lenderTax, type TaxAnswer, type TaxSlip } from './tax.ts';
import type { TaxKind } from './withholding.ts';

const SLIP_PERIOD = /^(\d{4})-(0[1-9]|1[0-2])$/;
const YEAR_PERIOD = /^\d{4}$/;

/**
 * The slip of a month and tax kind. Without a kind, the month's only slip: a month with both a PPh 23
 * and a PPh 26 slip needs the kind named, so one file never holds the two.
 */
function slipOf(tax: TaxAnswer, period: string, kind: TaxKind | undefined): TaxSlip {
  const slips = tax.slips.filter(
    (s) => s.period === period && (kind === undefined || s.tax_kind === kind),
  );
  const [slip] = slips;
  if (!slip) throw new HttpError(404, 'tax.noPaymentInMonth', { params: { period } });
  if (slips.length > 1) throw validationError({ tax_kind: [{ key: 'tax.slipKindNeeded' }] });
  return slip;
}

/** `downloadLenderTax`: a withholding slip or the year's summary, PDF or CSV. */
export async function lenderTaxFile(
  db: MoneyDb,
  lender: Lender,
  lang: Lang,
  query: {
    kind: 'slip' | 'annual';
    period: string;
    format: 'pdf' | 'csv';
    tax_kind?: TaxKind | undefined;
  },
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
    const slip = slipOf(tax, query.period, query.tax_kind);
    body = query.format === 'csv' ? slipCsv(slip, lang) : await slipPdf(tax, slip, lang, now);
    name = `bukti-potong-${slip.tax_kind.toLowerCase()}-${query.period}`;
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
