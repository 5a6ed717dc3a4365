// Every setting is read through one zod schema; a wrong one stops the start with one
// clear line naming it (exit 1, no stack trace), a secret's value is never repeated; the README's
// configuration table and `.env.example` list exactly the settings the server reads.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, SETTINGS } from '../../src/config.ts';

const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const REPO_ROOT = path.resolve(API_DIR, '../..');

function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

const MISTAKES = [
  ['not a number', { PORT: 'abc' }, 'PORT: must be a whole number from 1 to 65535, got "abc"'],
  [
    'a number out of range',
    { PORT: '70000' },
    'PORT: must be a whole number from 1 to 65535, got "70000"',
  ],
  [
    'not a yes or no',
    { SANDBOX: 'maybe' },
    'SANDBOX: must be one of 1, 0, true, false, yes, no, on, off, got "maybe"',
  ],
  [
    'not a URL of the right kind',
    { DATABASE_URL: 'localhost:5432/pendana' },
    'DATABASE_URL: must be a URL starting with postgres:// or postgresql://',
  ],
  [
    'not one of the allowed words',
    { LOG_LEVEL: 'loud' },
    'LOG_LEVEL: must be one of fatal, error, warn, info, debug, trace, silent, got "loud"',
  ],
  [
    'a list with a wrong item',
    { TRUST_PROXY: '10.0.0.1, proxy.local' },
    'TRUST_PROXY: must list proxy addresses or CIDRs ("proxy.local" is neither), got "10.0.0.1, proxy.local"',
  ],
  [
    'a secret too short',
    { METRICS_TOKEN: 'short' },
    'METRICS_TOKEN: must be at least 16 characters',
  ],
  [
    'a liveness provider the server does not have',
    { LIVENESS_PROVIDER: 'privyid' },
    'LIVENESS_PROVIDER: must be one of privy, vida, none, got "privyid"',
  ],
  [
    'an unknown environment',
    { NODE_ENV: 'prod' },
    'NODE_ENV: must be production, development or test, got "prod"',
  ],
] as const;

describe('a wrong setting is one line naming it', () => {
  it.each(MISTAKES)('%s', (_kind, env, line) => {
    expect(problemsOf(env)).toEqual([line]);
  });

  it('says every wrong setting at once, one line each', () => {
    expect(problemsOf({ PORT: '0', BODY_LIMIT_BYTES: '1e6' })).toEqual([
      'PORT: must be a whole number from 1 to 65535, got "0"',
      'BODY_LIMIT_BYTES: must be a whole number from 1024 to 1073741824, got "1e6"',
    ]);
  });

  it('reads the same values as before for a correct environment', () => {
    const config = loadConfig({
      PORT: '8080',
      SANDBOX: 'off',
      TRUST_PROXY: '10.0.0.0/8,127.0.0.1',
      API_BASE_PATH: 'v2/',
      PUBLIC_URL: 'https://pendana.example/',
    });
    expect(config).toMatchObject({
      port: 8080,
      sandbox: false,
      trustProxy: ['10.0.0.0/8', '127.0.0.1'],
      apiBasePath: '/v2',
      publicUrl: 'https://pendana.example',
      sandboxProviderUrl: 'https://pendana.example',
      environment: 'development',
      logLevel: 'warn',
    });
    expect(loadConfig({ PORT: '  ', TRUST_PROXY: 'off' })).toMatchObject({
      port: 3000,
      trustProxy: false,
    });
  });

  // The real start, once per kind of mistake: exit 1, the one line, no stack trace.
  it.each(MISTAKES)(
    'the start stops on %s: exit 1, one line, no stack trace',
    (_kind, env, line) => {
      const run = spawnSync(process.execPath, ['src/main.ts'], {
        cwd: API_DIR,
        env: { ...process.env, DATABASE_URL: '', PGLITE_DIR: 'memory://', ...env },
        encoding: 'utf8',
        timeout: 30_000,
      });
      expect(run.status).toBe(1);
      expect(run.stderr.trim()).toBe(`wrong setting: ${line}`);
      expect(run.stdout).toBe('');
    },
  );
});

describe('every setting is written down', () => {
  const names = SETTINGS.map(([name]) => name);

  it('the README configuration table has a row per setting, secrets marked', () => {
    const readme = readFileSync(path.join(REPO_ROOT, 'README.md'), 'utf8');
    const section = readme.split('## Configuration')[1]?.split('\n## ')[0] ?? '';
    const rows = [...section.matchAll(/^\| `([A-Z_]+)` +\|([^|]*)\|([^|]*)\|([^|]*)\|$/gm)].map(
      (match) => [match[1], match[4]!.trim() === 'yes'] as const,
    );
    expect(rows).toEqual(SETTINGS.map(([name, , , secret]) => [name, secret]));
  });

  it('`.env.example` names each setting once, secrets left empty', () => {
    const example = readFileSync(path.join(REPO_ROOT, '.env.example'), 'utf8');
    const lines = example.split('\n').filter((line) => /^#? ?[A-Z_]+=/.test(line));
    expect(lines.map((line) => line.replace(/^# ?/, '').split('=')[0])).toEqual(names);
    for (const [name, , , secret] of SETTINGS) {
      if (secret)
        expect(lines.find((line) => line.includes(`${name}=`))).toMatch(new RegExp(`${name}=$`));
    }
  });
});
