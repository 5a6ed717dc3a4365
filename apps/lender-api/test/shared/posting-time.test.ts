import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockWallet, postTransaction, reference } from '../../src/shared/ledger/ledger.ts';
import {
  api,
  createTestApp,
  moneyKey,
  post,
  TestClock,
  type TestApp,
} from '../helpers/test-app.ts';
import { givePayoutAccount, money, newLender } from '../helpers/money-helpers.ts';

// A clock that runs with real time, 3 days ahead of it (as a moved sandbox clock would be).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: new TestClock(Date.now() + 3 * 86_400_000, { runs: true }) });
});
afterAll(async () => {
  await t.close();
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the time of a posting', () => {
  it('follows commit order when a money call waits for the wallet lock', async () => {
    const lender = await newLender(t, { topUp: 1_000_000 });
    await givePayoutAccount(t, lender.id);
    const db = money(t);
    let waiting: Promise<unknown> = Promise.resolve();
    // Another transaction holds the lender's wallet while the withdrawal arrives, and posts after it.
    await db.transaction().execute(async (trx) => {
      await lockWallet(trx, lender.id);
      waiting = post(
        t.app,
        api('/newRekening/requestPenarikan'),
        { rekening: '7123456789', bank: '451', kode_alasan: '01', nominal: 100_000 },
        { token: lender.token, headers: moneyKey() },
      );
      await pause(300);
      const now = t.clock.now();
      await postTransaction(trx, {
        lenderId: lender.id,
        kategori: 'topup',
        tipe: 'CREDIT',
        nominal: 50_000,
        status: 3,
        perihal: 'Top up selama penarikan menunggu',
        referensi: reference('TOP', now),
        now,
        entries: [
          { account: 'platform_cash_in', amount: -50_000 },
          { account: 'lender_available', lenderId: lender.id, amount: 50_000 },
        ],
      });
    });
    expect((await waiting) as { statusCode: number }).toMatchObject({ statusCode: 200 });
    const rows = await db
      .selectFrom('ledger_transactions')
      .select(['id', 'kategori', 'created_at'])
      .where('lender_id', '=', lender.id)
      .where('kategori', 'in', ['topup', 'penarikan'])
      .orderBy('id')
      .execute();
    // Commit order: the VA top-up of newLender, the posting of the lock holder, then the withdrawal.
    expect(rows.map((row) => row.kategori)).toEqual(['topup', 'topup', 'penarikan']);
    const [, holder, withdrawal] = rows.map((row) => new Date(row.created_at).getTime());
    expect(withdrawal).toBeGreaterThanOrEqual(holder ?? Infinity);
    const entries = await db
      .selectFrom('ledger_entries')
      .select(['transaction_id', 'created_at'])
      .where('transaction_id', '=', rows[2]?.id ?? 0)
      .execute();
    for (const entry of entries) expect(new Date(entry.created_at).getTime()).toBe(withdrawal);
    // Still the moved clock's time, not the real one.
    expect(Math.abs((withdrawal ?? 0) - t.clock.now().getTime())).toBeLessThan(60_000);
  });
});
