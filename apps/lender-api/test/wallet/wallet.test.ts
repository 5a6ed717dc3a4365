import {
  ErrorResponse,
  GetTopUpStepsResponse,
  GetWithdrawalInfoResponse,
  ListTransactionsResponse,
  ListVirtualAccountsResponse,
  ListWithdrawalHistoryResponse,
  ListWithdrawalReasonsResponse,
  RequestWithdrawalResponse,
  ValidationErrorResponse,
} from '@pendana/api-sdk/zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  createTestApp,
  expectBody,
  post,
  type TestApp,
  moneyKey,
} from '../helpers/test-app.ts';
import { audit, balances, givePayoutAccount, newLender } from '../helpers/money-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const WITHDRAW = { rekening: '7123456789', bank: '451', kode_alasan: '01' };

describe('virtual-account top-up', () => {
  it('lists one VA per partner bank, with steps in X-LANG, and credits a sandbox payment once', async () => {
    const lender = await newLender(t);
    const vas = expectBody(
      ListVirtualAccountsResponse,
      await post(t.app, api('/newProfile/showVaNewNew'), undefined, { token: lender.token }),
    );
    expect(vas.data.map((va) => va.nama_bank)).toEqual(['BNI', 'BSI', 'Mandiri', 'BRI', 'Permata']);
    const bni = vas.data[0];
    if (!bni) throw new Error('no BNI VA');
    expect(bni.nomor_va).toMatch(/^8808\d{12}$/);
    const again = expectBody(
      ListVirtualAccountsResponse,
      await post(t.app, api('/newProfile/showVaNewNew'), undefined, { token: lender.token }),
    );
    expect(again).toEqual(vas);

    const steps = expectBody(
      GetTopUpStepsResponse,
      await post(t.app, api('/newProfile/showStepTopUp'), undefined, {
        token: lender.token,
        lang: 'en',
      }),
    );
    expect(steps.data.length).toBe(20);
    expect(
      steps.data.find((s) => s.kode_bank === '009' && s.kanal === 'ATM Bersama')?.langkah,
    ).toContain('Enter bank code 009 followed by the 16-digit virtual account number');

    const pay = (reference: string) =>
      post(
        t.app,
        api('/sandbox/va/pay'),
        { nomor_va: bni.nomor_va, nominal: 2_000_000, reference },
        { token: lender.token },
      );
    const first = await pay('BNI-PAY-1');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ credited: true });
    const repeat = await pay('BNI-PAY-1');
    expect(repeat.json()).toMatchObject({
      credited: false,
      id: (first.json() as { id: number }).id,
    });
    expect(await balances(t, lender.id)).toEqual({
      available: 2_000_000,
      invested: 0,
      pendingWithdrawal: 0,
    });

    const history = expectBody(
      ListTransactionsResponse,
      await post(
        t.app,
        api('/newRekening/v2/mutasi'),
        { kategori: 'topup' },
        { token: lender.token },
      ),
    );
    expect(history.data).toHaveLength(1);
    expect(history.data[0]).toMatchObject({
      tipe: 'CREDIT',
      nominal: 2_000_000,
      status: 3,
      perihal: 'Top up Virtual Account BNI',
    });

    // Another lender cannot pay into (or learn about) this VA through the sandbox action.
    const other = await newLender(t);
    const foreign = await post(
      t.app,
      api('/sandbox/va/pay'),
      { nomor_va: bni.nomor_va, nominal: 2_000_000, reference: 'BNI-PAY-2' },
      { token: other.token },
    );
    expect(foreign.statusCode).toBe(404);
    expectBody(ErrorResponse, foreign);
    expect((await balances(t, lender.id)).available).toBe(2_000_000);
  });
});

