import { ErrorResponse, RequestWithdrawalResponse } from '@pendana/api-sdk/zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, expectBody, post, type TestApp } from '../helpers/test-app.ts';
import { balances, givePayoutAccount, newLender } from '../helpers/money-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const WITHDRAW = { rekening: '7123456789', bank: '451', kode_alasan: '01', nominal: 100_000 };

describe('Idempotency-Key on money calls', () => {
  it('refuses a money call without the key, in the caller language, and moves no money', async () => {
    const lender = await newLender(t, { topUp: 1_000_000 });
    await givePayoutAccount(t, lender.id);
    const first = await post(t.app, api('/newRekening/requestPenarikan'), WITHDRAW, {
      token: lender.token,
    });
    const second = await post(t.app, api('/newRekening/requestPenarikan'), WITHDRAW, {
      token: lender.token,
      lang: 'en',
    });
    expect([first.statusCode, second.statusCode]).toEqual([400, 400]);
    expect(expectBody(ErrorResponse, first).message).toBe(
      'Header Idempotency-Key wajib dikirim untuk transaksi uang.',
    );
    expect(expectBody(ErrorResponse, second).message).toBe(
      'Money calls require the Idempotency-Key header.',
    );
    expect((await balances(t, lender.id)).pendingWithdrawal).toBe(0);
  });

  it('answers a repeated key from the first answer and says it is a replay', async () => {
    const lender = await newLender(t, { topUp: 1_000_000 });
    await givePayoutAccount(t, lender.id);
    const send = () =>
      post(t.app, api('/newRekening/requestPenarikan'), WITHDRAW, {
        token: lender.token,
        headers: { 'idempotency-key': `replay-${lender.id}` },
      });
    const first = await send();
    const second = await send();
    expect(first.headers['idempotency-replayed']).toBeUndefined();
    expect(second.headers['idempotency-replayed']).toBe('true');
    expect(expectBody(RequestWithdrawalResponse, second)).toEqual(
      expectBody(RequestWithdrawalResponse, first),
    );
    expect(expectBody(RequestWithdrawalResponse, first).success).toBeTruthy();
    expect((await balances(t, lender.id)).pendingWithdrawal).toBe(100_000);
  });
});
