import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordRepayment } from '../../src/modules/repayments/index.ts';
import { lockWallet, postTransaction, reference } from '../../src/shared/ledger/ledger.ts';
import { money } from '../helpers/money-helpers.ts';
import { createTestApp, TestClock, type TestApp } from '../helpers/test-app.ts';
import { at, fund, lenderOf, newProject, STANDARD_PROJECT } from './fixture.ts';
import { TEST_GRACE_DAYS } from '../helpers/grace-days.ts';

// A clock that runs with real time from a day after the first payout (as a moved sandbox clock would).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: new TestClock(at('2026-03-05').getTime(), { runs: true }) });
});
afterAll(async () => {
  await t.close();
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the time of a repayment’s postings', () => {
  it('follows commit order when the repayment waits for a lender’s wallet lock', async () => {
    const projectId = await newProject(t, { ...STANDARD_PROJECT, start: '2026-01-31' });
    const lender = await lenderOf(t, 'PPh23', 5_000_000);
    await fund(t, projectId, lender, 5, '2026-01-10');
    const db = money(t);
    let waiting: Promise<unknown> = Promise.resolve();
    // Another transaction holds the lender's wallet when the repayment arrives, and posts after it.
    await db.transaction().execute(async (trx) => {
      await lockWallet(trx, lender);
      waiting = recordRepayment(
        db,
        {
          projectId,
          amount: 50_000n,
          paidOn: '2026-03-01',
          payerReference: `WAIT-${projectId}`,
          provider: 'uji',
        },
        t.clock,
        TEST_GRACE_DAYS,
      );
      await pause(300);
      const now = t.clock.now();
      await postTransaction(trx, {
        lenderId: lender,
        kategori: 'topup',
        tipe: 'CREDIT',
        nominal: 10_000,
        status: 3,
        perihal: 'Top up selama angsuran menunggu',
        referensi: reference('TOP', now),
        now,
        entries: [
          { account: 'platform_cash_in', amount: -10_000 },
          { account: 'lender_available', lenderId: lender, amount: 10_000 },
        ],
      });
    });
    await waiting;
    const rows = await db
      .selectFrom('ledger_transactions')
      .select(['kategori', 'created_at'])
      .where('lender_id', '=', lender)
      .where('kategori', 'in', ['topup', 'imbal_hasil'])
      .orderBy('id')
      .execute();
    // Commit order: the lender's first top-up, the lock holder's posting, then the repayment's yield.
    expect(rows.map((row) => row.kategori)).toEqual(['topup', 'topup', 'imbal_hasil']);
    const [, holder, repaid] = rows.map((row) => new Date(row.created_at).getTime());
    expect(repaid).toBeGreaterThanOrEqual(holder ?? Infinity);
    // Still the moved clock's time, not the real one.
    expect(Math.abs((repaid ?? 0) - t.clock.now().getTime())).toBeLessThan(60_000);
  });
});
