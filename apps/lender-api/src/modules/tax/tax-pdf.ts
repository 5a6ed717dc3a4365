import type { Lang } from '../../shared/i18n/index.ts';
import { A4_PORTRAIT, BRAND, dmy, formatRupiah, PdfWriter, wibDateTime } from '../signing/index.ts';
import type { TaxAnswer, TaxMonth } from './tax.ts';
import { TAX_TEXTS } from './texts.ts';
import { TAX_RATE } from './withholding.ts';

/** The tax documents as PDF: a month's withholding slip and the year's summary, on one letterhead. */

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

export function slipPdf(tax: TaxAnswer, month: TaxMonth, lang: Lang, now: Date) {
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

export function annualPdf(tax: TaxAnswer, lang: Lang, now: Date) {
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
