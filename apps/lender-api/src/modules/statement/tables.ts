import type { ColumnType, Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema/index.ts';
import type { WalletTables } from '../wallet/index.ts';

/** Kysely types of `src/db/migrations/0170_bank_balance_syncs.sql`. Keep both in step. */

/** bigint: a string from node-postgres, a number or bigint from PGlite; written as a number. */
type Bigint = ColumnType<string | number | bigint, number, number>;

export interface BankBalanceSyncsTable {
  lender_id: number;
  saldo: Bigint;
  synced_at: Date;
}

export interface SandboxBankAccountsTable {
  lender_id: number;
  saldo: ColumnType<string | number | bigint | null, number | null, number | null>;
  unreachable: ColumnType<boolean, boolean | undefined, boolean>;
  updated_at: Date;
}

export type StatementTables = WalletTables & {
  bank_balance_syncs: BankBalanceSyncsTable;
  sandbox_bank_accounts: SandboxBankAccountsTable;
};

export type StatementDB = DB & StatementTables;
export type StatementDb = Kysely<StatementDB>;
export type StatementTrx = Transaction<StatementDB>;

export function statementDb(db: Kysely<DB>): StatementDb {
  return db.withTables<StatementTables>();
}
