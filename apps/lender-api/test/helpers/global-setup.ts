import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPostgres, wrapPglite } from '../../src/db/database.ts';
import { initializeDatabase } from '../../src/seed/init.ts';
import { TEST_GRACE_DAYS } from './grace-days.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * PGlite: an uncompressed tar of a migrated and seeded data folder, loaded by every test file
     * (uncompressed: no gunzip of ~80 MB in each of ~45 loads, about 0.5 s each).
     */
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
      await initializeDatabase(database, { seedDemo: true, graceDays: TEST_GRACE_DAYS });
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
  const file = path.join(dir, 'base.tar');
  // What openPglite('memory://') opens, dumped without compression (Database.dump is gzip).
  const client = await PGlite.create();
  const database = wrapPglite(client);
  try {
    await initializeDatabase(database, { seedDemo: true, graceDays: TEST_GRACE_DAYS });
    const dump = await client.dumpDataDir('none');
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