describe('withdrawal', () => {
  it('reserves a requested amount, lists it, and pays or refuses it in the sandbox', async () => {
    const lender = await newLender(t, { topUp: 1_000_000 });
    await givePayoutAccount(t, lender.id);
    const reasons = expectBody(
      ListWithdrawalReasonsResponse,
      await post(t.app, api('/v2/newProfile/allMasterKodeAlasanPenarikan'), undefined, {
        token: lender.token,
      }),
    );
    expect(reasons.alasan_penarikan[0]).toEqual({ kode: '01', alasan: 'Kebutuhan pribadi' });

    const info = expectBody(
      GetWithdrawalInfoResponse,
      await post(t.app, api('/newRekening/showPenarikan'), undefined, { token: lender.token }),
    );
    expect(info.data).toMatchObject({
      unallocated: 1_000_000,
      total_dana: 1_000_000,
      tersedia_ditarik: 1_000_000,
      minimum: 100_000,
      rekening: '7123456789',
      kode_bank: '451',
    });

    const ok = expectBody(
      RequestWithdrawalResponse,
      await post(
        t.app,
        api('/newRekening/requestPenarikan'),
        { ...WITHDRAW, nominal: 400_000 },
        { token: lender.token, headers: moneyKey() },
      ),
    );
    expect(ok).toMatchObject({ success: 'Penarikan anda sedang diproses', status_transaksi: 2 });
    expect(await balances(t, lender.id)).toEqual({
      available: 600_000,
      invested: 0,
      pendingWithdrawal: 400_000,
    });
    const after = expectBody(
      GetWithdrawalInfoResponse,
      await post(t.app, api('/newRekening/showPenarikan'), undefined, { token: lender.token }),
    );
    expect(after.data).toMatchObject({ unallocated: 1_000_000, tersedia_ditarik: 600_000 });

    const tooMuch = expectBody(
      RequestWithdrawalResponse,
      await post(
        t.app,
        api('/newRekening/requestPenarikan'),
        { ...WITHDRAW, nominal: 700_000 },
        { token: lender.token, headers: moneyKey() },
      ),
    );
    expect(tooMuch).toEqual({
      error:
        'Penarikan dana anda lebih dari dana tersedia, silahkan mengambil uang pada pendanaan anda terlebih dahulu',
    });
    const wrongAccount = expectBody(
      RequestWithdrawalResponse,
      await post(
        t.app,
        api('/newRekening/requestPenarikan'),
        { ...WITHDRAW, rekening: '9999999999', nominal: 100_000 },
        { token: lender.token, headers: moneyKey() },
      ),
    );
    expect(wrongAccount).toEqual({
      error: 'Rekening tujuan harus sama dengan rekening yang terdaftar',
    });
    // Below the minimum is a business refusal the web shows (spec §7/§8), not a validation error.
    const belowMinimum = expectBody(
      RequestWithdrawalResponse,
      await post(
        t.app,
        api('/newRekening/requestPenarikan'),
        { ...WITHDRAW, nominal: 99_999 },
        { token: lender.token, headers: moneyKey() },
      ),
    );
    expect(belowMinimum).toEqual({ error: 'Penarikan minimum adalah Rp. 100.000,-' });
    const zero = await post(
      t.app,
      api('/newRekening/requestPenarikan'),
      { ...WITHDRAW, nominal: 0 },
      { token: lender.token, headers: moneyKey() },
    );
    expect(zero.statusCode).toBe(422);
    expect(Object.keys(expectBody(ValidationErrorResponse, zero).errors)).toEqual(['nominal']);

    const second = expectBody(
      RequestWithdrawalResponse,
      await post(
        t.app,
        api('/newRekening/requestPenarikan'),
        { ...WITHDRAW, nominal: 150_000, kode_alasan: '02' },
        { token: lender.token, headers: moneyKey() },
      ),
    );
    const decide = (id: number | undefined, decision: 'paid' | 'refused', reason?: string) =>
      post(
        t.app,
        api('/sandbox/withdrawal/decide'),
        { id, decision, reason },
        { token: lender.token },
      );
    expect((await decide(ok.id, 'paid')).json()).toEqual({ status_transaksi: 3 });
    expect((await decide(second.id, 'refused', 'no-such-reason')).statusCode).toBe(422);
    expect((await decide(second.id, 'refused', 'name_mismatch')).json()).toEqual({
      status_transaksi: 4,
    });
    // Deciding twice changes nothing.
    expect((await decide(second.id, 'paid')).json()).toEqual({ status_transaksi: 4 });
    expect(await balances(t, lender.id)).toEqual({
      available: 600_000,
      invested: 0,
      pendingWithdrawal: 0,
    });

    const history = expectBody(
      ListWithdrawalHistoryResponse,
      await post(t.app, api('/newRekening/historyPenarikanDana'), undefined, {
        token: lender.token,
      }),
    );
    expect(
      history.history.map((h) => [h.jumlah_penarikan, h.status, h.status_transaksi, h.alasan]),
    ).toEqual([
      [150_000, 'Gagal', 4, 'Biaya pendidikan'],
      [400_000, 'Disetujui', 3, 'Kebutuhan pribadi'],
    ]);
    // The bank's reason of the refusal, in the request's language; the decision's date.
    expect(history.history.map((h) => h.alasan_penolakan)).toEqual([
      'Nama pemilik rekening tidak sesuai dengan nama pemberi dana',
      null,
    ]);
    expect(history.history.every((h) => h.tanggal_keputusan === h.tanggal_penarikan)).toBe(true);
    const english = expectBody(
      ListWithdrawalHistoryResponse,
      await post(t.app, api('/newRekening/historyPenarikanDana'), undefined, {
        token: lender.token,
        lang: 'en',
      }),
    );
    expect(english.history[0]!.alasan_penolakan).toBe(
      "The account holder's name does not match the lender's name",
    );
    const txs = expectBody(
      ListTransactionsResponse,
      await post(
        t.app,
        api('/newRekening/v2/mutasi'),
        { kategori: 'penarikan' },
        { token: lender.token },
      ),
    );
    expect(txs.data.map((row) => row.status)).toEqual([4, 3]);

    const other = await newLender(t);
    expect(
      (
        await post(
          t.app,
          api('/sandbox/withdrawal/decide'),
          { id: ok.id, decision: 'paid' },
          { token: other.token },
        )
      ).statusCode,
    ).toBe(404);
    const otherHistory = expectBody(
      ListWithdrawalHistoryResponse,
      await post(t.app, api('/newRekening/historyPenarikanDana'), undefined, {
        token: other.token,
      }),
    );
    expect(otherHistory.history).toEqual([]);
    expect(await audit(t)).toEqual({ unbalanced: 0, negative: 0 });
  });

  it('refuses without a payout account on file', async () => {
    const lender = await newLender(t, { topUp: 500_000 });
    const info = expectBody(
      GetWithdrawalInfoResponse,
      await post(t.app, api('/newRekening/showPenarikan'), undefined, { token: lender.token }),
    );
    expect(info.data).toMatchObject({ rekening: null, bank: null, kode_bank: null, nama: null });
    const answer = expectBody(
      RequestWithdrawalResponse,
      await post(
        t.app,
        api('/newRekening/requestPenarikan'),
        { ...WITHDRAW, nominal: 100_000 },
        { token: lender.token, lang: 'en', headers: moneyKey() },
      ),
    );
    expect(answer).toEqual({ error: 'No payout account on file; complete your bank data first' });
  });

  it('100 simultaneous withdrawals exceeding the balance never take it below zero', async () => {
    const lender = await newLender(t, { topUp: 2_500_000 });
    await givePayoutAccount(t, lender.id);
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        post(
          t.app,
          api('/newRekening/requestPenarikan'),
          { ...WITHDRAW, nominal: 300_000 },
          { token: lender.token, headers: { 'idempotency-key': `wd-${i}` } },
        ).then((response) => expectBody(RequestWithdrawalResponse, response)),
      ),
    );
    expect(answers.filter((a) => a.success).length).toBe(8);
    expect(answers.filter((a) => a.error).length).toBe(92);
    expect(await balances(t, lender.id)).toEqual({
      available: 100_000,
      invested: 0,
      pendingWithdrawal: 2_400_000,
    });
    expect(await audit(t)).toEqual({ unbalanced: 0, negative: 0 });
    // The same key sent again is answered from the first answer, without a new reservation.
    const replay = expectBody(
      RequestWithdrawalResponse,
      await post(
        t.app,
        api('/newRekening/requestPenarikan'),
        { ...WITHDRAW, nominal: 300_000 },
        { token: lender.token, headers: { 'idempotency-key': 'wd-0' } },
      ),
    );
    expect(replay).toEqual(answers[0]);
    expect((await balances(t, lender.id)).pendingWithdrawal).toBe(2_400_000);
  });
});
