// `npm run operator -- fail-payout | retry-payout` (scripts/run.sh → src/cli.ts) on an embedded
// database of its own holding two payouts the provider refused: failing one gives its money back once
// (a second run changes nothing) and it can no longer be retried; the other is queued again; a wrong
// state or bad input is one line and a non-zero exit.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openPglite } from '../../src/db/database.ts';
import type { JobQueue } from '../../src/jobs/index.ts';
import { sendPayout } from '../../src/modules/withdrawal/index.ts';
import { requestWithdrawal } from '../../src/modules/withdrawal/withdrawal.ts';
import {
  DisbursementRefusedError,
  type DisbursementsProvider,
} from '../../src/providers/disbursements/index.ts';
import { balances, givePayoutAccount, money, newLender } from '../helpers/money-helpers.ts';
import { operatorOnOwnDatabase } from '../helpers/operator-cli.ts';
import { TestClock } from '../helpers/test-app.ts';

/** The request's sending job is not run here: the queue takes it and nothing works it. */
const TAKING_QUEUE = { send: () => Promise.resolve('not run') } as unknown as JobQueue;

/** A provider that refuses every transfer (what a gateway's 422 becomes). */
const REFUSING: DisbursementsProvider = {
  send: (request) =>
    Promise.reject(
      new DisbursementRefusedError(request.reference, 422, 'account_number is not accepted'),
    ),
  state: () => Promise.resolve(null),
  onOutcome: () => undefined,
};

const refused = { failed: 0, retried: 0, lender: 0 };

const { operator, dataDir } = operatorOnOwnDatabase(
  'refused-payout',
  async (database) => {
    const t = { database, clock: new TestClock() };
    for (const which of ['failed', 'retried'] as const) {
      const lender = await newLender(t, { topUp: 1_000_000 });
      await givePayoutAccount(t, lender.id, '7123456789', '451');
      const answer = await requestWithdrawal(
        {
          db: database.db,
          lang: 'id',
          lender: { id: lender.id, lender_type: 1 },
          now: t.clock.now(),
          idempotencyKey: `refused-cli-${which}`,
          payout: { jobs: TAKING_QUEUE, approvalThreshold: 50_000_000 },
        },
        { nominal: 300_000, rekening: '7123456789', bank: '451', kode_alasan: '01' },
      );
      refused[which] = answer.id!;
      if (which === 'failed') refused.lender = lender.id;
      const sent = await sendPayout(
        { db: money(t), disbursements: REFUSING, clock: t.clock },
        answer.id!,
      );
      expect(sent).toBe('refused');
    }
  },
  { seededBase: true },
);

// Embedded database only (DATABASE_URL is cleared for the command); the services' PostgreSQL side is
// covered by payout-recovery.test.ts.
describe.skipIf(!!process.env.DATABASE_URL)(
  'npm run operator -- fail-payout | retry-payout',
  () => {
    it('fails a refused payout once, its money back; retries the other', async () => {
      const id = refused.failed;
      const run = operator('fail-payout', '--id', String(id), '--reason', 'rekening ditutup');
      expect(run.status, run.stderr).toBe(0);
      expect(run.stdout.trim()).toBe(
        `withdrawal ${id} of Rp 300.000 failed: Rp 300.000 back in the lender's available balance, the lender told why`,
      );
      const again = operator('fail-payout', '--id', String(id), '--reason', 'rekening ditutup');
      expect(again.status, again.stderr).toBe(0);
      expect(again.stdout.trim()).toBe(`withdrawal ${id} was failed before: nothing changed`);
      const retryFailed = operator('retry-payout', '--id', String(id));
      expect(retryFailed.status).toBe(1);
      expect(retryFailed.stderr.trim()).toBe(
        `retry-payout: withdrawal ${id} is failed: its money is back in the lender's balance; nothing to retry`,
      );

      const retry = operator('retry-payout', '--id', String(refused.retried));
      expect(retry.status, retry.stderr).toBe(0);
      expect(retry.stdout.trim()).toBe(
        `withdrawal ${refused.retried} of Rp 300.000 queued again for the disbursement provider, to 451 7123456789`,
      );

      const database = await openPglite(dataDir);
      try {
        const t = { database, clock: new TestClock() };
        expect(await balances(t, refused.lender)).toMatchObject({
          available: 1_000_000,
          pendingWithdrawal: 0,
        });
        const events = await sql<{ kind: string; reason: string | null }>`
        SELECT kind, payload->>'reason' AS reason FROM lender_events
         WHERE lender_id = ${refused.lender} AND kind LIKE 'withdrawal_%'`.execute(database.db);
        expect(events.rows).toEqual([{ kind: 'withdrawal_refused', reason: 'rekening ditutup' }]);
        const tasks = await sql<{ resolved: boolean }>`
        SELECT resolved_at IS NOT NULL AS resolved FROM operator_tasks
         WHERE kind = 'payout_refused'
           AND (details->>'withdrawal_id')::int IN (${refused.failed}, ${refused.retried})
         ORDER BY id`.execute(database.db);
        expect(tasks.rows).toEqual([{ resolved: true }, { resolved: true }]);
        const jobs = await sql<{ singleton_key: string }>`
        SELECT singleton_key FROM pgboss.job WHERE name = 'withdrawal.send-payout'
           AND singleton_key IN (${String(refused.failed)}, ${String(refused.retried)})`.execute(
          database.db,
        );
        expect(jobs.rows).toEqual([{ singleton_key: String(refused.retried) }]);
      } finally {
        await database.close();
      }
    }, 240_000);

    it('refuses bad input with one clear line and a non-zero exit', () => {
      const cases: [string[], RegExp, number][] = [
        [['fail-payout', '--id', String(refused.retried)], /usage: operator fail-payout --id/, 2],
        [
          ['fail-payout', '--id', String(refused.retried), '--reason', '  '],
          /--reason must say why/,
          1,
        ],
        [['retry-payout', '--id', '999999'], /retry-payout: no withdrawal 999999/, 1],
      ];
      for (const [args, message, code] of cases) {
        const run = operator(...args);
        expect(run.status, run.stdout).toBe(code);
        expect(run.stderr).toMatch(message);
        expect(run.stdout).toBe('');
      }
    }, 240_000);
  },
);
