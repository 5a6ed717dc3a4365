import { describe, expect, it } from 'vitest';
import {
  TRANSACTION_STATUS,
  isTransactionStatus,
  transactionStatusLabel,
  transactionStatusTone,
} from './transaction-status';

describe('transaction status — spec §9 "BARU 1, MENUNGGU 2, BERHASIL 3, GAGAL 4, BATAL 8"', () => {
  it('has the spec numbers', () => {
    expect(TRANSACTION_STATUS).toEqual({ BARU: 1, MENUNGGU: 2, BERHASIL: 3, GAGAL: 4, BATAL: 8 });
  });

  it.each([
    [1, 'Baru', 'New', 'info'],
    [2, 'Menunggu', 'Pending', 'warning'],
    [3, 'Berhasil', 'Success', 'success'],
    [4, 'Gagal', 'Failed', 'danger'],
    [8, 'Batal', 'Cancelled', 'neutral'],
  ] as const)('%i → %s / %s', (code, id, en, tone) => {
    expect(transactionStatusLabel(code, 'id')).toBe(id);
    expect(transactionStatusLabel(code, 'en')).toBe(en);
    expect(transactionStatusLabel(String(code), 'id')).toBe(id);
    expect(transactionStatusTone(code)).toBe(tone);
  });

  it('gives an empty label for unknown numbers (5, 6, 7 are not statuses)', () => {
    expect(transactionStatusLabel(5, 'id')).toBe('');
    expect(transactionStatusTone('7')).toBe('neutral');
    expect(isTransactionStatus('3')).toBe(false);
  });
});
