// getLenderStatement answers shared by the statement's tests and stories: figures no example holds,
// so a figure on screen can only come from the answer.
import type { StatementResponse } from '@pendana/api-sdk';

type Statement = StatementResponse['data'];

/** November 2026: opens at Rp 1.234.567, a top-up in, a funding out, a yield in; closes at Rp 3.456.789. */
export const FILLED: Statement = {
  bulan: '2026-11',
  dari: '2026-11-01T00:00:00+07:00',
  sampai: '2026-12-01T00:00:00+07:00',
  saldo_awal: 1_234_567,
  total_masuk: 3_322_222,
  total_keluar: 1_100_000,
  saldo_akhir: 3_456_789,
  mutasi: [
    {
      id: 71,
      tanggal: '2026-11-03T09:12:00+07:00',
      kategori: 'topup',
      perihal: 'Top up melalui Virtual Account BNI',
      referensi: 'PDN-20261103-1A2B3C4D',
      masuk: 3_000_000,
      keluar: 0,
      saldo: 4_234_567,
    },
    {
      id: 72,
      tanggal: '2026-11-10T14:00:00+07:00',
      kategori: 'pendanaan',
      perihal: 'Pendanaan Proyek Cinere',
      referensi: 'PDN-20261110-5E6F7A8B',
      masuk: 0,
      keluar: 1_100_000,
      saldo: 3_134_567,
    },
    {
      id: 73,
      tanggal: '2026-11-20T08:00:00+07:00',
      kategori: 'imbal_hasil',
      perihal: 'Imbal hasil Proyek Cibubur bulan ke-2',
      referensi: 'PDN-20261120-9C0D1E2F',
      masuk: 322_222,
      keluar: 0,
      saldo: 3_456_789,
    },
  ],
  saldo_buku: 3_456_789,
  saldo_rekening_seharusnya: 3_456_789,
  dicadangkan_penarikan: 0,
  rekening: {
    jenis: 'RDL',
    nama_bank: 'BNI',
    nomor_rekening: '9880001234',
    saldo_bank: 3_456_789,
    disinkronkan_pada: '2026-11-26T09:15:00+07:00',
  },
  selisih: 0,
  status: 'ok',
  dibuat_pada: '2026-11-26T09:15:00+07:00',
};

/**
 * A withdrawal of Rp 250.000 requested and not yet paid out: out of Dana Tersedia, still in the bank
 * account, so the account should hold Rp 3.706.789, the bank says so, and all is well although the
 * ledger balance (Rp 3.456.789) differs from the bank's.
 */
export const PENDING_WITHDRAWAL: Statement = {
  ...FILLED,
  saldo_rekening_seharusnya: 3_706_789,
  dicadangkan_penarikan: 250_000,
  rekening: { ...FILLED.rekening!, saldo_bank: 3_706_789 },
  selisih: 0,
  status: 'ok',
};

/** With a withdrawal pending, the bank reports Rp 2 more than the account should hold. */
export const MISMATCH: Statement = {
  ...PENDING_WITHDRAWAL,
  rekening: { ...PENDING_WITHDRAWAL.rekening!, saldo_bank: 3_706_791 },
  selisih: 2,
  status: 'mismatch',
};

/** The last sync is 49 hours old. */
export const STALE: Statement = {
  ...FILLED,
  rekening: { ...FILLED.rekening!, disinkronkan_pada: '2026-11-24T08:15:00+07:00' },
  status: 'stale',
};

/** No active dedicated account: no bank side. */
export const NO_ACCOUNT: Statement = {
  ...FILLED,
  rekening: null,
  selisih: null,
  status: 'no_account',
};

/** A month without movements (the balance stays at Rp 500.000). */
export const EMPTY_MONTH: Statement = {
  ...FILLED,
  bulan: '2026-10',
  dari: '2026-10-01T00:00:00+07:00',
  sampai: '2026-11-01T00:00:00+07:00',
  saldo_awal: 500_000,
  total_masuk: 0,
  total_keluar: 0,
  saldo_akhir: 500_000,
  mutasi: [],
  saldo_buku: 500_000,
  saldo_rekening_seharusnya: 500_000,
  rekening: { ...FILLED.rekening!, saldo_bank: 500_000 },
};

export const answer = (data: Statement): StatementResponse => ({ data });
