import { createHmac } from 'node:crypto';
import {
  CreateCardTopUpResponse,
  PrepareCardTopUpResponse,
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
 * A card top-up charges the card the amount plus the fee (`total`): the lender's wallet gets the
 * amount, the platform's fee income the fee, and the money received from the card acquirer is the
 * total — one balanced posting.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Lender = Awaited<ReturnType<typeof newLender>>;

async function preparedAndAuthenticated(lender: Lender, amount: number) {
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
        amount,
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
  const { authentication_id } = authenticated.json() as { authentication_id: string };
  return { ...prepared, authentication_id };
}

/** The posting of a top-up: each account's entry. */
async function postingOf(reference_id: string) {
  const db = money(t);
  const rows = await db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_transactions as t', 't.id', 'e.transaction_id')
    .select(['e.account', 'e.amount', 'e.lender_id', 't.nominal'])
    .where('t.referensi', '=', reference_id)
    .orderBy('e.account')
    .execute();
  return rows.map((r) => ({
    account: r.account,
    amount: Number(r.amount),
    lender: r.lender_id !== null,
    nominal: Number(r.nominal),
  }));
}

const expectedPosting = (amount: number, fee: number) => [
  { account: 'lender_available', amount, lender: true, nominal: amount },
  { account: 'platform_cash_in', amount: -(amount + fee), lender: false, nominal: amount },
  { account: 'platform_fee_income', amount: fee, lender: false, nominal: amount },
];

describe('card top-up fee', () => {
  it('posts the fee to fee income when the card is charged: wallet + amount, acquirer − total', async () => {
    const lender = await newLender(t);
    const card = await preparedAndAuthenticated(lender, 500_000);
    expect(card).toMatchObject({ amount: 500_000, biaya: 2_500, total: 502_500 });
    const charged = expectBody(
      CreateCardTopUpResponse,
      await post(
        t.app,
        api('/v1/lender/ewallet/card/topup'),
        { reference_id: card.reference_id, authentication_id: card.authentication_id },
        { token: lender.token },
      ),
    );
    expect(charged.data).toMatchObject({ status: 3, amount: 500_000 });
    expect((await balances(t, lender.id)).available).toBe(500_000);
    expect(await postingOf(card.reference_id)).toEqual(expectedPosting(500_000, 2_500));
    expect(await audit(t)).toEqual({ unbalanced: 0, negative: 0 });
  });

  it('posts the fee the same way when the card provider’s notice pays it', async () => {
    const lender = await newLender(t);
    const card = await preparedAndAuthenticated(lender, 750_000);
    const raw = JSON.stringify({
      reference_id: card.reference_id,
      status: 'paid',
      amount: card.total,
    });
    const paid = await t.app.inject({
      method: 'POST',
      url: api('/v1/payments/callback/card'),
      headers: {
        'content-type': 'application/json',
        'x-callback-signature': createHmac('sha256', 'sandbox-callback-card')
          .update(raw, 'utf8')
          .digest('hex'),
      },
      payload: raw,
    });
    expect(expectBody(ReceivePaymentCallbackResponse, paid)).toMatchObject({
      status: 3,
      credited: true,
    });
    expect((await balances(t, lender.id)).available).toBe(750_000);
    expect(await postingOf(card.reference_id)).toEqual(expectedPosting(750_000, 2_500));
    expect(await audit(t)).toEqual({ unbalanced: 0, negative: 0 });
  });
});
