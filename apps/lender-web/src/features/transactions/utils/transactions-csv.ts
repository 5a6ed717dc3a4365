// The transactions on screen as CSV for a lender's accountant: RFC 4180 (quoted
// where needed, CRLF), a UTF-8 BOM so spreadsheet apps read the Indonesian text right, amounts as
// signed whole rupiah (credit +, debit −), the server's timestamp as is.
import type { TransactionItem } from '@pendana/api-sdk';

export interface CsvLabels {
  headers: readonly [string, string, string, string, string, string, string];
  kind: (row: TransactionItem) => string;
  status: (row: TransactionItem) => string;
}

const cell = (value: string | number): string => {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** Signed amount: what the transaction did to the lender's money. */
export const signedAmount = (row: Pick<TransactionItem, 'tipe' | 'nominal'>): number =>
  row.tipe === 'DEBIT' ? -row.nominal : row.nominal;

export function transactionsCsv(rows: readonly TransactionItem[], labels: CsvLabels): string {
  const lines = [
    labels.headers.map(cell).join(','),
    ...rows.map((row) =>
      [
        row.tanggal,
        row.perihal,
        labels.kind(row),
        row.tipe,
        signedAmount(row),
        labels.status(row),
        row.referensi,
      ]
        .map(cell)
        .join(','),
    ),
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
