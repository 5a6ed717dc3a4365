import type { Database } from './database.ts';
import { migrate } from './migrate.ts';
import { seedDemoKyc } from './seed/demo-kyc.ts';
import { seedDemo, seedReference } from './seed/index.ts';

/** Migrations, reference data and (optionally) the demo lenders: what `/healthz` waits for. */
export async function initializeDatabase(
  database: Database,
  options: { seedDemo: boolean },
): Promise<void> {
  await migrate(database);
  await seedReference(database);
  if (options.seedDemo) {
    await seedDemo(database);
    await seedDemoKyc(database);
  }
}
