import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './database.ts';

const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const FILE_PATTERN = /^\d{4}_[a-z0-9_]+\.sql$/;

export async function listMigrations(): Promise<string[]> {
  const files = await readdir(MIGRATIONS_DIR);
  return files.filter((file) => FILE_PATTERN.test(file)).sort();
}

/**
 * Applies the pending `migrations/NNNN_name.sql` files in one transaction and records them in
 * `schema_migrations`. Returns the names applied now.
 */
export async function migrate(database: Database): Promise<string[]> {
  const files = await listMigrations();
  return database.transactionScript(async (runner) => {
    await runner.exec(
      'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    // Serialise concurrent starters on a real PostgreSQL (no-op cost on PGlite, which has one connection).
    await runner.query('SELECT pg_advisory_xact_lock(727001)');
    const done = new Set(
      (await runner.query<{ name: string }>('SELECT name FROM schema_migrations')).map(
        (row) => row.name,
      ),
    );
    const applied: string[] = [];
    for (const file of files) {
      if (done.has(file)) continue;
      const sql = await readFile(path.join(MIGRATIONS_DIR, file), 'utf8');
      await runner.exec(sql);
      await runner.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
      applied.push(file);
    }
    return applied;
  });
}

/**
 * The migration files not yet applied to `database` (all of them on an empty database). Read-only:
 * what a production start refuses on and what `/readyz` reports.
 */
export async function pendingMigrations(database: Database): Promise<string[]> {
  const files = await listMigrations();
  const applied = await database.transactionScript(async (runner) => {
    const [table] = await runner.query<{ exists: boolean }>(
      "SELECT to_regclass('schema_migrations') IS NOT NULL AS exists",
    );
    if (!table?.exists) return new Set<string>();
    const rows = await runner.query<{ name: string }>('SELECT name FROM schema_migrations');
    return new Set(rows.map((row) => row.name));
  });
  return files.filter((file) => !applied.has(file));
}
