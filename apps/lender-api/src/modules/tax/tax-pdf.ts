import type { Lang } from '../../shared/i18n/index.ts';
import { A4_PORTRAIT, BRAND, dmy, formatRupiah, PdfWriter, wibDateTime } from '../signing/index.ts';
import type { TaxAnswer, TaxSlip } from './tax.ts';
import { ratePercentText, type TaxKind } from './withholding.ts';
import { TAX_TEXTS } from './texts.ts';

/** The tax documents as PDF: a withholding slip and the year's summary, on one letterhead. */

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

/** What was withheld on these slips: each kind with the rates applied (e.g. "PPh Pasal 26 ... 20%"). */
function kindsText(lang: Lang, slips: readonly TaxSlip[]): string {
  const tx = TAX_TEXTS[lang];
  const rates = new Map<TaxKind, Set<string>>();
  for (const slip of slips)
    for (const p of slip.payments)
      rates.set(
        p.tax_kind,
        (rates.get(p.tax_kind) ?? new Set()).add(ratePercentText(p.tax_rate_bp, lang)),
      );
  return [...rates].map(([kind, set]) => tx.kindText(kind, [...set].join(' / '))).join('; ');
}

/** One slip: one tax kind, its own payments and totals (a slip never mixes PPh 23 and PPh 26). */
export function slipPdf(tax: TaxAnswer, slip: TaxSlip, lang: Lang, now: Date) {
  const tx = TAX_TEXTS[lang];
  return pdfOf(tax, lang, now, tx.slipTitle(slip.tax_kind), tx.slipSubtitle, (pdf) => {
    pdf.rows(
      [
        [tx.period, slip.period],
        [tx.kind, kindsText(lang, [slip])],
      ],
      170,
    );
    pdf.table(
      tx.header,
      slip.payments.map((p) => [
        dmy(p.tanggal_bayar),
        p.nama_proyek,
        String(p.bulan),
        formatRupiah(p.gross),
        ratePercentText(p.tax_rate_bp, lang),
        formatRupiah(p.withheld),
        formatRupiah(p.net),
      ]),
      [0.13, 0.3, 0.07, 0.14, 0.07, 0.14, 0.15],
    );
    pdf.box(() => {
      pdf.text(`${tx.gross}: ${formatRupiah(slip.gross)}`, { size: 11, bold: true, gapAfter: 2 });
      pdf.text(`${tx.withheld}: ${formatRupiah(slip.withheld)}`, {
        size: 11,
        bold: true,
        gapAfter: 2,
      });
      pdf.text(`${tx.net}: ${formatRupiah(slip.net)}`, { size: 11, bold: true });
    });
  });
}

export function annualPdf(tax: TaxAnswer, lang: Lang, now: Date) {
  const tx = TAX_TEXTS[lang];
  return pdfOf(tax, lang, now, `${tx.annualTitle} ${tax.year}`, tx.annualSubtitle, (pdf) => {
    pdf.rows(
      [
        [tx.year, String(tax.year)],
        // The kinds withheld in the year (two when the residency changed), else the kind of today.
        [
          tx.kind,
          kindsText(lang, tax.slips) ||
            tx.kindText(tax.tax_kind, ratePercentText(tax.tax_rate_bp, lang)),
        ],
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
