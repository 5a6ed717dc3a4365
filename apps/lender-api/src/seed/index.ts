import type { Database } from '../db/database.ts';
import { hashPassword } from '../modules/auth/index.ts';
import { DEMO_LENDERS, DEMO_PASSWORD, demoAccountsIn } from './demo-lenders.ts';
import { BANKS, MASTER_OPTIONS } from './master-options.ts';
import { seedRegions } from './regions.ts';
import { SANDBOX_POPULATION } from './sandbox-population.ts';
import type { MasterKind } from '../db/schema/index.ts';
import { TERMS } from './terms.ts';
import { seedProjects } from './projects.ts';
import { seedDemoCards } from './demo-cards.ts';
import { seedDemoMoney } from './demo-money.ts';
import { seedDemoHistory } from './demo-history.ts';
import { seedDemoMaturity } from './demo-maturity.ts';
import { seedContent } from './content.ts';
import { seedPlatformFinancings } from './platform-financings.ts';
import { backfillActiveRdlAccounts } from '../modules/wallet/index.ts';
import { createSandboxRdlProvider } from '../providers/payments/sandbox/rdl.ts';
import { walletDb } from '../modules/wallet/index.ts';

/** Reference data every installation needs (terms, option lists, banks, regions). Idempotent. */
export async function seedReference(database: Database): Promise<void> {
  const { db } = database;
  const options = Object.entries(MASTER_OPTIONS).flatMap(([kind, names]) =>
    names.map((nama, index) => ({
      kind: kind as MasterKind,
      id: index + 1,
      nama,
      sort: index + 1,
    })),
  );
  await db
    .insertInto('master_options')
    .values(options)
    .onConflict((oc) => oc.columns(['kind', 'id']).doNothing())
    .execute();
  await db
    .insertInto('banks')
    .values([...BANKS])
    .onConflict((oc) => oc.column('kode').doNothing())
    .execute();
  await seedRegions(database);
  await seedContent(database);
  await db
    .insertInto('sandbox_population')
    .values([...SANDBOX_POPULATION])
    .onConflict((oc) => oc.column('nik').doNothing())
    .execute();
  for (const lang of ['id', 'en'] as const) {
    const existing = await db
      .selectFrom('term_conditions')
      .select('id')
      .where('lang', '=', lang)
      .executeTakeFirst();
    if (!existing)
      await db
        .insertInto('term_conditions')
        .values({ lang, ...TERMS[lang] })
        .execute();
  }
}

/**
 * The demo lenders (SEED_DEMO=1). Idempotent: existing usernames are left as they are. `graceDays`: the
 * configured `REPAYMENT_GRACE_DAYS`, with which the demo repayments are recorded and marked late.
 */
export async function seedDemo(database: Database, graceDays: number): Promise<void> {
  const { db } = database;
  const existing = new Set(await demoAccountsIn(database));
  const missing = DEMO_LENDERS.filter((lender) => !existing.has(lender.username));
  if (missing.length === 0) return seedDemoMoneyAndProjects(database, graceDays);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const verifiedAt = new Date('2026-01-05T03:00:00Z');
  await db
    .insertInto('lenders')
    .values(
      missing.map((lender) => ({
        username: lender.username,
        email: lender.email,
        password_hash: passwordHash,
        lender_type: lender.lenderType,
        status: lender.status,
        nama: lender.nama,
        email_verified_at: lender.emailVerified ? verifiedAt : null,
        is_active_rdl: lender.isActiveRdl,
        is_new_lender_ekyc: true,
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
  await seedDemoMoneyAndProjects(database, graceDays);
}

/** Demo projects, then the demo lenders' wallets and fundings (money part; idempotent). */
async function seedDemoMoneyAndProjects(database: Database, graceDays: number): Promise<void> {
  await seedProjects(database);
  await seedDemoMoney(database, graceDays);
  await seedDemoHistory(database, graceDays);
  // After the history: its late marking on past days must not see the maturity projects.
  await seedDemoMaturity(database, graceDays);
  await seedDemoCards(database);
  await seedPlatformFinancings(database);
  // The demo lenders' accounts carry the sandbox bank's numbers.
  await backfillActiveRdlAccounts(walletDb(database.db), createSandboxRdlProvider(), new Date());
}
