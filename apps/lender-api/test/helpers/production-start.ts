// A production start on a PostgreSQL database of the test's own: the database created on the
// suite's cluster (`DATABASE_URL`, test:pg) and dropped after, the environment of `NODE_ENV=production`
// with the sandbox off, random callback secrets and the disbursement gateway (`disbursements=http`),
// the production commands (`npm run <command>`) and the server (`node src/main.ts`) run with it.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { spawnServer, type SpawnedServer } from './spawned-server.ts';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** The callback secrets and the gateway's key a production start requires, random per test file. */
export function productionSecrets() {
  const secret = () => randomBytes(16).toString('hex');
  return {
    PAYMENT_CALLBACK_SECRET_VA: secret(),
    PAYMENT_CALLBACK_SECRET_EWALLET: secret(),
    PAYMENT_CALLBACK_SECRET_QRIS: secret(),
    PAYMENT_CALLBACK_SECRET_CARD: secret(),
    DISBURSEMENT_CALLBACK_SECRET: secret(),
    DISBURSEMENT_API_KEY: secret(),
  };
}

export interface ProductionStart {
  /** The environment of every production process of the test. */
  env: Record<string, string>;
  secrets: ReturnType<typeof productionSecrets>;
  /** A command in the repository's root with `env`, as a process of its own; its exit and output. */
  run(command: string[]): Promise<{ status: number | null; stdout: string; stderr: string }>;
  /** `npm run <args>` (scripts/run.sh) with `env`. */
  npm(args: string[]): Promise<{ status: number | null; stdout: string; stderr: string }>;
  /** The server (`node src/main.ts`) with `env` and `extra`, once it is ready. */
  serve(extra?: Record<string, string>, options?: { nodeArgs?: string[] }): Promise<SpawnedServer>;
  /** Drops the database (servers still on it are the caller's to stop first). */
  drop(): Promise<void>;
}

/**
 * Creates an empty database `<prefix>_<random>` on the cluster of `adminUrl` and the production
 * environment on it; `gatewayUrl` is the disbursement gateway's base URL (`DISBURSEMENT_API_URL`).
 */
export async function prepareProductionStart(
  adminUrl: string,
  prefix: string,
  gatewayUrl: string,
): Promise<ProductionStart> {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const secrets = productionSecrets();
  const env: Record<string, string> = {
    NODE_ENV: 'production',
    DATABASE_URL: url.toString(),
    SANDBOX: '',
    SEED_DEMO: '',
    WEB_DIST: '',
    PGLITE_DIR: '',
    PROVIDERS: 'disbursements=http',
    DISBURSEMENT_API_URL: gatewayUrl,
    ...secrets,
  };
  const run: ProductionStart['run'] = (command) =>
    new Promise((resolve) => {
      const child = spawn(command[0]!, command.slice(1), {
        cwd: REPO_ROOT,
        env: { ...process.env, ...env },
      });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      child.once('exit', (status) => resolve({ status, stdout, stderr }));
    });
  return {
    env,
    secrets,
    run,
    npm: (args) => run(['bash', 'scripts/run.sh', ...args]),
    serve: (extra = {}, options = {}) => spawnServer({ ...env, ...extra }, options),
    async drop() {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}
