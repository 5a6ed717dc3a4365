import type { Database } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { installJobSchema } from '../jobs/index.ts';
import { seedDemoKyc } from './demo-kyc.ts';
import { seedDemo, seedReference } from './index.ts';

/**
 * Migrations, the job queue's schema, reference data and (optionally) the demo lenders: what
 * `/healthz` waits for.
 */
export async function initializeDatabase(
  database: Database,
  /** `graceDays`: the configured `REPAYMENT_GRACE_DAYS`, for the demo history's repayments. */
  options: { seedDemo: boolean; graceDays: number },
): Promise<void> {
  await migrate(database);
  await installJobSchema(database);
  await seedReference(database);
  if (options.seedDemo) {
    await seedDemo(database, options.graceDays);
    await seedDemoKyc(database);
  }
}
