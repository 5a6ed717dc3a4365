// `npm run operator -- declare-default …` (scripts/run.sh → src/cli.ts) on an embedded database of
// its own: the recovery and the write-off printed, the same reference again changes nothing, bad
// input is one line and a non-zero exit.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../src/db/database.ts';
import { migrate } from '../../src/db/migrate.ts';
import { advanceStagesByDates } from '../../src/modules/repayments/index.ts';
import { moneyDb } from '../../src/shared/ledger/tables.ts';
import { TestClock } from '../helpers/test-app.ts';
import { at, fund, lenderOf, newProject } from './fixture.ts';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const work = mkdtempSync(path.join(os.tmpdir(), 'pendana-default-'));
const dataDir = path.join(work, 'pglite');
const env = { ...process.env, PGLITE_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'production' };

const operator = (...args: string[]) =>
  spawnSync('bash', ['scripts/run.sh', 'operator', ...args], {
    cwd: REPO_ROOT,
    env,
    encoding: 'utf8',
    timeout: 90_000,
  });

let projectId = 0;

beforeAll(async () => {
  if (process.env.DATABASE_URL) return;
  const database = await openPglite(dataDir);
  try {
    await migrate(database);
    const t = { database, clock: new TestClock(at('2026-01-10').getTime()) };
    projectId = await newProject(t, {
      akad: 'Mudharabah',
      imbal: 12,
      fee: 0,
      tenor: 3,
      interval: 1,
      harga: 1_000_000,
      totalPaket: 10,
      start: '2026-01-31',
    });
    await fund(t, projectId, await lenderOf(t, 'PPh23', 10_000_000), 10, '2026-01-10');
    await advanceStagesByDates(moneyDb(database.db), '2026-02-01', at('2026-02-01'));
  } finally {
    await database.close();
  }
}, 120_000);

afterAll(() => {
  rmSync(work, { recursive: true, force: true });
});

// Embedded database only (as operator-cli.test.ts): declareDefault's PostgreSQL side is covered by
// default.test.ts.
describe.skipIf(!!process.env.DATABASE_URL)('npm run operator -- declare-default', () => {
  it('declares the default once and prints the recovery and the write-off', () => {
    const args = [
      'declare-default',
      '--project',
      String(projectId),
      '--recovery',
      '2.500.000',
      '--date',
      '2026-04-20',
      '--reference',
      'GB-1',
    ];
    const first = operator(...args);
    expect(first.status, first.stderr).toBe(0);
    expect(first.stdout).toContain(`project ${projectId} defaulted (reference GB-1)`);
    expect(first.stdout).toMatch(/recovery shared out as principal\s+Rp 2\.500\.000/);
    expect(first.stdout).toMatch(/principal written off\s+Rp 7\.500\.000/);
    const again = operator(...args);
    expect(again.status).toBe(0);
    expect(again.stdout).toContain('already declared: nothing changed');
    const bad = operator('declare-default', '--project', String(projectId));
    expect(bad.status).toBe(1);
    expect(bad.stderr).toMatch(/missing --recovery, --date, --reference/);
  }, 240_000);
});
