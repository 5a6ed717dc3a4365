// Dana Tersedia has one meaning: what the lender can use now. Home (homeLogin) and the statement
// answer the same figure, and money reserved by a pending withdrawal request is its own line.
import {
  GetCertificateProfileResponse,
  GetLenderStatementResponse,
  GetPortfolioResponse,
  RequestWithdrawalResponse,
} from '@pendana/api-sdk/zod';
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
import { balances, givePayoutAccount, newLender } from '../helpers/money-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('Dana Tersedia (available funds)', () => {
  it('is the same on home and in the statement, without the money reserved by a pending withdrawal', async () => {
    const lender = await newLender(t, { topUp: 1_000_000 });
    await givePayoutAccount(t, lender.id);
    const requested = expectBody(
      RequestWithdrawalResponse,
      await post(
        t.app,
        api('/newRekening/requestPenarikan'),
        { rekening: '7123456789', bank: '451', kode_alasan: '01', nominal: 400_000 },
        { token: lender.token, headers: moneyKey() },
      ),
    );
    expect(requested.status_transaksi).toBe(2);
    expect(await balances(t, lender.id)).toEqual({
      available: 600_000,
      invested: 0,
      pendingWithdrawal: 400_000,
    });

    const home = expectBody(
      GetPortfolioResponse,
      await post(t.app, api('/newProfile/homeLogin'), undefined, { token: lender.token }),
    ).data.rekening;
    const statement = expectBody(
      GetLenderStatementResponse,
      await get(t.app, api('/v1/lender/statement'), { token: lender.token }),
    ).data;

    // One definition: the two answers agree on Dana Tersedia.
    expect(home.dana_tersedia).toBe(statement.saldo_buku);
    expect(home.dana_tersedia).toBe(600_000);
    // The reserved money is its own line on both, and still part of the total assets.
    expect(home.dicadangkan_penarikan).toBe(400_000);
    expect(statement.dicadangkan_penarikan).toBe(400_000);
    expect(home.total_aset).toBe(1_000_000);
    expect(home.total_aset).toBe(
      home.dana_tersedia + home.dicadangkan_penarikan + home.dana_teralokasi,
    );

    // The certificate profile names the same Dana Tersedia.
    const certificate = expectBody(
      GetCertificateProfileResponse,
      await post(t.app, api('/newProfile/newnewnewallProfileSertifikatBaru'), undefined, {
        token: lender.token,
      }),
    ).data;
    expect(certificate).toMatchObject({ dana_tersedia: 600_000, total_aset: 1_000_000 });
  });
});
