import { buildApp } from './app.ts';
import { loadConfigOrExit, productionProblems } from './config.ts';
import { openDatabase } from './db/database.ts';
import { pendingMigrations } from './db/migrate.ts';
import { DEMO_LENDERS, DEMO_PASSWORD, demoAccountsIn } from './db/seed/demo-lenders.ts';

const config = loadConfigOrExit();
const production = config.environment === 'production';
/** Refuses to start: one line per reason, exit code 1, no stack trace. */
function refuse(problems: readonly string[]): never {
  for (const problem of problems)
    console.error(`refusing to start (NODE_ENV=production): ${problem}`);
  process.exit(1);
}
if (production) {
  const problems = productionProblems(config);
  if (problems.length > 0) refuse(problems);
}
const startedAt = Date.now();
const database = await openDatabase(config).catch((error: unknown) => {
  console.error(
    `cannot open the database: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});
if (production) {
  // Production never migrates at start: `npm run migrate` is a step of its own, run once per release.
  const pending = await pendingMigrations(database).catch(async (error: unknown) => {
    await database.close().catch(() => undefined);
    refuse([
      `cannot reach the database: ${error instanceof Error ? error.message : String(error)}`,
    ]);
  });
  if (pending.length > 0) {
    await database.close();
    refuse([
      `${pending.length} database migration(s) pending (${pending.join(', ')}): run \`npm run migrate\` first`,
    ]);
  }
}
const app = await buildApp({
  db: database,
  config,
  logger: { level: process.env.LOG_LEVEL ?? 'warn' },
});

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  console.log(`\n${signal}: stopping the server`);
  await app.close().catch(() => undefined);
  await database.close().catch(() => undefined);
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
try {
  await app.whenReady();
} catch (error) {
  console.error('Database initialisation failed:', error);
  await app.close();
  await database.close();
  process.exit(1);
}
if (production) {
  const demo = await demoAccountsIn(database);
  if (demo.length > 0) {
    await app.close();
    await database.close();
    refuse([`demo accounts exist in the database (${demo.join(', ')}): remove them`]);
  }
}

const url = `http://${config.host}:${config.port}`;
const dbLabel = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite at ${config.pgliteDir}`;
const lines = [
  '',
  `Pendana is ready at ${url}  (API ${url}${config.apiBasePath}, ${Date.now() - startedAt} ms)`,
  `  database: ${dbLabel}`,
  config.sandbox
    ? `  SANDBOX=1 — sandbox on (never for real lenders): payments, liveness and KYC review are simulated; outbox ${url}/sandbox/outbox; KYC review ${url}/sandbox/kyc as reviewer / ${config.sandboxReviewerPassword}`
    : '  sandbox off',
  config.webDist ? `  web app: ${config.webDist}` : '  web app: not served (WEB_DIST is not set)',
];
if (config.seedDemo) {
  lines.push(`  demo logins (password ${DEMO_PASSWORD}):`);
  for (const lender of DEMO_LENDERS)
    lines.push(`    ${lender.username.padEnd(16)} ${lender.description}`);
}
console.log(lines.join('\n'));
