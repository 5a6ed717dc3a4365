import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../../src/db/database.ts';
import { initializeDatabase } from '../../src/db/init.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: a gzip tar of a migrated and seeded data folder, loaded by every test file. */
    pgliteBase: string | null;
    /** PostgreSQL (DATABASE_URL set): the migrated and seeded template database. */
    pgTemplate: string | null;
  }
}

function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Builds the seeded base database once per run (migrations + argon2 hashing of the demo logins are
 * the slow part); each test file then starts from a copy of it.
 */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl) {
    const template = `pendana_test_tpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${template}`);
    await admin.query(`CREATE DATABASE ${template}`);
    const database = openPostgres(databaseUrl(adminUrl, template));
    try {
      await initializeDatabase(database, { seedDemo: true });
    } finally {
      await database.close();
    }
    project.provide('pgliteBase', null);
    project.provide('pgTemplate', template);
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${template}`);
      await admin.end();
    };
  }

  const dir = await mkdtemp(path.join(os.tmpdir(), 'pendana-api-test-'));
  const file = path.join(dir, 'base.tar.gz');
  const database = await openPglite('memory://');
  try {
    await initializeDatabase(database, { seedDemo: true });
    const dump = await database.dump?.();
    if (!dump) throw new Error('PGlite database cannot be dumped');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
  project.provide('pgliteBase', file);
  project.provide('pgTemplate', null);
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
