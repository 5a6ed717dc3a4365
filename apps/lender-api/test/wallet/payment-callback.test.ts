import { createHmac } from 'node:crypto';
import {
  CreateCardTopUpResponse,
  CreateEwalletTopUpResponse,
  ErrorResponse,
  GetEwalletTransactionResponse,
  PrepareCardTopUpResponse,
  ReceivePaymentCallbackResponse,
  ValidationErrorResponse,
} from '@pendana/api-sdk/zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VA_BANKS, virtualAccountNumber } from '../../src/modules/wallet/va-banks.ts';
import { virtualAccounts } from '../../src/modules/wallet/wallet.ts';
import {
  api,
  createTestApp,
  expectBody,
  post,
  type TestApp,
  moneyKey,
} from '../helpers/test-app.ts';
import { audit, balances, money, newLender } from '../helpers/money-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Lender = Awaited<ReturnType<typeof newLender>>;
type Provider = 'va' | 'ewallet' | 'qris' | 'card';

const sign = (secret: string, raw: string) =>
  createHmac('sha256', secret).update(raw, 'utf8').digest('hex');

/** A provider's notification: the raw JSON is signed with the provider's sandbox secret unless told. */
function callback(
  provider: string,
  body: unknown,
  options: { app?: TestApp; secret?: string; signature?: string | null; lang?: 'id' | 'en' } = {},
) {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  const signature =
    options.signature === undefined
      ? sign(options.secret ?? `sandbox-callback-${provider}`, raw)
      : options.signature;
  return (options.app ?? t).app.inject({
    method: 'POST',
    url: api(`/v1/payments/callback/${provider}`),
    headers: {
      'content-type': 'application/json',
      'x-lang': options.lang ?? 'id',
      ...(signature === null ? {} : { 'x-callback-signature': signature }),
    },
    payload: raw,
  });
}

