import type { Lender } from '../../db/schema/index.ts';
import type { Lang } from '../../shared/i18n/index.ts';
import { formatRupiah, wibDateTime } from '../signing/index.ts';
import { A4_PORTRAIT, BRAND, PdfWriter } from '../signing/index.ts';
import type { Statement } from './statement.ts';
import { STATEMENT_TEXTS, statementText } from './texts.ts';

/** `2026-11-24T10:00:00+07:00` → `24-11-2026 10:00` (already Jakarta time). */
function wibText(iso: string): string {
  const [date = '', time = ''] = iso.split('T');
  const [year, month, day] = date.split('-');
  return `${day}-${month}-${year} ${time.slice(0, 5)}`;
}

/** A CSV cell (RFC 4180), with text a spreadsheet would run as a formula made plain. */
function cell(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function statementFileName(lang: Lang, month: string, format: 'pdf' | 'csv'): string {
  return `${statementText(lang, 'fileName')}-${month}.${format}`;
}

/**
 * The statement as CSV: UTF-8 with a BOM, comma separated, CRLF; a header row, the opening balance
 * row, one row per movement (in and out as whole rupiah, the running balance), the closing row with
 * the month's totals. Amounts are plain integers so a spreadsheet adds them up.
 */
export function statementCsv(data: Statement, lang: Lang): string {
  const kinds = STATEMENT_TEXTS.kategori[lang];
  const lines = [
    STATEMENT_TEXTS.columns[lang].map(cell).join(','),
    [data.dari.slice(0, 10), '', statementText(lang, 'opening'), '', '', '', data.saldo_awal]
      .map(cell)
      .join(','),
    ...data.mutasi.map((m) =>
      [m.tanggal, kinds[m.kategori], m.perihal, m.referensi, m.masuk, m.keluar, m.saldo]
        .map(cell)
        .join(','),
    ),
    [
      data.sampai.slice(0, 10),
      '',
      statementText(lang, 'closing'),
      '',
      data.total_masuk,
      data.total_keluar,
      data.saldo_akhir,
    ]
      .map(cell)
      .join(','),
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** The statement as a PDF (A4 portrait): period, balances, the movements, the bank beside the ledger. */
export async function statementPdf(
  data: Statement,
  lender: Pick<Lender, 'id' | 'nama' | 'username'>,
  lang: Lang,
  now: Date,
): Promise<Uint8Array> {
  const kinds = STATEMENT_TEXTS.kategori[lang];
  const tx = (key: Parameters<typeof statementText>[1]) => statementText(lang, key);
  const name = lender.nama ?? lender.username;
  const pdf = await PdfWriter.create(
    A4_PORTRAIT,
    {
      title: `${tx('title')} ${data.bulan}`,
      subject: `${name} - ${data.bulan}`,
      author: 'Pendana',
      keywords: [data.bulan, String(lender.id)],
      created: now,
    },
    40,
  );
  pdf.text('PENDANA', { size: 11, bold: true, color: BRAND, gapAfter: 4 });
  pdf.text(`${tx('title')} ${data.bulan}`, { size: 16, bold: true, color: BRAND, gapAfter: 8 });
  const rekening = data.rekening;
  pdf.rows(
    [
      [tx('lender'), name],
      [tx('period'), `${wibText(data.dari)} - ${wibText(data.sampai)} WIB`],
      [
        tx('bankAccount'),
        rekening
          ? `${rekening.nama_bank} ${rekening.jenis} ${rekening.nomor_rekening ?? '-'}`
          : tx('noAccount'),
      ],
      [tx('opening'), formatRupiah(data.saldo_awal)],
      [tx('totalIn'), formatRupiah(data.total_masuk)],
      [tx('totalOut'), formatRupiah(data.total_keluar)],
    ],
    180,
  );
  pdf.box(() => {
    pdf.text(`${tx('closing')}: ${formatRupiah(data.saldo_akhir)}`, {
      size: 13,
      bold: true,
      gapAfter: 2,
    });
  });
  if (data.mutasi.length === 0) pdf.muted(tx('noMovements'));
  else
    pdf.table(
      [...STATEMENT_TEXTS.columns[lang].slice(0, 3), ...STATEMENT_TEXTS.columns[lang].slice(4)],
      data.mutasi.map((m) => [
        wibText(m.tanggal),
        kinds[m.kategori],
        m.perihal,
        m.masuk ? formatRupiah(m.masuk) : '',
        m.keluar ? formatRupiah(m.keluar) : '',
        formatRupiah(m.saldo),
      ]),
      [0.17, 0.12, 0.29, 0.14, 0.14, 0.14],
    );
  pdf.gap(6);
  pdf.rows(
    [
      [tx('ledger'), formatRupiah(data.saldo_buku)],
      [tx('inAccount'), formatRupiah(data.saldo_rekening_seharusnya)],
      [tx('reserved'), formatRupiah(data.dicadangkan_penarikan)],
      [
        tx('bank'),
        rekening?.saldo_bank !== null && rekening?.saldo_bank !== undefined
          ? formatRupiah(rekening.saldo_bank)
          : '-',
      ],
      [
        tx('syncedAt'),
        rekening?.disinkronkan_pada ? `${wibText(rekening.disinkronkan_pada)} WIB` : '-',
      ],
    ],
    180,
  );
  if (data.status === 'mismatch') pdf.text(tx('mismatch'), { size: 10, bold: true });
  if (data.status === 'stale') pdf.text(tx('stale'), { size: 10, bold: true });
  pdf.text(`${tx('generated')} ${wibDateTime(now)}`, { size: 9 });
  pdf.muted(tx('footer'));
  return pdf.bytes();
}
