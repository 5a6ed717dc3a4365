import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema/index.ts';
import type { MoneyTables } from '../../shared/ledger/tables.ts';

/** Spec numbers of an e-wallet/QRIS/card top-up: 1 BARU, 2 MENUNGGU, 3 BERHASIL, 4 GAGAL, 8 BATAL. */
export type TopUpStatus = 1 | 2 | 3 | 4 | 8;

/** The money tables and `0110_wallet_providers.sql`'s; columns in the generated `DB`. */
export type WalletTables = MoneyTables &
  Pick<DB, 'rdl_accounts' | 'saved_cards' | 'ewallet_topups'>;

export type WalletDB = DB;
export type WalletDb = Kysely<WalletDB>;
export type WalletTrx = Transaction<WalletDB>;

export function walletDb(db: Kysely<DB>): WalletDb {
  return db;
}
