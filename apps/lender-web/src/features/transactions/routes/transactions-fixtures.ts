// Answers of mutasi shared by the route's tests and stories (not shipped).
import type { TransactionItem } from '@pendana/api-sdk';

export const transactionRow = (patch: Partial<TransactionItem>): TransactionItem => ({
  id: 1,
  tanggal: '2026-11-24T09:15:00+07:00',
  perihal: 'Top up Virtual Account BNI',
  tipe: 'CREDIT',
  nominal: 750_000,
  kategori: 'topup',
  status: 3,
  referensi: 'TOP-1',
  ...patch,
});
/** A top-up, a funding, a yield and a pending withdrawal. */
export const TRANSACTION_ROWS = [
  transactionRow({}),
  transactionRow({
    id: 2,
    perihal: 'Pendanaan Villa Tembalang (2 paket)',
    tipe: 'DEBIT',
    nominal: 2_000_000,
    kategori: 'pendanaan',
    referensi: 'PDN-1',
  }),
  transactionRow({
    id: 3,
    perihal: 'Imbal hasil bulan 1',
    nominal: 16_600,
    kategori: 'imbal_hasil',
    referensi: 'IMB-1',
  }),
  transactionRow({
    id: 4,
    perihal: 'Penarikan dana',
    tipe: 'DEBIT',
    nominal: 300_000,
    kategori: 'penarikan',
    status: 2,
    referensi: 'WD-1',
  }),
];
