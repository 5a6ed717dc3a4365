import type { ColumnType, Generated, Kysely } from 'kysely';
import type { DB } from '../../db/schema/index.ts';

/**
 * Kysely types of the platform financing tables (`src/db/migrations/0160_platform_financings.sql`).
 * Keep both in step. Dates are written as `YYYY-MM-DD` text and read with `::text`.
 */

type DateText = ColumnType<string, string, string>;

export interface PlatformFinancingsTable {
  id: Generated<number>;
  /** A stable code (the seed's idempotency key). */
  kode: string;
  project_id: number | null;
  borrower_name: string;
  sector: string;
  principal: number;
  disbursed_on: DateText;
  tenor_months: number;
  created_at: ColumnType<Date, Date | undefined, never>;
}

export interface FinancingInstallmentsTable {
  financing_id: number;
  number: number;
  due_on: DateText;
  principal_due: number;
  paid_on: ColumnType<string | null, string | null | undefined, string | null>;
}

export type HealthTables = {
  platform_financings: PlatformFinancingsTable;
  financing_installments: FinancingInstallmentsTable;
};

export type HealthDb = Kysely<DB & HealthTables>;

export function healthDb(db: Kysely<DB>): HealthDb {
  return db.withTables<HealthTables>();
}
