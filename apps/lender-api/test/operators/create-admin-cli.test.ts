// `npm run operator -- create-admin …` on an embedded database of its own: the first operator admin,
// its password from standard input; refused once an enabled admin exists unless `--force`; audited as
// `cli`. The admin then logs in through the API.
import { describe, expect, it } from 'vitest';
import { openPglite } from '../../src/db/database.ts';
import { operatorOnOwnDatabase } from '../helpers/operator-cli.ts';

const { operatorWithInput, dataDir } = operatorOnOwnDatabase(
  'create-admin',
  async () => undefined,
  {
    seededBase: true,
  },
);

describe.skipIf(!!process.env.DATABASE_URL)('npm run operator -- create-admin', () => {
  it('creates the first admin, refuses a second unless forced, audits each as cli', async () => {
    const password = 'first-admin-password-2026\n';
    const usage = operatorWithInput(password, 'create-admin', '--email', 'a@pendana.test');
    expect(usage.status).toBe(2);
    expect(usage.stderr).toMatch(/usage: operator create-admin --email/);
    const short = operatorWithInput(
      'short\n',
      'create-admin',
      '--email',
      'a@pendana.test',
      '--name',
      'A',
    );
    expect(short.status).toBe(1);
    expect(short.stderr).toMatch(/password \(standard input\) is 12–128 characters/);

    const first = operatorWithInput(
      password,
      'create-admin',
      '--email',
      'Admin@Pendana.test',
      '--name',
      'Admin',
    );
    expect(first.status, first.stderr).toBe(0);
    expect(first.stdout).toMatch(/operator \d+ created: admin@pendana\.test \(admin\)/);
    const second = operatorWithInput(
      password,
      'create-admin',
      '--email',
      'two@pendana.test',
      '--name',
      'Two',
    );
    expect(second.status).toBe(1);
    expect(second.stderr).toMatch(/an admin exists/);
    const forced = operatorWithInput(
      password,
      'create-admin',
      '--email',
      'two@pendana.test',
      '--name',
      'Two',
      '--force',
    );
    expect(forced.status, forced.stderr).toBe(0);

    const database = await openPglite(dataDir);
    try {
      const accounts = await database.db
        .selectFrom('operator_accounts')
        .select(['email', 'role', 'password_hash'])
        .orderBy('id')
        .execute();
      expect(accounts.map(({ email, role }) => ({ email, role }))).toEqual([
        { email: 'admin@pendana.test', role: 'admin' },
        { email: 'two@pendana.test', role: 'admin' },
      ]);
      expect(accounts[0]!.password_hash).toMatch(/^\$argon2id\$/);
      const audit = await database.db
        .selectFrom('operator_audit_log')
        .select(['operator_id', 'actor', 'action', 'ip', 'request_id'])
        .orderBy('id')
        .execute();
      expect(audit).toEqual([
        { operator_id: null, actor: 'cli', action: 'operator.create', ip: null, request_id: null },
        { operator_id: null, actor: 'cli', action: 'operator.create', ip: null, request_id: null },
      ]);
    } finally {
      await database.close();
    }
  }, 240_000);
});
