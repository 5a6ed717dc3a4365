import type { ColumnType, Generated, Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema/index.ts';
import type { MoneyTables } from '../../shared/ledger/tables.ts';
import type { CardBrand, PaymentMethod } from '../../providers/payments/index.ts';

/** Kysely types of `src/db/migrations/0110_wallet_providers.sql`. Keep both in step. */

export interface RdlAccountsTable {
  lender_id: number;
  status: 'pending' | 'active' | 'failed';
  account_type: 'RDL' | 'RDF';
  kode_bank: string;
  cif_number: string | null;
  account_number: string | null;
  results: ColumnType<unknown, string, string>;
  created_at: Date;
  updated_at: Date;
}

export interface SavedCardsTable {
  id: Generated<number>;
  lender_id: number;
  masked_number: string;
  card_fingerprint: string;
  brand: CardBrand;
  card_expiry: string;
  nama_pemilik: string;
  created_at: Date;
}

export type TopUpStatus = 1 | 2 | 3 | 4 | 8;

export interface EwalletTopupsTable {
  id: Generated<number>;
  reference_id: string;
  lender_id: number;
  payment_method: PaymentMethod;
  amount: number;
  biaya: ColumnType<number, number | undefined, number>;
  status: TopUpStatus;
  nomor_hp: string | null;
  qr_string: string | null;
  redirect_url: string | null;
  card_id: number | null;
  card_masked: string | null;
  card_fingerprint: string | null;
  card_brand: CardBrand | null;
  card_expiry: string | null;
  card_nama_pemilik: string | null;
  simpan_kartu: ColumnType<boolean, boolean | undefined, boolean>;
  authentication_id: string | null;
  authenticated: ColumnType<boolean, boolean | undefined, boolean>;
  provider_code: string;
  provider_message: string;
  provider_error: string | null;
  transaction_id: number;
  expired_at: Date;
  paid_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export type WalletTables = MoneyTables & {
  rdl_accounts: RdlAccountsTable;
  saved_cards: SavedCardsTable;
  ewallet_topups: EwalletTopupsTable;
};

export type WalletDB = DB & WalletTables;
export type WalletDb = Kysely<WalletDB>;
export type WalletTrx = Transaction<WalletDB>;

export function walletDb(db: Kysely<DB>): WalletDb {
  return db.withTables<WalletTables>();
}
