// `npm run operator -- decide-kyc …` (scripts/run.sh → src/cli.ts) on an embedded database of its own:
// the KYC review of a real deployment. A lender waiting for review is approved, another rejected with
// the reason told to them (the event written with the decision); deciding again or a rejection without
// its reason changes nothing, one line and a non-zero exit.
import { describe, expect, it } from 'vitest';
import { openPglite } from '../../src/db/database.ts';
import { waitingLender } from '../helpers/money-helpers.ts';
import { operatorOnOwnDatabase } from '../helpers/operator-cli.ts';
import { TestClock } from '../helpers/test-app.ts';

const waiting: number[] = [];

const { operator, dataDir } = operatorOnOwnDatabase(
  'decide-kyc',
  async (database) => {
    const t = { database, clock: new TestClock() };
    for (let i = 0; i < 2; i += 1) {
      waiting.push((await waitingLender(t)).id);
    }
  },
  { seededBase: true },
);

// Embedded database only (DATABASE_URL is cleared for the command); `decideKyc` on PostgreSQL is
// covered by test/notifications/writers.test.ts.
describe.skipIf(!!process.env.DATABASE_URL)('npm run operator -- decide-kyc', () => {
  it('approves one lender and rejects another with its reason; each told once', async () => {
    const [approved, rejected] = waiting as [number, number];
    const noReason = operator('decide-kyc', '--lender', String(rejected), '--reject');
    expect(noReason.status, noReason.stdout).toBe(1);
    expect(noReason.stderr).toMatch(/decide-kyc: a rejection needs a reason/);
    const usage = operator('decide-kyc', '--lender', String(rejected));
    expect(usage.status).toBe(2);
    expect(usage.stderr).toMatch(/usage: operator decide-kyc --lender <id> --approve/);

    const approve = operator('decide-kyc', '--lender', String(approved), '--approve');
    expect(approve.status, approve.stderr).toBe(0);
    expect(approve.stdout.trim()).toBe(`lender ${approved} approved: active`);
    const reject = operator(
      'decide-kyc',
      '--lender',
      String(rejected),
      '--reject',
      '--reason',
      'Foto KTP buram, unggah ulang',
      '--by',
      'ops.sari',
    );
    expect(reject.status, reject.stderr).toBe(0);
    expect(reject.stdout.trim()).toBe(`lender ${rejected} rejected: Foto KTP buram, unggah ulang`);
    const again = operator('decide-kyc', '--lender', String(approved), '--approve');
    expect(again.status).toBe(1);
    expect(again.stderr).toMatch(new RegExp(`lender ${approved} is not waiting for KYC review`));

    const database = await openPglite(dataDir);
    try {
      const lenders = await database.db
        .selectFrom('lenders')
        .select(['id', 'status'])
        .where('id', 'in', waiting)
        .orderBy('id')
        .execute();
      expect(lenders).toEqual([
        { id: approved, status: 'active' },
        { id: rejected, status: 'reject' },
      ]);
      const events = await database.db
        .selectFrom('lender_events')
        .select(['lender_id', 'kind', 'payload'])
        .where('lender_id', 'in', waiting)
        .orderBy('id')
        .execute();
      expect(events).toEqual([
        { lender_id: approved, kind: 'kyc_approved', payload: {} },
        {
          lender_id: rejected,
          kind: 'kyc_rejected',
          payload: { reason: 'Foto KTP buram, unggah ulang' },
        },
      ]);
    } finally {
      await database.close();
    }
  }, 240_000);
});
