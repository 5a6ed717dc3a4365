import { buildApp } from './app.ts';
import { loadConfigOrExit, productionProblems } from './config.ts';
import { openDatabase } from './db/database.ts';
import { pendingMigrations } from './db/migrate.ts';
import { jobSchemaProblem } from './jobs/index.ts';
import { DEMO_LENDERS, DEMO_PASSWORD, demoAccountsIn } from './seed/demo-lenders.ts';
import { loggerOptions } from './http/request-log.ts';
import { createSandboxClock, restoreSandboxClock } from './modules/sandbox/index.ts';

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
  const jobSchema = await jobSchemaProblem(database);
  if (jobSchema) {
    await database.close();
    refuse([`the job queue's schema is not ready (${jobSchema}): run \`npm run migrate\` first`]);
  }
}
// The sandbox's clock can be moved forward (the sandbox's project life); anywhere else real time.
const sandboxClock = config.sandbox ? createSandboxClock(database) : null;
const app = await buildApp({
  db: database,
  config,
  ...(sandboxClock ? { clock: sandboxClock } : {}),
  logger: loggerOptions(config.logLevel, config.logFile),
});

let closing = false;
/**
 * SIGTERM/SIGINT: the port closes (a request on a connection already open gets 503), the requests in
 * flight finish and are answered, then the database closes and the process exits 0. Still busy after
 * `SHUTDOWN_TIMEOUT_MS`: exit 1, saying so; a second signal exits 1 at once.
 */
async function shutdown(signal: string) {
  if (closing) {
    console.error(`${signal} again: exiting without waiting for the requests in flight`);
    process.exit(1);
  }
  closing = true;
  const timeoutMs = config.shutdownTimeoutMs;
  console.log(`\n${signal}: stopping the server (requests in flight get up to ${timeoutMs} ms)`);
  setTimeout(() => {
    console.error(
      `shutdown: requests still in flight after ${timeoutMs} ms (SHUTDOWN_TIMEOUT_MS): exiting with code 1`,
    );
    process.exit(1);
  }, timeoutMs).unref();
  // Node closes the idle keep-alive connections once, when the port closes; a connection whose request
  // was in flight stays open after its answer (keep-alive, 72 s), and the close waits for it. Close
  // each as soon as it is idle.
  const closeIdle = setInterval(() => app.server.closeIdleConnections(), 50).unref();
  let failed = false;
  await app.close().catch((error: unknown) => {
    failed = true;
    console.error('shutdown: closing the server failed:', error);
  });
  clearInterval(closeIdle);
  await database.close().catch((error: unknown) => {
    failed = true;
    console.error('shutdown: closing the database failed:', error);
  });
  if (!failed) console.log('stopped: requests answered, database closed');
  process.exit(failed ? 1 : 0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
try {
  await app.whenReady();
  if (sandboxClock) await restoreSandboxClock(database, sandboxClock);
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
    ? `  SANDBOX=1 — sandbox on (never for real lenders): payments, liveness and KYC review are simulated; outbox ${url}/sandbox/outbox; KYC review ${url}/sandbox/kyc as reviewer / ${config.sandboxReviewerPassword}; a funded project's life (due, paid, late, repaid, default) ${url}/dashboard/sandbox-life`
    : '  sandbox off',
  config.webDist ? `  web app: ${config.webDist}` : '  web app: not served (WEB_DIST is not set)',
];
if (config.seedDemo) {
  lines.push(`  demo logins (password ${DEMO_PASSWORD}):`);
  for (const lender of DEMO_LENDERS)
    lines.push(`    ${lender.username.padEnd(16)} ${lender.description}`);
}
console.log(lines.join('\n'));
