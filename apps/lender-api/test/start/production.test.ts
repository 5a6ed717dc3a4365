// Issue 19: a production start from a clean clone, on PostgreSQL 15 — the start refuses a database
// with pending migrations, `npm run migrate` applies them once, `node src/main.ts` with
// NODE_ENV=production serves on plain Node 24 with no development dependency loaded, a lender
// registers and logs in through the API, and SIGTERM stops it with exit code 0. Runs in the
// PostgreSQL pass of the suite (test:pg); the web build is `npm run build`, the suite's build step.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listMigrations } from '../../src/db/migrate.ts';
import { spawnServer, type SpawnedServer } from '../helpers/spawned-server.ts';

const adminUrl = process.env.DATABASE_URL;
const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const REPO_ROOT = path.resolve(API_DIR, '../..');

/** The packages a production process must never load: every devDependency of the server, the SDK and the root. */
function developmentOnlyPackages(): Set<string> {
  const read = (file: string) =>
    JSON.parse(readFileSync(file, 'utf8')) as {
      dependencies?: Record<string, string>;
      devDependencies?: Record<string, string>;
    };
  const manifests = [
    read(path.join(API_DIR, 'package.json')),
    read(path.join(REPO_ROOT, 'packages/api-sdk/package.json')),
    read(path.join(REPO_ROOT, 'package.json')),
  ];
  const runtime = new Set(manifests.flatMap((m) => Object.keys(m.dependencies ?? {})));
  return new Set(
    manifests
      .flatMap((m) => Object.keys(m.devDependencies ?? {}))
      .filter((name) => !runtime.has(name)),
  );
}

/** `file:///…/node_modules/.pnpm/x@1/node_modules/@scope/name/…` → `@scope/name`. */
function packageOf(url: string): string | null {
  const match = /\/node_modules\/((?:@[^/]+\/)?[^/]+)\/(?!.*\/node_modules\/)/.exec(url);
  return match?.[1] ?? null;
}

const SECRETS = {
  PAYMENT_CALLBACK_SECRET_VA: randomBytes(16).toString('hex'),
  PAYMENT_CALLBACK_SECRET_EWALLET: randomBytes(16).toString('hex'),
  PAYMENT_CALLBACK_SECRET_QRIS: randomBytes(16).toString('hex'),
  PAYMENT_CALLBACK_SECRET_CARD: randomBytes(16).toString('hex'),
};

describe.skipIf(!adminUrl)('a production start on PostgreSQL 15', () => {
  const name = `pendana_prod_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  let env: Record<string, string>;
  let server: SpawnedServer | undefined;

  beforeAll(async () => {
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    env = {
      NODE_ENV: 'production',
      DATABASE_URL: url.toString(),
      SANDBOX: '',
      SEED_DEMO: '',
      WEB_DIST: '',
      PGLITE_DIR: '',
      ...SECRETS,
    };
  });

  afterAll(async () => {
    await server?.stop();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }, 60_000);

  const run = (command: string[]) =>
    spawnSync(command[0]!, command.slice(1), {
      cwd: REPO_ROOT,
      env: { ...process.env, ...env },
      encoding: 'utf8',
      timeout: 60_000,
    });

  it('refuses to start on a database with pending migrations, naming them, exit 1', async () => {
    const start = run([process.execPath, 'apps/lender-api/src/main.ts']);
    expect(start.status, start.stderr).toBe(1);
    const all = await listMigrations();
    expect(start.stderr.trim()).toBe(
      `refusing to start (NODE_ENV=production): ${all.length} database migration(s) pending (${all.join(', ')}): run \`npm run migrate\` first`,
    );
  });

  it('`npm run migrate` applies every migration once; run again, it has nothing to do', async () => {
    const first = run(['bash', 'scripts/run.sh', 'migrate']);
    expect(first.status, first.stderr).toBe(0);
    expect(first.stdout).toContain(
      `migrate: applied ${(await listMigrations()).length} migration(s)`,
    );
    const again = run(['bash', 'scripts/run.sh', 'migrate']);
    expect(again.status, again.stderr).toBe(0);
    expect(again.stdout.trim()).toBe('migrate: the database is up to date');
  });

  it('serves on plain Node with no development dependency loaded; a new lender logs in; SIGTERM stops it with 0', async () => {
    const record = path.join(mkdtempSync(path.join(os.tmpdir(), 'pendana-modules-')), 'loaded.txt');
    server = await spawnServer(
      { ...env, RECORD_MODULES_FILE: record },
      { nodeArgs: ['--import', path.join(API_DIR, 'test/helpers/record-modules.mjs')] },
    );
    expect(server.output()).toContain('sandbox off');
    expect(server.output()).not.toContain('demo logins');

    const credentials = { username: 'ops.check', password: 'Produksi2026' };
    const registered = await server.call('POST', '/newAuth/register', {
      body: {
        ...credentials,
        email: 'ops.check@example.com',
        password_confirmation: credentials.password,
        lender_type: 1,
      },
    });
    expect(registered.status, JSON.stringify(registered.json)).toBe(201);
    const login = await server.call('POST', '/newAuth/login', { body: credentials });
    expect(login.status, JSON.stringify(login.json)).toBe(200);
    const token = String(login.json.access_token);
    const me = await server.call('GET', '/v1/user_info', { token });
    expect(me.status).toBe(200);
    // The sandbox is off: its pages and calls do not exist.
    expect((await fetch(`${server.url}/sandbox/kyc`)).status).toBe(404);

    await server.stop();
    expect(server.exitCode()).toBe(0);
    server = undefined;

    const loaded = readFileSync(record, 'utf8').split('\n').filter(Boolean);
    const packages = new Set(loaded.map(packageOf).filter((p): p is string => p !== null));
    expect(packages).toContain('fastify');
    expect(packages).toContain('pg');
    const development = developmentOnlyPackages();
    expect(development).toContain('tsx');
    expect(packages).not.toContain('esbuild'); // tsx's engine: no transpiler at run time
    expect([...packages].filter((p) => development.has(p))).toEqual([]);
  });
});
