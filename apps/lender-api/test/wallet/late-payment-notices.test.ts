import { createHmac } from 'node:crypto';
import {
  CreateEwalletTopUpResponse,
  GetEwalletTransactionResponse,
  ReceivePaymentCallbackResponse,
} from '@pendana/api-sdk/zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  createTestApp,
  expectBody,
  moneyKey,
  post,
  type TestApp,
} from '../helpers/test-app.ts';
import { audit, balances, money, newLender } from '../helpers/money-helpers.ts';

/**
 * A provider's signed "paid" notice for a top-up this side had already closed (failed, expired by a
 * notice, or expired by its own time): the provider collected the money, so a matching amount is
 * credited once; another amount moves nothing and is kept for an operator.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Lender = Awaited<ReturnType<typeof newLender>>;

function callback(provider: 'ewallet' | 'qris' | 'card', body: Record<string, unknown>) {
  const raw = JSON.stringify(body);
  return t.app.inject({
    method: 'POST',
    url: api(`/v1/payments/callback/${provider}`),
    headers: {
      'content-type': 'application/json',
      'x-lang': 'id',
      'x-callback-signature': createHmac('sha256', `sandbox-callback-${provider}`)
        .update(raw, 'utf8')
        .digest('hex'),
    },
    payload: raw,
  });
}

async function ewalletTopUp(lender: Lender, method: 'dana' | 'qris' | 'ovo', amount: number) {
  const body =
    method === 'ovo'
      ? { payment_method: method, amount, nomorHp: '81234567891' }
      : { payment_method: method, amount };
  return expectBody(
    CreateEwalletTopUpResponse,
    await post(t.app, api('/v1/lender/ewallet/topup'), body, {
      token: lender.token,
      headers: moneyKey(),
    }),
  ).data.reference_id;
}

async function topUpState(lender: Lender, reference_id: string) {
  return expectBody(
    GetEwalletTransactionResponse,
    await post(t.app, api('/v1/lender/ewallet/detail'), { reference_id }, { token: lender.token }),
  ).data.status;
}

async function ledgerOf(reference_id: string) {
  const db = money(t);
  const tx = await db
    .selectFrom('ledger_transactions')
    .select(['id', 'status'])
    .where('referensi', '=', reference_id)
    .executeTakeFirstOrThrow();
  const entries = await db
    .selectFrom('ledger_entries')
    .select(['account', 'amount'])
    .where('transaction_id', '=', tx.id)
    .orderBy('account')
    .execute();
  return {
    status: tx.status,
    entries: entries.map((e) => ({ account: e.account, amount: Number(e.amount) })),
  };
}

describe('a paid notice for a top-up already closed on this side', () => {
  it('credits a failed, an expired and a timed-out top-up once when the amount matches', async () => {
    const lender = await newLender(t);
    const failedRef = await ewalletTopUp(lender, 'ovo', 40_000);
    const expiredRef = await ewalletTopUp(lender, 'qris', 60_000);
    const before = await balances(t, lender.id);
    await callback('ewallet', { reference_id: failedRef, status: 'failed', amount: 40_000 });
    await callback('qris', { reference_id: expiredRef, status: 'expired', amount: 60_000 });
    expect(await topUpState(lender, failedRef)).toBe(4);
    expect(await topUpState(lender, expiredRef)).toBe(8);

    const lateFailed = await callback('ewallet', {
      reference_id: failedRef,
      status: 'paid',
      amount: 40_000,
    });
    expect(lateFailed.statusCode).toBe(200);
    expect(expectBody(ReceivePaymentCallbackResponse, lateFailed)).toEqual({
      reference_id: failedRef,
      status: 3,
      credited: true,
    });
    const lateExpired = await callback('qris', {
      reference_id: expiredRef,
      status: 'paid',
      amount: 60_000,
    });
    expect(expectBody(ReceivePaymentCallbackResponse, lateExpired)).toEqual({
      reference_id: expiredRef,
      status: 3,
      credited: true,
    });
    expect((await balances(t, lender.id)).available).toBe(before.available + 100_000);
    expect(await topUpState(lender, failedRef)).toBe(3);
    expect(await ledgerOf(expiredRef)).toEqual({
      status: 3,
      entries: [
        { account: 'lender_available', amount: 60_000 },
        { account: 'platform_cash_in', amount: -60_000 },
      ],
    });

    // The provider's retries of the same notice move nothing more.
    for (const ref of [failedRef, expiredRef]) {
      const amount = ref === failedRef ? 40_000 : 60_000;
      const replay = await callback(ref === failedRef ? 'ewallet' : 'qris', {
        reference_id: ref,
        status: 'paid',
        amount,
      });
      expect(expectBody(ReceivePaymentCallbackResponse, replay)).toEqual({
        reference_id: ref,
        status: 3,
        credited: false,
      });
    }
    expect((await balances(t, lender.id)).available).toBe(before.available + 100_000);

    // A top-up that ran out of time on this side (DANA: 30 minutes) and is paid afterwards.
    const timedOut = await ewalletTopUp(lender, 'dana', 25_000);
    t.clock.advanceMinutes(31);
    expect(await topUpState(lender, timedOut)).toBe(8);
    const late = await callback('ewallet', {
      reference_id: timedOut,
      status: 'paid',
      amount: 25_000,
    });
    expect(expectBody(ReceivePaymentCallbackResponse, late)).toMatchObject({
      status: 3,
      credited: true,
    });
    expect((await balances(t, lender.id)).available).toBe(before.available + 125_000);
    expect(await audit(t)).toEqual({ unbalanced: 0, negative: 0 });
  });

  it('keeps a late paid notice of another amount as an operator task and moves no money', async () => {
    const lender = await newLender(t);
    const ref = await ewalletTopUp(lender, 'qris', 80_000);
    await callback('qris', { reference_id: ref, status: 'expired', amount: 80_000 });
    const before = await balances(t, lender.id);
    const notice = { reference_id: ref, status: 'paid', amount: 85_000 };

    const answer = await callback('qris', notice);
    // Answered as received (the provider stops retrying); the top-up stays as it was.
    expect(answer.statusCode).toBe(200);
    expect(expectBody(ReceivePaymentCallbackResponse, answer)).toEqual({
      reference_id: ref,
      status: 8,
      credited: false,
    });
    expect(await balances(t, lender.id)).toEqual(before);
    expect(await ledgerOf(ref)).toEqual({ status: 8, entries: [] });

    const tasks = await t.database.db
      .selectFrom('operator_tasks')
      .selectAll()
      .where('subject_ref', '=', ref)
      .execute();
    expect(tasks).toHaveLength(1);
    expect(tasks[0]).toMatchObject({
      kind: 'payment_amount_mismatch',
      resolved_at: null,
      details: {
        provider: 'qris',
        lender_id: lender.id,
        top_up_status: 8,
        expected: 80_000,
        notices: [{ status: 'paid', amount: 85_000 }],
      },
    });

    // The provider's retry is the same notice: still one task, still nothing credited; a notice of
    // yet another amount is added to the same open task.
    await callback('qris', notice);
    await callback('qris', { ...notice, amount: 90_000 });
    const after = await t.database.db
      .selectFrom('operator_tasks')
      .select(['details'])
      .where('subject_ref', '=', ref)
      .execute();
    expect(after).toHaveLength(1);
    expect((after[0]?.details as { notices: unknown[] }).notices).toEqual([
      expect.objectContaining({ amount: 85_000 }),
      expect.objectContaining({ amount: 90_000 }),
    ]);
    expect(await balances(t, lender.id)).toEqual(before);
    expect(await topUpState(lender, ref)).toBe(8);
    expect(await audit(t)).toEqual({ unbalanced: 0, negative: 0 });
  });
  it('concurrent late notices credit once, and concurrent mismatches open one task', async () => {
    const lender = await newLender(t);
    const paidRef = await ewalletTopUp(lender, 'qris', 45_000);
    const wrongRef = await ewalletTopUp(lender, 'qris', 55_000);
    await callback('qris', { reference_id: paidRef, status: 'expired', amount: 45_000 });
    await callback('qris', { reference_id: wrongRef, status: 'expired', amount: 55_000 });
    const before = await balances(t, lender.id);
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, () =>
        callback('qris', { reference_id: paidRef, status: 'paid', amount: 45_000 }),
      ),
      ...Array.from({ length: 10 }, () =>
        callback('qris', { reference_id: wrongRef, status: 'paid', amount: 50_000 }),
      ),
    ]);
    expect(answers.every((r) => r.statusCode === 200)).toBe(true);
    const bodies = answers.map((r) => expectBody(ReceivePaymentCallbackResponse, r));
    expect(bodies.filter((b) => b.credited).map((b) => b.reference_id)).toEqual([paidRef]);
    expect((await balances(t, lender.id)).available).toBe(before.available + 45_000);
    const tasks = await t.database.db
      .selectFrom('operator_tasks')
      .select(['details'])
      .where('subject_ref', '=', wrongRef)
      .execute();
    expect(tasks).toHaveLength(1);
    expect((tasks[0]?.details as { notices: unknown[] }).notices).toHaveLength(1);
    expect(await audit(t)).toEqual({ unbalanced: 0, negative: 0 });
  });
});
