// Spec §9: "Transaction status numbers: BARU 1, MENUNGGU 2, BERHASIL 3, GAGAL 4, BATAL 8."
import type { Locale } from './date';

export const TRANSACTION_STATUS = {
  BARU: 1,
  MENUNGGU: 2,
  BERHASIL: 3,
  GAGAL: 4,
  BATAL: 8,
} as const;

export type TransactionStatusName = keyof typeof TRANSACTION_STATUS;
export type TransactionStatusCode = (typeof TRANSACTION_STATUS)[TransactionStatusName];

const LABELS: Record<
  TransactionStatusCode,
  { id: string; en: string; tone: 'info' | 'warning' | 'success' | 'danger' | 'neutral' }
> = {
  1: { id: 'Baru', en: 'New', tone: 'info' },
  2: { id: 'Menunggu', en: 'Pending', tone: 'warning' },
  3: { id: 'Berhasil', en: 'Success', tone: 'success' },
  4: { id: 'Gagal', en: 'Failed', tone: 'danger' },
  8: { id: 'Batal', en: 'Cancelled', tone: 'neutral' },
};

export function isTransactionStatus(code: unknown): code is TransactionStatusCode {
  return typeof code === 'number' && Object.prototype.hasOwnProperty.call(LABELS, code);
}

/** Label of a status number in the locale; unknown numbers give '' so callers can fall back. */
export function transactionStatusLabel(code: number | string, locale: Locale): string {
  const num = typeof code === 'string' ? Number(code) : code;
  return isTransactionStatus(num) ? LABELS[num][locale] : '';
}

/** Badge tone for a status number (info, warning, success, danger, neutral). */
export function transactionStatusTone(
  code: number | string,
): 'info' | 'warning' | 'success' | 'danger' | 'neutral' {
  const num = typeof code === 'string' ? Number(code) : code;
  return isTransactionStatus(num) ? LABELS[num].tone : 'neutral';
}
