// `npm run operator -- approve-withdrawal --id N` (scripts/run.sh → src/cli.ts) on an embedded database
// of its own: a withdrawal above the threshold is approved, its sending job queued and its operator
// task resolved; approving again changes nothing; bad input is one line and a non-zero exit.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openPglite } from '../../src/db/database.ts';
import { seedReference } from '../../src/seed/index.ts';
import { installJobSchema, type JobQueue } from '../../src/jobs/index.ts';
import { requestWithdrawal } from '../../src/modules/withdrawal/withdrawal.ts';
import { givePayoutAccount, newLender } from '../helpers/money-helpers.ts';
import { operatorOnOwnDatabase } from '../helpers/operator-cli.ts';
import { TestClock } from '../helpers/test-app.ts';

/** Above the threshold nothing is queued at request time: a queue that must not be used. */
const UNUSED_QUEUE = {
  send: () => Promise.reject(new Error('nothing is queued above the threshold')),
} as unknown as JobQueue;

let withdrawalId = 0;

const { operator, dataDir } = operatorOnOwnDatabase('approve', async (database) => {
  await installJobSchema(database);
  await seedReference(database);
  const t = { database, clock: new TestClock() };
  const lender = await newLender(t, { topUp: 80_000_000 });
  await givePayoutAccount(t, lender.id);
  const answer = await requestWithdrawal(
    {
      db: database.db,
      lang: 'id',
      lender: { id: lender.id, lender_type: 1 },
      now: t.clock.now(),
      idempotencyKey: 'approve-cli-1',
      payout: { jobs: UNUSED_QUEUE, approvalThreshold: 50_000_000 },
    },
    { nominal: 60_000_000, rekening: '7123456789', bank: '451', kode_alasan: '01' },
  );
  withdrawalId = answer.id!;
});

// Embedded database only (DATABASE_URL is cleared for the command); the service's PostgreSQL side is
// covered by payouts.test.ts.
describe.skipIf(!!process.env.DATABASE_URL)('npm run operator -- approve-withdrawal', () => {
  it('approves a held withdrawal once: queued for the provider, its task resolved', async () => {
    const run = operator('approve-withdrawal', '--id', String(withdrawalId));
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout.trim()).toBe(
      `withdrawal ${withdrawalId} of Rp 60.000.000 approved: queued for the disbursement provider`,
    );
    const again = operator('approve-withdrawal', '--id', String(withdrawalId));
    expect(again.status, again.stderr).toBe(0);
    expect(again.stdout.trim()).toBe(
      `withdrawal ${withdrawalId} was approved before (it is queued): nothing changed`,
    );
    const database = await openPglite(dataDir);
    try {
      const jobs = await sql<{ singleton_key: string }>`
        SELECT singleton_key FROM pgboss.job WHERE name = 'withdrawal.send-payout'`.execute(
        database.db,
      );
      expect(jobs.rows).toEqual([{ singleton_key: String(withdrawalId) }]);
      const tasks = await sql<{ resolved: boolean }>`
        SELECT resolved_at IS NOT NULL AS resolved FROM operator_tasks
        WHERE kind = 'withdrawal_approval'`.execute(database.db);
      expect(tasks.rows).toEqual([{ resolved: true }]);
    } finally {
      await database.close();
    }
  }, 240_000);

  it('refuses bad input with one clear line and a non-zero exit', () => {
    const cases: [string[], RegExp, number][] = [
      [['approve-withdrawal'], /usage: operator approve-withdrawal --id/, 2],
      [['approve-withdrawal', '--id', 'abc'], /--id is a withdrawal id, got "abc"/, 1],
      [['approve-withdrawal', '--id', '999999'], /no withdrawal 999999/, 1],
    ];
    for (const [args, message, code] of cases) {
      const run = operator(...args);
      expect(run.status, run.stdout).toBe(code);
      expect(run.stderr).toMatch(message);
      expect(run.stdout).toBe('');
    }
  }, 240_000);
});
