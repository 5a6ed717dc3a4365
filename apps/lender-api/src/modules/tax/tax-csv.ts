import type { Lang } from '../../shared/i18n/index.ts';
import type { TaxAnswer, TaxSlip } from './tax.ts';
import { TAX_TEXTS } from './texts.ts';

/** The tax documents as CSV (comma-separated, CRLF lines): a withholding slip and the year's summary. */

/** A CSV field: quoted when it holds a comma, a quote or a line break; formulas neutralised. */
function csvField(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function csv(rows: ReadonlyArray<ReadonlyArray<string | number>>): string {
  return `${rows.map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}

export function slipCsv(slip: TaxSlip, lang: Lang): string {
  const tx = TAX_TEXTS[lang].csv;
  return csv([
    tx.slip,
    ...slip.payments.map((p) => [
      p.tanggal_bayar.slice(0, 10),
      p.pendanaan_id,
      p.nama_proyek,
      p.bulan,
      p.tax_kind,
      p.tax_rate_bp / 100,
      p.gross,
      p.withheld,
      p.net,
    ]),
    [tx.total, '', '', '', '', '', slip.gross, slip.withheld, slip.net],
  ]);
}

export function annualCsv(tax: TaxAnswer, lang: Lang): string {
  const tx = TAX_TEXTS[lang].csv;
  return csv([
    tx.annual,
    ...tax.months.map((m) => [m.period, m.gross, m.withheld, m.net]),
    [tx.total, tax.annual.gross, tax.annual.withheld, tax.annual.net],
    [tx.outstanding, tax.annual.outstanding_principal, '', ''],
  ]);
}
