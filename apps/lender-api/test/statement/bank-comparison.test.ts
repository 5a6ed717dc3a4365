// What the dedicated bank account (RDL) is compared with: the money of the lender that is in that
// account by the ledger — available plus withdrawals reserved but not yet sent to the bank, without
// the top-ups that arrived outside the bank (e-wallet, QRIS, card).
import { GetLenderStatementResponse, RequestWithdrawalResponse } from '@pendana/api-sdk/zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  createTestApp,
  expectBody,
  get,
  moneyKey,
  post,
  type TestApp,
} from '../helpers/test-app.ts';
import { balances, givePayoutAccount, money, newLender } from '../helpers/money-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Lender = Awaited<ReturnType<typeof newLender>>;

/** A lender with an active RDL holding `amount`, paid in by bank transfer (VA). */
async function lenderWithRdl(amount: number) {
  const lender = await newLender(t, { topUp: amount });
  await money(t)
    .updateTable('lenders')
    .set({ is_active_rdl: true })
    .where('id', '=', lender.id)
    .execute();
  await givePayoutAccount(t, lender.id);
  return lender;
}

async function statementOf(lender: Lender) {
  const response = await get(t.app, api('/v1/lender/statement'), { token: lender.token });
  expect(response.statusCode, response.body).toBe(200);
  return expectBody(GetLenderStatementResponse, response).data;
}

/** What the bank says the account holds (sandbox fixture: a fixed balance). */
async function bankHolds(lender: Lender, balance: number) {
  const response = await post(t.app, api('/sandbox/bank/balance'), { balance }, lender);
  expect(response.statusCode, response.body).toBe(200);
}

async function withdraw(lender: Lender, nominal: number) {
  const body = expectBody(
    RequestWithdrawalResponse,
    await post(
      t.app,
      api('/newRekening/requestPenarikan'),
      { rekening: '7123456789', bank: '451', kode_alasan: '01', nominal },
      { ...lender, headers: moneyKey() },
    ),
  );
  expect(body.status_transaksi).toBe(2);
  return body.id ?? 0;
}

/** A QRIS top-up paid at the provider: the money is at the payment provider, not in the RDL. */
async function qrisTopUp(lender: Lender, amount: number) {
  const created = await post(
    t.app,
    api('/v1/lender/ewallet/topup'),
    { payment_method: 'qris', amount },
    { ...lender, headers: moneyKey() },
  );
  const { reference_id } = (created.json() as { data: { reference_id: string } }).data;
  const paid = await post(
    t.app,
    api('/sandbox/ewallet/pay'),
    { reference_id, result: 'paid' },
    lender,
  );
  expect((paid.json() as { credited: boolean }).credited).toBe(true);
}

describe('the dedicated account beside the ledger', () => {
  it('a withdrawal reserved but not yet sent is still in the bank account: no mismatch', async () => {
    const lender = await lenderWithRdl(1_000_000);
    const id = await withdraw(lender, 200_000);
    expect(await balances(t, lender.id)).toMatchObject({
      available: 800_000,
      pendingWithdrawal: 200_000,
    });
    await bankHolds(lender, 1_000_000);
    const pending = await statementOf(lender);
    expect(pending).toMatchObject({ status: 'ok', selisih: 0, saldo_buku: 800_000 });
    expect(pending.saldo_rekening_seharusnya).toBe(1_000_000);

    // Once paid the money has left the account.
    const paid = await post(
      t.app,
      api('/sandbox/withdrawal/decide'),
      { id, decision: 'paid' },
      lender,
    );
    expect((paid.json() as { status_transaksi: number }).status_transaksi).toBe(3);
    expect(await statementOf(lender)).toMatchObject({ status: 'mismatch', selisih: 200_000 });
    await bankHolds(lender, 800_000);
    expect(await statementOf(lender)).toMatchObject({ status: 'ok', selisih: 0 });
  });

  it('e-wallet, QRIS and card money never reached the bank account: left out of the comparison', async () => {
    const lender = await lenderWithRdl(1_000_000);
    await qrisTopUp(lender, 300_000);
    expect((await balances(t, lender.id)).available).toBe(1_300_000);
    await bankHolds(lender, 1_000_000);
    const data = await statementOf(lender);
    expect(data).toMatchObject({ status: 'ok', selisih: 0, saldo_buku: 1_300_000 });
    expect(data.saldo_rekening_seharusnya).toBe(1_000_000);

    // A bank holding the whole wallet, outside money included, holds Rp 300.000 it should not.
    await bankHolds(lender, 1_300_000);
    expect(await statementOf(lender)).toMatchObject({ status: 'mismatch', selisih: 300_000 });
  });

  it('both at once; the sandbox bank mirrors what the account should hold', async () => {
    const lender = await lenderWithRdl(1_000_000);
    await qrisTopUp(lender, 300_000);
    await withdraw(lender, 400_000);
    await bankHolds(lender, 1_000_000);
    expect(await statementOf(lender)).toMatchObject({ status: 'ok', selisih: 0 });
    const mirrored = await post(t.app, api('/sandbox/bank/balance'), { balance: null }, lender);
    expect(mirrored.statusCode).toBe(200);
    const data = await statementOf(lender);
    expect(data).toMatchObject({ status: 'ok', selisih: 0, saldo_buku: 900_000 });
    expect(data.rekening?.saldo_bank).toBe(1_000_000);
  });
});
