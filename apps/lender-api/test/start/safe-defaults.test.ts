// Safe by default: the sandbox and the demo accounts are on only when asked for,
// and a production start refuses every unsafe setting with one line naming it.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, productionProblems, type Config } from '../../src/config.ts';
import { demoAccountsIn } from '../../src/seed/demo-lenders.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const SECRETS = {
  PAYMENT_CALLBACK_SECRET_VA: 'va-0123456789abcdef',
  PAYMENT_CALLBACK_SECRET_EWALLET: 'ewallet-0123456789abcdef',
  PAYMENT_CALLBACK_SECRET_QRIS: 'qris-0123456789abcdef',
  PAYMENT_CALLBACK_SECRET_CARD: 'card-0123456789abcdef',
  DISBURSEMENT_CALLBACK_SECRET: 'disbursement-0123456789abcdef',
  PROVIDERS: 'disbursements=http',
  DISBURSEMENT_API_URL: 'https://gateway.example/v1',
  DISBURSEMENT_API_KEY: 'gateway-0123456789abcdef',
};
const safe = (env: NodeJS.ProcessEnv = {}): Config => loadConfig({ ...SECRETS, ...env });

describe('defaults', () => {
  it('starts with the sandbox and the demo accounts off unless asked for', () => {
    const plain = loadConfig({});
    expect(plain.sandbox).toBe(false);
    expect(plain.seedDemo).toBe(false);
    const demo = loadConfig({ SANDBOX: '1' });
    expect(demo.sandbox).toBe(true);
    expect(demo.seedDemo).toBe(true);
    expect(loadConfig({ SANDBOX: '1', SEED_DEMO: '0' }).seedDemo).toBe(false);
  });

  it('gives the sandbox reviewer a password of its own per start unless one is set', () => {
    expect(loadConfig({}).sandboxReviewerPassword).not.toBe(loadConfig({}).sandboxReviewerPassword);
    expect(loadConfig({ SANDBOX_REVIEWER_PASSWORD: 'r-pass' }).sandboxReviewerPassword).toBe(
      'r-pass',
    );
  });
});

describe('a production start refuses each unsafe setting, naming it', () => {
  it('accepts a safe configuration', () => {
    expect(productionProblems(safe())).toEqual([]);
    // A gateway on a loopback address (a local proxy) may be plain http.
    expect(productionProblems(safe({ DISBURSEMENT_API_URL: 'http://127.0.0.1:8443/v1' }))).toEqual(
      [],
    );
  });

  it.each([
    ['SANDBOX=1', { SANDBOX: '1', SEED_DEMO: '0' }, /^SANDBOX is on/],
    ['SEED_DEMO=1', { SEED_DEMO: '1' }, /^SEED_DEMO is on/],
    [
      'a callback secret not set',
      { PAYMENT_CALLBACK_SECRET_QRIS: '' },
      /^PAYMENT_CALLBACK_SECRET_QRIS is not set/,
    ],
    [
      'a callback secret left at the published sandbox default',
      { PAYMENT_CALLBACK_SECRET_VA: 'sandbox-callback-va' },
      /^PAYMENT_CALLBACK_SECRET_VA is the published sandbox default/,
    ],
    [
      'a callback secret too short to be one',
      { PAYMENT_CALLBACK_SECRET_CARD: 'secret' },
      /^PAYMENT_CALLBACK_SECRET_CARD is .* shorter than 16 characters/,
    ],
    [
      'the disbursement callback secret not set',
      { DISBURSEMENT_CALLBACK_SECRET: '' },
      /^DISBURSEMENT_CALLBACK_SECRET is not set/,
    ],
    [
      'the disbursement callback secret left at the published sandbox default',
      { DISBURSEMENT_CALLBACK_SECRET: 'sandbox-callback-disbursement' },
      /^DISBURSEMENT_CALLBACK_SECRET is the published sandbox default/,
    ],
    [
      'the in-memory disbursement sandbox, which pays no one',
      { PROVIDERS: 'disbursements=sandbox' },
      /^PROVIDERS has disbursements=sandbox: withdrawals would stay in memory and reach no bank/,
    ],
    [
      'the disbursement sandbox by default (PROVIDERS unset)',
      { PROVIDERS: '' },
      /^PROVIDERS has disbursements=sandbox/,
    ],
    [
      "the disbursement gateway's key not set",
      { DISBURSEMENT_API_KEY: '' },
      /^DISBURSEMENT_API_KEY is not set/,
    ],
    [
      "the disbursement gateway's key too short to be one",
      { DISBURSEMENT_API_KEY: 'key' },
      /^DISBURSEMENT_API_KEY is shorter than 16 characters/,
    ],
    [
      'the disbursement gateway over plain http across the network',
      { DISBURSEMENT_API_URL: 'http://gateway.example/v1' },
      /^DISBURSEMENT_API_URL is plain http to gateway\.example/,
    ],
  ])('%s', (_name, env, line) => {
    const problems = productionProblems(safe(env));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(line);
  });

  it('exits with code 1 and one line per problem, no stack trace (the real start)', () => {
    const run = spawnSync(process.execPath, ['src/main.ts'], {
      cwd: path.resolve(import.meta.dirname, '../..'),
      env: {
        ...process.env,
        NODE_ENV: 'production',
        SANDBOX: '1',
        PGLITE_DIR: 'memory://',
        PORT: '1',
        HOST: '127.0.0.1',
      },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    const lines = run.stderr.trim().split('\n');
    expect(lines).toContain(
      'refusing to start (NODE_ENV=production): SANDBOX is on: payments, liveness and KYC review would be simulated',
    );
    expect(
      lines.some((line) => line.startsWith('refusing to start') && /SEED_DEMO/.test(line)),
    ).toBe(true);
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });
});

describe('demo accounts already in the database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('are found by name, so a production start refuses them', async () => {
    expect(await demoAccountsIn(t.database)).toEqual(
      expect.arrayContaining(['demo.baru', 'demo.individu', 'demo.korporasi']),
    );
  });
});
