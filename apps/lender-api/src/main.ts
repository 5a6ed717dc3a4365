import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { DEMO_LENDERS, DEMO_PASSWORD } from './db/seed/demo-lenders.ts';

const config = loadConfig();
const startedAt = Date.now();
const database = await openDatabase(config);
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

const url = `http://${config.host}:${config.port}`;
const dbLabel = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite at ${config.pgliteDir}`;
const lines = [
  '',
  `Pendana is ready at ${url}  (API ${url}${config.apiBasePath}, ${Date.now() - startedAt} ms)`,
  `  database: ${dbLabel}${config.sandbox ? `; sandbox on: outbox at ${url}/sandbox/outbox` : ''}`,
  config.webDist ? `  web app: ${config.webDist}` : '  web app: not served (WEB_DIST is not set)',
];
if (config.seedDemo) {
  lines.push(`  demo logins (password ${DEMO_PASSWORD}):`);
  for (const lender of DEMO_LENDERS)
    lines.push(`    ${lender.username.padEnd(16)} ${lender.description}`);
}
console.log(lines.join('\n'));
