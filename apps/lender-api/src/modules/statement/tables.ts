import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema/index.ts';
import type { WalletTables } from '../wallet/index.ts';

/** The wallet's tables and `0170_bank_balance_syncs.sql`'s; columns in the generated `DB`. */
export type StatementTables = WalletTables &
  Pick<DB, 'bank_balance_syncs' | 'sandbox_bank_accounts'>;

export type StatementDB = DB;
export type StatementDb = Kysely<StatementDB>;
export type StatementTrx = Transaction<StatementDB>;

export function statementDb(db: Kysely<DB>): StatementDb {
  return db;
}
