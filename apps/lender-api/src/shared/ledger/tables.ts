import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema/index.ts';

/** Values the money tables' CHECK constraints allow, for the code that reads those columns. */

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
  | 'platform_tax_payable'
  /** Borrowers' repayments received (migration 0210): an asset, negative like platform_cash_in. */
  | 'platform_collections'
  /** Fees the platform earns: the card fee of a card top-up (0203) and the ujrah taken from repayments (0210). */
  | 'platform_fee_income'
  /** Lenders' principal written off on a declared default (0220). */
  | 'platform_write_offs';
export type TransactionKategori =
  | 'topup'
  | 'pendanaan'
  | 'imbal_hasil'
  | 'penarikan'
  /** Funds taken back from a funding during its fundraising. */
  | 'pengembalian_dana'
  /** Principal returned by a borrower's repayment (0223). */
  | 'pengembalian_pokok'
  /** A funding's principal written off when its project's default is declared (0220). */
  | 'penghapusan_dana';
/** A project's life (migration 0210): `projects.stage`, changed by `project_stage_events` rows. */
export type ProjectStage = 'fundraising' | 'funded' | 'running' | 'repaid' | 'late' | 'defaulted';
/** `fundings.status`: 0 every package taken back, 1 open, 2 ended with its project repaid (Selesai). */
export const FUNDING_STATUS = { TAKEN_BACK: 0, OPEN: 1, ENDED: 2 } as const;
/** Spec numbers: 1 BARU, 2 MENUNGGU, 3 BERHASIL, 4 GAGAL, 8 BATAL. */
export type TransactionStatus = 1 | 2 | 3 | 4 | 8;

/** Why a bank refuses a payout (texts: `withdrawalRefused_<code>` in ledger/texts). */
export const WITHDRAWAL_REFUSALS = ['account_closed', 'name_mismatch', 'bank_rejected'] as const;
export type WithdrawalRefusal = (typeof WITHDRAWAL_REFUSALS)[number];

/** The money tables (migrations 0100, 0101, 0140, 0180, 0190, 0191, 0210); columns in the generated `DB`. */
export type MoneyTables = Pick<
  DB,
  | 'projects'
  | 'wallets'
  | 'fundings'
  | 'ledger_transactions'
  | 'ledger_entries'
  | 'idempotency_keys'
  | 'virtual_accounts'
  | 'topups'
  | 'withdrawal_reasons'
  | 'withdrawals'
  | 'yield_payouts'
  | 'project_stage_events'
  | 'repayments'
  | 'repayment_shares'
>;

export type MoneyDB = DB;
export type MoneyDb = Kysely<MoneyDB>;
export type MoneyTrx = Transaction<MoneyDB>;

/** The shared Kysely instance: its generated `DB` has the money tables. */
export function moneyDb(db: Kysely<DB>): MoneyDb {
  return db;
}
