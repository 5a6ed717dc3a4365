// The audit log is append-only in the database itself, not only in the code: UPDATE, DELETE and
// TRUNCATE of `operator_audit_log` raise an exception (PGlite here, PostgreSQL 15 with test-pg.sh).
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOperator } from '../../src/modules/operators/index.ts';
import { makeOperator } from '../helpers/operators.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let target: string;

beforeAll(async () => {
  t = await createTestApp();
  // Making an account writes its audit row (as the command line would).
  target = `operator:${(await makeOperator(t, 'finance')).id}`;
});
afterAll(async () => {
  await t?.close();
});

const rows = () =>
  t.database.db
    .selectFrom('operator_audit_log')
    .select(['action', 'after_state'])
    .where('target', '=', target)
    .execute();

describe('operator_audit_log', () => {
  it('refuses UPDATE, DELETE and TRUNCATE; the row stays as written', async () => {
    const before = await rows();
    expect(before).toHaveLength(1);
    await expect(
      sql`UPDATE operator_audit_log SET action = 'operator.nothing' WHERE target = ${target}`.execute(
        t.database.db,
      ),
    ).rejects.toThrow(/append-only: UPDATE refused/);
    await expect(
      sql`DELETE FROM operator_audit_log WHERE target = ${target}`.execute(t.database.db),
    ).rejects.toThrow(/append-only: DELETE refused/);
    await expect(sql`TRUNCATE operator_audit_log`.execute(t.database.db)).rejects.toThrow(
      /append-only: TRUNCATE refused/,
    );
    expect(await rows()).toEqual(before);
  });

  it('an account write and its audit row commit together: a refused audit row undoes the write', async () => {
    const count = async () =>
      Number(
        (
          await t.database.db
            .selectFrom('operator_accounts')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const accounts = await count();
    // An actor the audit's CHECK refuses (longer than 254 characters) fails the audit insert.
    const request = { ip: '127.0.0.1', id: 'x' } as never;
    await expect(
      createOperator(
        t.database.db,
        {
          email: 'rollback@pendana.test',
          name: 'R',
          role: 'content',
          password: 'long-enough-password',
        },
        { operator: { id: 1, email: 'x'.repeat(300) }, request },
        t.clock.now(),
      ),
    ).rejects.toThrow();
    expect(await count()).toBe(accounts);
  });
});
