import type { ColumnType, Generated, Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema/index.ts';

/** Kysely types of the money tables (`src/db/migrations/0100_money.sql`). Keep both in step. */

export type Akad = 'Murabahah' | 'Mudharabah';
export type ProjectKategori = 'properti' | 'modal_kerja';
export type LedgerAccount =
  | 'lender_available'
  | 'lender_invested'
  | 'lender_pending_withdrawal'
  | 'platform_cash_in'
  | 'platform_cash_out'
  | 'platform_projects'
  /** Tax withheld from yield, payable to the state (migration 0180). */
  | 'platform_tax_payable';
export type TransactionKategori =
  'topup' | 'pendanaan' | 'imbal_hasil' | 'penarikan' | 'pengembalian_dana';
/** Spec numbers: 1 BARU, 2 MENUNGGU, 3 BERHASIL, 4 GAGAL, 8 BATAL. */
export type TransactionStatus = 1 | 2 | 3 | 4 | 8;

/** Dates are read as `YYYY-MM-DD` text (see `DATE_TEXT`); written as text too. */
type DateText = ColumnType<string, string, string>;

export interface ProjectsTable {
  id: Generated<number>;
  nama: string;
  alamat: string;
  kategori: ProjectKategori;
  akad: Akad;
  /** numeric(5,2): read as a string by both drivers. */
  imbal_hasil: ColumnType<string, string | number, string | number>;
  harga_paket: number;
  total_paket: number;
  paket_awal: ColumnType<number, number | undefined, number>;
  /** Sum of the project's `fundings.jumlah_paket`, kept by a trigger (migration 0191). */
  paket_didanai: ColumnType<number, never, never>;
  tenor: number;
  payout_interval: ColumnType<number, number | undefined, number>;
  tgl_mulai_penggalangan: DateText;
  tgl_selesai_penggalangan: DateText;
  tgl_mulai: DateText;
  tgl_selesai: DateText;
  image_url: string;
  /** Generated from `image_url` (migration 0190): what `mediaRef` gives, stored. */
  image_ref: ColumnType<string, never, never>;
  gambar: ColumnType<string[], string[] | undefined, string[]>;
  deskripsi: string;
  legalitas: string;
  pemilik: string;
  simulasi: string;
  created_at: ColumnType<Date, Date | undefined, never>;
}

export interface WalletsTable {
  lender_id: number;
  created_at: ColumnType<Date, Date | undefined, never>;
}

export interface FundingsTable {
  id: Generated<number>;
  lender_id: number;
  project_id: number;
  tanggal_invest: DateText;
  jumlah_paket: number;
  nominal_awal: number;
  status: ColumnType<0 | 1, 0 | 1 | undefined, 0 | 1>;
  created_at: ColumnType<Date, Date | undefined, never>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export interface LedgerTransactionsTable {
  id: Generated<number>;
  lender_id: number;
  kategori: TransactionKategori;
  tipe: 'CREDIT' | 'DEBIT';
  nominal: number;
  status: TransactionStatus;
  perihal: string;
  referensi: string;
  funding_id: number | null;
  created_at: Date;
  updated_at: Date;
}

export interface LedgerEntriesTable {
  id: Generated<number>;
  transaction_id: number;
  posting: ColumnType<number, number | undefined, never>;
  account: LedgerAccount;
  lender_id: number | null;
  project_id: number | null;
  amount: number;
  created_at: Date;
}

export interface IdempotencyKeysTable {
  lender_id: number;
  idem_key: string;
  operation: string;
  request_hash: string;
  response: ColumnType<unknown, string, never>;
  created_at: Date;
}

export interface VirtualAccountsTable {
  nomor_va: string;
  lender_id: number;
  kode_bank: string;
  created_at: Date;
}

export interface TopupsTable {
  id: Generated<number>;
  lender_id: number;
  nomor_va: string;
  nominal: number;
  provider_reference: string;
  transaction_id: number;
  created_at: Date;
}

export interface WithdrawalReasonsTable {
  kode: string;
  alasan: string;
  sort: number;
}

export interface WithdrawalsTable {
  id: Generated<number>;
  lender_id: number;
  nominal: number;
  no_rekening: string;
  kode_bank: string;
  kode_alasan: string;
  keterangan: string | null;
  status: 2 | 3 | 4;
  transaction_id: number;
  created_at: Date;
  decided_at: Date | null;
  /** Why the bank refused it (migration 0140); null unless refused. */
  kode_penolakan: WithdrawalRefusal | null;
}

/** Why a bank refuses a payout (texts: `withdrawalRefused_<code>` in ledger/texts). */
export const WITHDRAWAL_REFUSALS = ['account_closed', 'name_mismatch', 'bank_rejected'] as const;
export type WithdrawalRefusal = (typeof WITHDRAWAL_REFUSALS)[number];

export interface YieldPayoutsTable {
  funding_id: number;
  bulan: number;
  lender_id: number;
  /** Net: what reached the wallet (bruto − pajak; migration 0180). */
  nominal: number;
  tanggal_payout: DateText;
  transaction_id: number | null;
  paid_at: Date;
  /** Gross yield of the payout, tax withheld, its kind and rate in % (0 = paid before 0180). */
  bruto: number;
  pajak: number;
  jenis_pajak: 'PPh23' | 'PPh26';
  tarif_pajak: 0 | 15 | 20;
}

export type MoneyTables = {
  projects: ProjectsTable;
  wallets: WalletsTable;
  fundings: FundingsTable;
  ledger_transactions: LedgerTransactionsTable;
  ledger_entries: LedgerEntriesTable;
  idempotency_keys: IdempotencyKeysTable;
  virtual_accounts: VirtualAccountsTable;
  topups: TopupsTable;
  withdrawal_reasons: WithdrawalReasonsTable;
  withdrawals: WithdrawalsTable;
  yield_payouts: YieldPayoutsTable;
};

export type MoneyDB = DB & MoneyTables;
export type MoneyDb = Kysely<MoneyDB>;
export type MoneyTrx = Transaction<MoneyDB>;

/** The shared Kysely instance with the money tables added to its types. */
export function moneyDb(db: Kysely<DB>): MoneyDb {
  return db.withTables<MoneyTables>();
}
