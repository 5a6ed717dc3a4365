// A production start from a clean clone, on PostgreSQL 15 — the start refuses a database
// with pending migrations, `npm run migrate` applies them once, `node src/main.ts` with
// NODE_ENV=production serves on plain Node 24 with no development dependency loaded, a lender
// registers and logs in through the API, and SIGTERM stops it with exit code 0. Runs in the
// PostgreSQL pass of the suite (test:pg); the web build is `npm run build`, the suite's build step.
// Withdrawals go to a disbursement gateway (`disbursements=http`); the in-memory sandbox is refused.
import { createHmac } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, realpathSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listMigrations } from '../../src/db/migrate.ts';
import {
  startFakeDisbursementGateway,
  type FakeDisbursementGateway,
} from '../helpers/fake-disbursement-gateway.ts';
import { prepareProductionStart, type ProductionStart } from '../helpers/production-start.ts';
import type { SpawnedServer } from '../helpers/spawned-server.ts';

const adminUrl = process.env.DATABASE_URL;
const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The folder of the package `name` as Node finds it from `fromDir` (walking up the node_modules). */
function findPackage(fromDir: string, name: string): string | null {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (existsSync(path.join(candidate, 'package.json'))) return realpathSync(candidate);
    if (path.dirname(dir) === dir) return null;
  }
}

/**
 * Every package folder a production install holds: the server's `dependencies` and, transitively,
 * theirs (optional ones when installed) — the closure a `pnpm install --prod` would keep.
 */
function productionPackages(): Set<string> {
  const seen = new Set<string>();
  const queue = [API_DIR];
  while (queue.length > 0) {
    const dir = queue.pop()!;
    const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
      dependencies?: Record<string, string>;
      optionalDependencies?: Record<string, string>;
    };
    for (const name of Object.keys({
      ...manifest.dependencies,
      ...manifest.optionalDependencies,
    })) {
      const found = findPackage(dir, name);
      if (found && !seen.has(found)) {
        seen.add(found);
        queue.push(found);
      }
    }
  }
  return seen;
}

/** `file:///…/node_modules/.pnpm/x@1/node_modules/@scope/name/lib/a.js` → its package folder. */
function packageFolderOf(url: string): string | null {
  if (!url.startsWith('file:')) return null;
  const file = fileURLToPath(url);
  const match = /^(.*\/node_modules\/(?:@[^/]+\/)?[^/@.][^/]*)\//.exec(file);
  return match?.[1] ?? null;
}

describe.skipIf(!adminUrl)('a production start on PostgreSQL 15', () => {
  let production: ProductionStart;
  let gateway: FakeDisbursementGateway;
  let server: SpawnedServer | undefined;

  beforeAll(async () => {
    gateway = await startFakeDisbursementGateway();
    production = await prepareProductionStart(adminUrl!, 'pendana_prod', gateway.url);
  });

  afterAll(async () => {
    await server?.stop();
    await production?.drop();
    await gateway?.close();
  }, 60_000);

  const start = () => production.run([process.execPath, 'apps/lender-api/src/main.ts']);

  it('refuses the in-memory disbursement sandbox, which pays no one, exit 1', async () => {
    const refused = await production.run([
      'env',
      'PROVIDERS=',
      process.execPath,
      'apps/lender-api/src/main.ts',
    ]);
    expect(refused.status, refused.stderr).toBe(1);
    expect(refused.stderr.trim()).toBe(
      'refusing to start (NODE_ENV=production): PROVIDERS has disbursements=sandbox: withdrawals would stay in memory and reach no bank (set PROVIDERS=disbursements=http with DISBURSEMENT_API_URL and DISBURSEMENT_API_KEY)',
    );
  });

  it('refuses to start on a database with pending migrations, naming them, exit 1', async () => {
    const started = await start();
    expect(started.status, started.stderr).toBe(1);
    const all = await listMigrations();
    expect(started.stderr.trim()).toBe(
      `refusing to start (NODE_ENV=production): ${all.length} database migration(s) pending (${all.join(', ')}): run \`npm run migrate\` first`,
    );
  });

  it('`npm run migrate` applies every migration once; run again, it has nothing to do', async () => {
    const first = await production.npm(['migrate']);
    expect(first.status, first.stderr).toBe(0);
    expect(first.stdout).toContain(
      `migrate: applied ${(await listMigrations()).length} migration(s)`,
    );
    const again = await production.npm(['migrate']);
    expect(again.status, again.stderr).toBe(0);
    expect(again.stdout.trim()).toBe('migrate: the database is up to date');
  });

  it('serves on plain Node with no development dependency loaded; a new lender logs in; SIGTERM stops it with 0', async () => {
    const record = path.join(mkdtempSync(path.join(os.tmpdir(), 'pendana-modules-')), 'loaded.txt');
    server = await production.serve(
      { RECORD_MODULES_FILE: record },
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
    const decide = await server.call('POST', '/sandbox/withdrawal/decide', {
      token,
      body: { id: 1, decision: 'paid' },
    });
    expect(decide.status).toBe(404);
    // The disbursement provider's callback answers to the configured secret only.
    const notice = JSON.stringify({ reference_id: 'WDR-none', status: 'paid', amount: 100_000 });
    const disbursementCallback = (secret: string) =>
      fetch(`${server!.url}/api/v1/disbursements/callback`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-callback-signature': createHmac('sha256', secret).update(notice).digest('hex'),
        },
        body: notice,
      });
    expect((await disbursementCallback('sandbox-callback-disbursement')).status).toBe(401);
    expect(
      (await disbursementCallback(production.secrets.DISBURSEMENT_CALLBACK_SECRET)).status,
    ).toBe(404);

    await server.stop();
    expect(server.exitCode()).toBe(0);
    server = undefined;

    const loaded = readFileSync(record, 'utf8').split('\n').filter(Boolean);
    const folders = new Set(loaded.map(packageFolderOf).filter((f): f is string => f !== null));
    const names = [...folders].map((folder) => folder.replace(/^.*\/node_modules\//, ''));
    expect(names).toContain('fastify');
    expect(names).toContain('pg');
    expect(names).not.toContain('tsx'); // no transpiler at run time: Node strips the types
    expect(names).not.toContain('esbuild');
    const installed = productionPackages();
    expect(installed.size).toBeGreaterThan(50);
    expect([...folders].filter((folder) => !installed.has(folder))).toEqual([]);
  });
});
