// The embedded database's backup and restore commands — back up, change the data, restore,
// and the data is as it was; a restore never deletes the folder it replaces. The commands are the ones
// `npm run backup|restore|migrate` run (scripts/run.sh → src/cli.ts). PostgreSQL's way is pg_dump /
// pg_restore (docs/lender-api.md), which the commands name when DATABASE_URL is set.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../src/db/database.ts';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const work = mkdtempSync(path.join(os.tmpdir(), 'pendana-backup-'));
const dataDir = path.join(work, 'pglite');
const backupFile = path.join(work, 'pendana.tar.gz');
const env = { ...process.env, PGLITE_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'production' };

const cli = (...args: string[]) =>
  spawnSync('bash', ['scripts/run.sh', ...args], {
    cwd: REPO_ROOT,
    env,
    encoding: 'utf8',
    timeout: 90_000,
  });

/** What the test compares before and after: the reference options, as rows. */
async function snapshot(): Promise<string[]> {
  const database = await openPglite(dataDir);
  try {
    const rows = await database.db
      .selectFrom('master_options')
      .select(['kind', 'id', 'nama'])
      .orderBy('kind')
      .orderBy('id')
      .execute();
    return rows.map((row) => `${row.kind}/${row.id}/${row.nama}`);
  } finally {
    await database.close();
  }
}

afterAll(() => {
  rmSync(work, { recursive: true, force: true });
});

describe.skipIf(!!process.env.DATABASE_URL)('backup → change → restore (embedded database)', () => {
  it('finds the data as it was, and keeps the replaced folder aside', async () => {
    const migrated = cli('migrate');
    expect(migrated.status, migrated.stderr).toBe(0);
    const before = await snapshot();
    expect(before.length).toBeGreaterThan(10);

    const backup = cli('backup', backupFile);
    expect(backup.status, backup.stderr).toBe(0);
    expect(existsSync(backupFile)).toBe(true);

    const changed = await openPglite(dataDir);
    await changed.db.updateTable('master_options').set({ nama: 'DIUBAH' }).execute();
    await changed.db.deleteFrom('master_options').where('id', '=', 1).execute();
    await changed.close();
    const after = await snapshot();
    expect(after).not.toEqual(before);

    const refused = cli('restore', backupFile);
    expect(refused.status).toBe(1);
    expect(refused.stderr.trim()).toBe(
      `restore: ${dataDir} already holds a database; add --force to keep it aside and restore`,
    );
    expect(await snapshot()).toEqual(after);

    const restored = cli('restore', backupFile, '--force');
    expect(restored.status, restored.stderr).toBe(0);
    expect(await snapshot()).toEqual(before);
    const aside = readdirSync(work).filter((name) => name.startsWith('pglite.before-restore-'));
    expect(aside).toHaveLength(1);
  }, 120_000);

  it('names pg_dump / pg_restore instead when the database is PostgreSQL', () => {
    const run = spawnSync('bash', ['scripts/run.sh', 'backup', backupFile], {
      cwd: REPO_ROOT,
      env: { ...env, DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(
      /^backup is for the embedded database; on PostgreSQL use pg_dump \/ pg_restore/,
    );
  });
});
