import { randomBytes } from 'node:crypto';
import { RequestWithdrawalResponse } from '@pendana/api-sdk/zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  REFERENCE_ATTEMPTS,
  reference,
  retryOnReferenceCollision,
  setReferenceRandom,
} from '../../src/shared/ledger/ledger.ts';
import {
  api,
  createTestApp,
  expectBody,
  moneyKey,
  post,
  type TestApp,
} from '../helpers/test-app.ts';
import { audit, balances, givePayoutAccount, newLender } from '../helpers/money-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/**
 * Runs `work` while the first `times` references get the same random part (then random ones again):
 * the second reference of the day collides with the first.
 */
async function withCollidingReferences<T>(times: number, work: () => Promise<T>): Promise<T> {
  let calls = 0;
  setReferenceRandom((size) =>
    (calls += 1) <= times ? new Uint8Array(size).fill(0xab) : randomBytes(size),
  );
  try {
    return await work();
  } finally {
    setReferenceRandom();
  }
}

describe('transaction references', () => {
  it('carry at least 64 random bits after the prefix and the Jakarta day', () => {
    const now = new Date('2026-11-22T03:00:00Z');
    const value = reference('PDN', now);
    const match = /^PDN-20261122-([0-9A-F]+)$/.exec(value);
    expect(match, value).not.toBeNull();
    expect((match?.[1]?.length ?? 0) * 4).toBeGreaterThanOrEqual(64);
    expect(value.length).toBeLessThanOrEqual(64);
  });

  it('a reference that already exists is drawn again: the second withdrawal succeeds, no 500', async () => {
    const lender = await newLender(t, { topUp: 1_000_000 });
    await givePayoutAccount(t, lender.id);
    const withdraw = () =>
      post(
        t.app,
        api('/newRekening/requestPenarikan'),
        { rekening: '7123456789', bank: '451', kode_alasan: '01', nominal: 100_000 },
        { token: lender.token, headers: moneyKey() },
      );
    const [first, second] = await withCollidingReferences(2, async () => [
      await withdraw(),
      await withdraw(),
    ]);
    expect([first?.statusCode, second?.statusCode]).toEqual([200, 200]);
    if (!first || !second) throw new Error('no answers');
    expect(expectBody(RequestWithdrawalResponse, second).success).toBeTruthy();
    expect((await balances(t, lender.id)).pendingWithdrawal).toBe(200_000);
    expect(await audit(t)).toEqual({ unbalanced: 0, negative: 0 });
  });

  it('retries a transaction a bounded number of times, and only for a reference collision', async () => {
    const collision = Object.assign(new Error('duplicate key'), {
      code: '23505',
      constraint: 'ledger_transactions_referensi_key',
    });
    let runs = 0;
    await expect(
      retryOnReferenceCollision(() => {
        runs += 1;
        return Promise.reject(collision);
      }),
    ).rejects.toBe(collision);
    expect(runs).toBe(REFERENCE_ATTEMPTS);
    const other = Object.assign(new Error('duplicate key'), {
      code: '23505',
      constraint: 'lenders_email_key',
    });
    runs = 0;
    await expect(
      retryOnReferenceCollision(() => {
        runs += 1;
        return Promise.reject(other);
      }),
    ).rejects.toBe(other);
    expect(runs).toBe(1);
  });
});
