// Answers of the withdrawal calls shared by the route's tests and stories (not shipped).
import type { WithdrawalHistoryItem, WithdrawalInfo } from '@pendana/api-sdk';

export const WITHDRAWAL_INFO: WithdrawalInfo = {
  unallocated: 2_500_000,
  total_dana: 11_650_000,
  tersedia_ditarik: 1_500_000,
  minimum: 100_000,
  rekening: '7123456789',
  bank: 'Bank Syariah Indonesia',
  kode_bank: '451',
  nama: 'Siti Aminah',
  phone: '6281234567890',
};

/** A request still with the bank, changed by `patch`. */
export const historyItem = (patch: Partial<WithdrawalHistoryItem>): WithdrawalHistoryItem => ({
  id: 1,
  jumlah_penarikan: 250_000,
  tanggal_penarikan: '2026-11-20',
  no_rekening: '7123456789',
  bank_tujuan: 'Bank Syariah Indonesia',
  status: 'Request',
  status_transaksi: 2,
  alasan: 'Kebutuhan pribadi',
  tanggal_keputusan: null,
  alasan_penolakan: null,
  ...patch,
});
