import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema/index.ts';

/**
 * The platform financing tables (`0160_platform_financings.sql`); columns in the generated `DB`.
 * Dates are written as `YYYY-MM-DD` text and read with `::text`.
 */
export type HealthTables = Pick<DB, 'platform_financings' | 'financing_installments'>;

export type HealthDb = Kysely<DB>;

export function healthDb(db: Kysely<DB>): HealthDb {
  return db;
}
