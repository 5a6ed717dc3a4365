import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema/index.ts';

/**
 * The financings from before the ledger (`0160_platform_financings.sql`, `0226`) and the ledger's
 * projects, fundings, repayments and defaults; columns in the generated `DB`.
 * Dates are written as `YYYY-MM-DD` text and read with `::text`.
 */
export type HealthTables = Pick<DB, 'platform_financings' | 'financing_installments'>;

export type HealthDb = Kysely<DB>;

export function healthDb(db: Kysely<DB>): HealthDb {
  return db;
}