async function ewalletTopUp(
  lender: Lender,
  method: 'dana' | 'qris' | 'ovo' | 'shopeepay',
  amount: number,
) {
  const body =
    method === 'ovo'
      ? { payment_method: method, amount, nomorHp: '81234567891' }
      : {
          payment_method: method,
          amount,
        };
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

/** Ledger entries and history status of a top-up (ledger row of its reference). */
async function ledgerOf(reference_id: string) {
  const db = money(t);
  const tx = await db
    .selectFrom('ledger_transactions')
    .select(['id', 'status'])
    .where('referensi', '=', reference_id)
    .executeTakeFirstOrThrow();
  const entries = await db
    .selectFrom('ledger_entries')
    .select(['amount'])
    .where('transaction_id', '=', tx.id)
    .execute();
  return { status: tx.status, entries: entries.length };
}

describe('payment provider callback (receivePaymentCallback)', () => {
  it('credits a paid e-wallet top-up exactly once; a replay answers 200 with the current state', async () => {
    const lender = await newLender(t);
    const ref = await ewalletTopUp(lender, 'dana', 150_000);
    const before = await balances(t, lender.id);
    const notice = { reference_id: ref, status: 'paid', amount: 150_000 };

    const first = await callback('ewallet', notice);
    expect(first.statusCode).toBe(200);
    expect(expectBody(ReceivePaymentCallbackResponse, first)).toEqual({
      reference_id: ref,
      status: 3,
      credited: true,
    });
    expect((await balances(t, lender.id)).available).toBe(before.available + 150_000);
    expect(await topUpState(lender, ref)).toBe(3);
    expect(await ledgerOf(ref)).toEqual({ status: 3, entries: 2 });

    const replay = await callback('ewallet', notice);
    expect(expectBody(ReceivePaymentCallbackResponse, replay)).toEqual({
      reference_id: ref,
      status: 3,
      credited: false,
    });
    // A late "failed" for a paid top-up changes nothing either.
    const late = await callback('ewallet', { ...notice, status: 'failed' });
    expect(expectBody(ReceivePaymentCallbackResponse, late).status).toBe(3);
    expect((await balances(t, lender.id)).available).toBe(before.available + 150_000);
    expect(await ledgerOf(ref)).toEqual({ status: 3, entries: 2 });
    expect(await audit(t)).toEqual({ unbalanced: 0, negative: 0 });
  });

  it('20 concurrent duplicates of a paid QRIS notification credit it once', async () => {
    const lender = await newLender(t);
    const ref = await ewalletTopUp(lender, 'qris', 75_000);
    const before = await balances(t, lender.id);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        callback('qris', { reference_id: ref, status: 'paid', amount: 75_000 }),
      ),
    );
    const bodies = answers.map((r) => expectBody(ReceivePaymentCallbackResponse, r));
    expect(answers.every((r) => r.statusCode === 200)).toBe(true);
    expect(bodies.filter((b) => b.credited)).toHaveLength(1);
    expect(bodies.every((b) => b.status === 3)).toBe(true);
    expect((await balances(t, lender.id)).available).toBe(before.available + 75_000);
    expect(await ledgerOf(ref)).toEqual({ status: 3, entries: 2 });
    expect(await audit(t)).toEqual({ unbalanced: 0, negative: 0 });
  });

  it('answers 401 to a missing, malformed or wrong signature, before reading the body; nothing moves', async () => {
    const lender = await newLender(t);
    const ref = await ewalletTopUp(lender, 'shopeepay', 50_000);
    const notice = { reference_id: ref, status: 'paid', amount: 50_000 };
    const raw = JSON.stringify(notice);
    const tampered = JSON.stringify({ ...notice, amount: 50_001 });
    for (const response of [
      await callback('ewallet', notice, { signature: null, lang: 'en' }),
      await callback('ewallet', notice, { signature: 'abc', lang: 'en' }),
      await callback('ewallet', notice, {
        signature: sign('sandbox-callback-ewallet', raw).toUpperCase(),
        lang: 'en',
      }),
      await callback('ewallet', notice, { secret: 'not-the-secret', lang: 'en' }),
      // Another provider's secret.
      await callback('ewallet', notice, { secret: 'sandbox-callback-qris', lang: 'en' }),
      // The signature of another body.
      await callback('ewallet', tampered, {
        signature: sign('sandbox-callback-ewallet', raw),
        lang: 'en',
      }),
      // Even an invalid body: the signature is checked first.
      await callback('ewallet', { nonsense: true }, { secret: 'wrong', lang: 'en' }),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(expectBody(ErrorResponse, response).message).toBe(
        'The notification signature is not valid.',
      );
    }
    expect(await topUpState(lender, ref)).toBe(2);
    expect(await ledgerOf(ref)).toEqual({ status: 2, entries: 0 });
  });

  it('answers 404 to an unknown reference, a reference of another provider and an unknown provider', async () => {
    const lender = await newLender(t);
    const qrisRef = await ewalletTopUp(lender, 'qris', 20_000);
    const unknown = await callback('ewallet', {
      reference_id: 'TOPUP-19990101-0000',
      status: 'paid',
      amount: 20_000,
    });
    expect(unknown.statusCode).toBe(404);
    expectBody(ErrorResponse, unknown);
    const otherProvider = await callback('ewallet', {
      reference_id: qrisRef,
      status: 'paid',
      amount: 20_000,
    });
    expect(otherProvider.statusCode).toBe(404);
    const provider = await callback('paypal', { reference_id: qrisRef, status: 'paid', amount: 1 });
    expect(provider.statusCode).toBe(404);
    expect(await ledgerOf(qrisRef)).toEqual({ status: 2, entries: 0 });
  });

  it('answers 422 to an amount that is not the top-up’s and to an invalid body; nothing is credited', async () => {
    const lender = await newLender(t);
    const ref = await ewalletTopUp(lender, 'dana', 300_000);
    const before = await balances(t, lender.id);
    const wrong = await callback(
      'ewallet',
      { reference_id: ref, status: 'paid', amount: 299_999 },
      { lang: 'en' },
    );
    expect(wrong.statusCode).toBe(422);
    expect(expectBody(ValidationErrorResponse, wrong).errors).toEqual({
      amount: ['The amount Rp 299.999 does not match the transaction (Rp 300.000).'],
    });
    expect(await balances(t, lender.id)).toEqual(before);
    expect(await ledgerOf(ref)).toEqual({ status: 2, entries: 0 });
    for (const body of [
      { reference_id: ref, status: 'settled', amount: 300_000 },
      { reference_id: ref, status: 'paid', amount: '300000' },
      { reference_id: ref, status: 'paid' },
      { reference_id: ref, status: 'paid', amount: 0 },
    ]) {
      const response = await callback('ewallet', body);
      expect(response.statusCode).toBe(422);
      expectBody(ValidationErrorResponse, response);
    }
    expect(await ledgerOf(ref)).toEqual({ status: 2, entries: 0 });
    // The right amount still credits it.
    const ok = await callback('ewallet', { reference_id: ref, status: 'paid', amount: 300_000 });
    expect(expectBody(ReceivePaymentCallbackResponse, ok).credited).toBe(true);
    expect((await balances(t, lender.id)).available).toBe(before.available + 300_000);
  });

  it('marks a failed notification GAGAL and an expired one BATAL without moving money', async () => {
    const lender = await newLender(t);
    const failedRef = await ewalletTopUp(lender, 'ovo', 40_000);
    const expiredRef = await ewalletTopUp(lender, 'qris', 40_000);
    const before = await balances(t, lender.id);

    const failed = await callback('ewallet', {
      reference_id: failedRef,
      status: 'failed',
      amount: 40_000,
      code: '51',
    });
    expect(expectBody(ReceivePaymentCallbackResponse, failed)).toEqual({
      reference_id: failedRef,
      status: 4,
      credited: false,
    });
    const detail = expectBody(
      GetEwalletTransactionResponse,
      await post(
        t.app,
        api('/v1/lender/ewallet/detail'),
        { reference_id: failedRef },
        { token: lender.token },
      ),
    );
    expect(detail.data.status).toBe(4);
    expect(detail.meta.code).toBe('51');
    expect(await ledgerOf(failedRef)).toEqual({ status: 4, entries: 0 });

    const expired = await callback('qris', {
      reference_id: expiredRef,
      status: 'expired',
      amount: 40_000,
    });
    expect(expectBody(ReceivePaymentCallbackResponse, expired).status).toBe(8);
    expect(await ledgerOf(expiredRef)).toEqual({ status: 8, entries: 0 });

    expect(await balances(t, lender.id)).toEqual(before);
  });

  it('credits a card top-up for the charged total (amount + fee) once; the app’s card call then answers it paid', async () => {
    const lender = await newLender(t);
    const expiry = new Date(t.clock.now().getTime() + 400 * 86_400_000);
    const prepared = expectBody(
      PrepareCardTopUpResponse,
      await post(
        t.app,
        api('/v1/lender/ewallet/card/pre-topup'),
        {
          card_number: '4811111111111114',
          card_expiry: `${String(expiry.getUTCMonth() + 1).padStart(2, '0')}/${expiry.getUTCFullYear()}`,
          nama_pemilik: 'Siti Aminah',
          amount: 500_000,
        },
        { token: lender.token, headers: moneyKey() },
      ),
    ).data;
    const authenticated = await post(
      t.app,
      api('/sandbox/card/authenticate'),
      { reference_id: prepared.reference_id, result: 'success' },
      { token: lender.token },
    );
    const authenticationId = (authenticated.json() as { authentication_id: string })
      .authentication_id;
    const before = await balances(t, lender.id);

    const net = await callback('card', {
      reference_id: prepared.reference_id,
      status: 'paid',
      amount: 500_000,
    });
    expect(net.statusCode).toBe(422);
    const paid = await callback('card', {
      reference_id: prepared.reference_id,
      status: 'paid',
      amount: prepared.total,
    });
    expect(expectBody(ReceivePaymentCallbackResponse, paid)).toMatchObject({
      status: 3,
      credited: true,
    });
    const charged = expectBody(
      CreateCardTopUpResponse,
      await post(
        t.app,
        api('/v1/lender/ewallet/card/topup'),
        { reference_id: prepared.reference_id, authentication_id: authenticationId },
        { token: lender.token },
      ),
    );
    expect(charged.data.status).toBe(3);
    expect((await balances(t, lender.id)).available).toBe(before.available + 500_000);
    // Wallet, fee income and the money from the card acquirer.
    expect(await ledgerOf(prepared.reference_id)).toEqual({ status: 3, entries: 3 });
  });

  it('credits a virtual-account transfer once per provider reference', async () => {
    const lender = await newLender(t);
    await virtualAccounts(money(t), { id: lender.id, nama: null, username: 'x' }, t.clock.now());
    const bank = VA_BANKS[1];
    if (!bank) throw new Error('no VA bank');
    const nomor_va = virtualAccountNumber(bank, lender.id);
    const notice = {
      reference_id: `BSI-${lender.id}-1`,
      status: 'paid',
      amount: 2_500_000,
      nomor_va,
    };
    const before = await balances(t, lender.id);

    const first = await callback('va', notice);
    expect(expectBody(ReceivePaymentCallbackResponse, first)).toEqual({
      reference_id: notice.reference_id,
      status: 3,
      credited: true,
    });
    const [replay, other] = await Promise.all([
      callback('va', notice),
      callback('va', { ...notice, amount: 2_400_000 }),
    ]);
    expect(expectBody(ReceivePaymentCallbackResponse, replay).credited).toBe(false);
    expect(other.statusCode).toBe(422);
    expect(Object.keys(expectBody(ValidationErrorResponse, other).errors)).toEqual(['amount']);
    expect((await balances(t, lender.id)).available).toBe(before.available + 2_500_000);

    const failed = await callback('va', { ...notice, reference_id: 'BSI-x-2', status: 'failed' });
    expect(failed.statusCode).toBe(422);
    expect(Object.keys(expectBody(ValidationErrorResponse, failed).errors)).toEqual(['status']);
    const noVa = await callback('va', { reference_id: 'BSI-x-3', status: 'paid', amount: 10_000 });
    expect(Object.keys(expectBody(ValidationErrorResponse, noVa).errors)).toEqual(['nomor_va']);
    const unknownVa = await callback('va', {
      ...notice,
      reference_id: 'BSI-x-4',
      nomor_va: '9004999999999999',
    });
    expect(unknownVa.statusCode).toBe(404);
    // The e-wallet secret does not sign VA notices.
    const wrongSecret = await callback('va', notice, { secret: 'sandbox-callback-ewallet' });
    expect(wrongSecret.statusCode).toBe(401);
    expect((await balances(t, lender.id)).available).toBe(before.available + 2_500_000);
    expect(await audit(t)).toEqual({ unbalanced: 0, negative: 0 });
  });
});

describe('payment callback secrets outside sandbox mode', () => {
  let prod: TestApp;
  beforeAll(async () => {
    prod = await createTestApp({
      config: { sandbox: false, paymentCallbackSecrets: { qris: 'configured-qris-secret' } },
    });
  });
  afterAll(async () => {
    await prod.close();
  });

  it('uses the configured secret, and refuses a provider without one (no sandbox default)', async () => {
    const body = { reference_id: 'QRIS-19990101-0000', status: 'paid', amount: 10_000 };
    const configured = await callback('qris', body, {
      app: prod,
      secret: 'configured-qris-secret',
    });
    // Signed correctly: the reference is then looked up (unknown here).
    expect(configured.statusCode).toBe(404);
    for (const [provider, secret] of [
      ['qris', 'sandbox-callback-qris'],
      ['ewallet', 'sandbox-callback-ewallet'],
      ['va', 'sandbox-callback-va'],
    ] as const satisfies readonly (readonly [Provider, string])[]) {
      const response = await callback(provider, body, { app: prod, secret });
      expect(response.statusCode).toBe(401);
    }
  });
});
