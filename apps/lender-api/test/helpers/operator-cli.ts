// `npm run operator -- …` (scripts/run.sh → src/cli.ts) as an operator runs it: a child process in
// production mode on an embedded database of the test file's own, which `prepare` fills (migrated, or
// a copy of the seeded base database with `seededBase`) before the file's tests; the folder is removed
// after them. The command's DATABASE_URL is cleared,
// so on a PostgreSQL run there is nothing to prepare (such files skip themselves there).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, inject } from 'vitest';
import { openPglite, type Database } from '../../src/db/database.ts';
import { migrate } from '../../src/db/migrate.ts';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/**
 * `settings`: more environment settings for the command (e.g. `REPAYMENT_GRACE_DAYS`). `seededBase`:
 * start from the seeded base database every test app copies (reference and demo data, the job
 * schema) rather than a new one migrated here — no new cluster to create (initdb) nor migrations to
 * run, the most of this helper's time — for a file whose checks do not mind the demo data.
 */
export function operatorOnOwnDatabase(
  name: string,
  prepare: (database: Database) => Promise<void>,
  options: { settings?: Record<string, string>; seededBase?: boolean } = {},
) {
  const work = mkdtempSync(path.join(os.tmpdir(), `pendana-${name}-`));
  const dataDir = path.join(work, 'pglite');
  const env = {
    ...process.env,
    PGLITE_DIR: dataDir,
    DATABASE_URL: '',
    NODE_ENV: 'production',
    ...options.settings,
  };
  beforeAll(async () => {
    if (process.env.DATABASE_URL) return;
    const base = options.seededBase ? inject('pgliteBase') : null;
    if (options.seededBase && !base)
      throw new Error('the global setup did not provide a base database');
    const database = base
      ? await openPglite(dataDir, new Blob([readFileSync(base)]))
      : await openPglite(dataDir);
    try {
      if (!base) await migrate(database);
      await prepare(database);
    } finally {
      await database.close();
    }
  }, 120_000);
  afterAll(() => {
    rmSync(work, { recursive: true, force: true });
  });
  /** The command with `input` on its standard input (a password, never an argument). */
  const operatorWithInput = (input: string, ...args: string[]) =>
    spawnSync('bash', ['scripts/run.sh', 'operator', ...args], {
      cwd: REPO_ROOT,
      env,
      encoding: 'utf8',
      timeout: 90_000,
      input,
    });
  const operator = (...args: string[]) => operatorWithInput('', ...args);
  return { operator, operatorWithInput, dataDir };
}
