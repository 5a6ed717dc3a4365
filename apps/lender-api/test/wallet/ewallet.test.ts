import {
  CheckQrisPaymentResponse,
  CreateCardTopUpResponse,
  CreateEwalletTopUpResponse,
  CreateRdfAccountResponse,
  DeleteCardResponse,
  ErrorResponse,
  GetEwalletTransactionResponse,
  GetLenderInfoResponse,
  GetRdlAccountResponse,
  GetTopUpLimitResponse,
  ListCardsResponse,
  ListPaymentOptionsResponse,
  ListTransactionsResponse,
  PrepareCardTopUpResponse,
  ValidationErrorResponse,
} from '@pendana/api-sdk/zod';
import jsQR from 'jsqr';
import { sql } from 'kysely';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crc16, parseTlv, qrisReferenceLabel } from '../../src/providers/payments/sandbox/qris.ts';
import {
  api,
  createTestApp,
  expectBody,
  get,
  loginAs,
  post,
  type TestApp,
  moneyKey,
} from '../helpers/test-app.ts';
import { audit, balances, money, newLender, waitingLender } from '../helpers/money-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Lender = Awaited<ReturnType<typeof newLender>>;

const topUp = (lender: Lender, body: unknown, lang: 'id' | 'en' = 'id', key?: string) =>
  post(t.app, api('/v1/lender/ewallet/topup'), body, {
    token: lender.token,
    lang,
    headers: key ? { 'idempotency-key': key } : moneyKey(),
  });
const detail = (lender: Lender, reference_id: string) =>
  post(t.app, api('/v1/lender/ewallet/detail'), { reference_id }, { token: lender.token });
const qrisCheck = (lender: Lender, reference_id: string) =>
  post(t.app, api('/v1/lender/ewallet/qris/check'), { reference_id }, { token: lender.token });
const settle = (lender: Lender, reference_id: string, result: 'paid' | 'failed', code?: string) =>
  post(
    t.app,
    api('/sandbox/ewallet/pay'),
    { reference_id, result, ...(code ? { code } : {}) },
    { token: lender.token },
  );
const preCard = (lender: Lender, body: unknown, lang: 'id' | 'en' = 'id', key?: string) =>
  post(t.app, api('/v1/lender/ewallet/card/pre-topup'), body, {
    token: lender.token,
    lang,
    headers: key ? { 'idempotency-key': key } : moneyKey(),
  });
const authenticate = (lender: Lender, reference_id: string, result: 'success' | 'failed') =>
  post(t.app, api('/sandbox/card/authenticate'), { reference_id, result }, { token: lender.token });
const cardTopUp = (lender: Lender, reference_id: string, authentication_id: string) =>
  post(
    t.app,
    api('/v1/lender/ewallet/card/topup'),
    { reference_id, authentication_id },
    { token: lender.token },
  );
const limit = async (lender: Lender) =>
  expectBody(
    GetTopUpLimitResponse,
    await post(t.app, api('/v1/lender/ewallet/limit-topup'), undefined, { token: lender.token }),
  );

/** Sum of the lender's paid top-up history rows: what the ledger must hold as available. */
async function paidTopUps(lenderId: number): Promise<number> {
  const row = await money(t)
    .selectFrom('ledger_transactions')
    .select(sql<number>`coalesce(sum(nominal), 0)::bigint`.as('total'))
    .where('lender_id', '=', lenderId)
    .where('kategori', '=', 'topup')
    .where('status', '=', 3)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** `MM/YYYY` of the month `offset` months from the test clock's month (Jakarta). */
function monthFromNow(offset: number): string {
  const now = new Date(t.clock.now().getTime() + 7 * 3_600_000);
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1));
  return `${String(d.getUTCMonth() + 1).padStart(2, '0')}/${d.getUTCFullYear()}`;
}

describe('payment options and limits', () => {
  it('lists every method with its limits and fee, and the remaining limits of the lender', async () => {
    const lender = await newLender(t);
    const options = expectBody(
      ListPaymentOptionsResponse,
      await get(t.app, api('/v1/lender/ewallet/payment-options'), { token: lender.token }),
    );
    expect(
      options.data.paymentOptions.map((o) => [o.payment_method, o.min, o.max, o.biaya]),
    ).toEqual([
      ['ovo', 10_000, 10_000_000, 0],
      ['dana', 10_000, 10_000_000, 0],
      ['shopeepay', 10_000, 10_000_000, 0],
      ['qris', 10_000, 5_000_000, 0],
      ['card', 50_000, 10_000_000, 2_500],
    ]);
    for (const option of options.data.paymentOptions) {
      const [head, data] = option.logo_url.split(',');
      expect(head).toBe('data:image/svg+xml;base64');
      const svg = Buffer.from(data ?? '', 'base64').toString('utf8');
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      expect(svg).toContain(option.payment_method === 'card' ? 'KARTU' : option.nama.toUpperCase());
    }
    expect((await limit(lender)).data.limitTopUp).toEqual({
      min: 10_000,
      max: 10_000_000,
      daily_remaining: 20_000_000,
      monthly_remaining: 100_000_000,
    });
    // No method advertises a maximum that the per-top-up ceiling would refuse.
    for (const option of options.data.paymentOptions)
      expect(option.max, option.payment_method).toBeLessThanOrEqual(10_000_000);
  });

  it('refuses amounts outside the method limits, over the daily limit, and a fourth open top-up', async () => {
    const lender = await newLender(t);
    const tooBig = await topUp(lender, { payment_method: 'qris', amount: 5_000_001 }, 'en');
    expect(tooBig.statusCode).toBe(422);
    expect(expectBody(ValidationErrorResponse, tooBig).errors).toEqual({
      amount: ['The maximum top-up is Rp 5.000.000'],
    });
    const tooSmall = await topUp(lender, { payment_method: 'dana', amount: 10_000 - 1 });
    expect(tooSmall.statusCode).toBe(422);

    for (const key of ['daily-1', 'daily-2']) {
      const ok = await topUp(lender, { payment_method: 'dana', amount: 9_000_000 }, 'id', key);
      expect(ok.statusCode).toBe(200);
      await settle(lender, expectBody(CreateEwalletTopUpResponse, ok).data.reference_id, 'paid');
    }
    expect((await limit(lender)).data.limitTopUp.daily_remaining).toBe(2_000_000);
    const overDaily = await topUp(lender, {
      payment_method: 'ovo',
      amount: 2_000_001,
      nomorHp: '81234567890',
    });
    expect(overDaily.statusCode).toBe(422);
    expect(expectBody(ValidationErrorResponse, overDaily).errors.amount?.[0]).toBe(
      'Melebihi batas top up harian. Sisa batas hari ini Rp 2.000.000',
    );
    // Pending top-ups use the limit too; the fourth open one is refused with 429.
    const open: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const created = await topUp(
        lender,
        { payment_method: 'qris', amount: 100_000 },
        'id',
        `open-${i}`,
      );
      expect(created.statusCode).toBe(200);
      open.push(expectBody(CreateEwalletTopUpResponse, created).data.reference_id);
    }
    const fourth = await topUp(lender, { payment_method: 'qris', amount: 100_000 }, 'id', 'open-3');
    expect(fourth.statusCode, fourth.body).toBe(429);
    expect(expectBody(ErrorResponse, fourth).message).toBe(
      'Masih ada 3 top up yang menunggu pembayaran. Selesaikan atau tunggu hingga kedaluwarsa.',
    );
    // Once one of them is paid, a new one is accepted again.
    await settle(lender, open[0]!, 'paid');
    const next = await topUp(lender, { payment_method: 'qris', amount: 100_000 }, 'id', 'open-4');
    expect(next.statusCode, next.body).toBe(200);
  });
});

describe('OVO', () => {
  it('pushes to the phone, and credits once however often the provider reports it paid', async () => {
    const lender = await newLender(t);
    const created = expectBody(
      CreateEwalletTopUpResponse,
      await topUp(lender, { payment_method: 'ovo', amount: 750_000, nomorHp: '81234567890' }),
    );
    expect(created.meta).toEqual({ code: '200', message: 'Success', error: null });
    expect(created.data).toMatchObject({
      payment_method: 'ovo',
      amount: 750_000,
      status: 2,
      qr_string: null,
      redirect_url: null,
    });
    expect(created.data.reference_id).toMatch(/^TOPUP-\d{8}-[0-9A-F]{16}$/);
    expect(Date.parse(created.data.expired_at) - Date.parse(created.data.created_at)).toBe(55_000);

    const reports = await Promise.all(
      Array.from({ length: 12 }, () => settle(lender, created.data.reference_id, 'paid')),
    );
    const credited = reports.map((r) => (r.json() as { credited: boolean }).credited);
    expect(credited.filter(Boolean)).toHaveLength(1);
    expect(reports.every((r) => r.statusCode === 200)).toBe(true);
    expect(await balances(t, lender.id)).toEqual({
      available: 750_000,
      invested: 0,
      pendingWithdrawal: 0,
    });
    expect(await paidTopUps(lender.id)).toBe(750_000);
    expect(await audit(t)).toEqual({ unbalanced: 0, negative: 0 });

    const paid = expectBody(
      GetEwalletTransactionResponse,
      await detail(lender, created.data.reference_id),
    );
    expect(paid.data.status).toBe(3);
    expect(paid.meta.error).toBeNull();
    const history = expectBody(
      ListTransactionsResponse,
      await post(
        t.app,
        api('/newRekening/v2/mutasi'),
        { kategori: 'topup' },
        { token: lender.token },
      ),
    );
    expect(history.data.map((row) => [row.nominal, row.status, row.perihal])).toEqual([
      [750_000, 3, 'Top up OVO'],
    ]);
  });

  it('answers and stores OVO codes: 14 for an unregistered number, 17/51 on failure, 68 on timeout', async () => {
    const lender = await newLender(t);
    const unknown = await topUp(
      lender,
      { payment_method: 'ovo', amount: 100_000, nomorHp: '81234567000' },
      'en',
    );
    expect(unknown.statusCode).toBe(422);
    const refusal = unknown.json() as { meta: unknown; message: string };
    expectBody(ValidationErrorResponse, unknown);
    expect(refusal.message).toBe('This phone number is not registered at OVO.');
    expect(refusal.meta).toEqual({
      code: '14',
      message: 'Invalid Mobile Number / OVO ID',
      error: 'PHONE_NUMBER_NOT_REGISTERED',
    });
    const stored = await money(t)
      .selectFrom('ledger_transactions')
      .select(['referensi', 'status'])
      .where('lender_id', '=', lender.id)
      .executeTakeFirstOrThrow();
    expect(stored.status).toBe(4);
    const failedDetail = expectBody(
      GetEwalletTransactionResponse,
      await detail(lender, stored.referensi),
    );
    expect(failedDetail.data.status).toBe(4);
    expect(failedDetail.meta.code).toBe('14');

    const missingPhone = await topUp(lender, { payment_method: 'ovo', amount: 100_000 });
    expect(missingPhone.statusCode).toBe(422);
    expect(Object.keys(expectBody(ValidationErrorResponse, missingPhone).errors)).toEqual([
      'nomorHp',
    ]);

    const declined = expectBody(
      CreateEwalletTopUpResponse,
      await topUp(lender, { payment_method: 'ovo', amount: 100_000, nomorHp: '81234567891' }),
    );
    const failed = await settle(lender, declined.data.reference_id, 'failed', '51');
    expect(failed.json()).toEqual({
      credited: false,
      status: 4,
      meta: { code: '51', message: 'Insufficient Balance', error: 'INSUFFICIENT_BALANCE' },
    });
    // A late "paid" for a failed top-up credits nothing.
    expect((await settle(lender, declined.data.reference_id, 'paid')).json()).toMatchObject({
      credited: false,
      status: 4,
    });

    const slow = expectBody(
      CreateEwalletTopUpResponse,
      await topUp(lender, { payment_method: 'ovo', amount: 100_000, nomorHp: '81234567892' }),
    );
    t.clock.advanceMinutes(1);
    const timedOut = expectBody(
      GetEwalletTransactionResponse,
      await detail(lender, slow.data.reference_id),
    );
    expect(timedOut.data.status).toBe(8);
    expect(timedOut.meta).toEqual({
      code: '68',
      message: 'Transaction Timeout',
      error: 'PAYMENT_TIMEOUT',
    });
    expect((await settle(lender, slow.data.reference_id, 'paid')).json()).toMatchObject({
      credited: false,
      status: 8,
    });
    expect((await balances(t, lender.id)).available).toBe(0);
    const history = expectBody(
      ListTransactionsResponse,
      await post(
        t.app,
        api('/newRekening/v2/mutasi'),
        { kategori: 'topup' },
        { token: lender.token },
      ),
    );
    expect(history.data.map((row) => row.status).sort()).toEqual([4, 4, 8]);
  });
});

describe('DANA and ShopeePay', () => {
  it('answer a checkout URL of the sandbox provider', async () => {
    const lender = await newLender(t);
    const dana = expectBody(
      CreateEwalletTopUpResponse,
      await topUp(lender, { payment_method: 'shopeepay', amount: 200_000 }),
    );
    expect(dana.data.redirect_url).toBe(
      `http://pendana.test/api/sandbox/ewallet/${dana.data.reference_id}`,
    );
    expect(Date.parse(dana.data.expired_at) - Date.parse(dana.data.created_at)).toBe(30 * 60_000);
    expect((await settle(lender, dana.data.reference_id, 'failed')).json()).toMatchObject({
      status: 4,
      meta: { code: '402', error: 'PAYMENT_FAILED' },
    });
  });
});

describe('QRIS', () => {
  it('gives a dynamic QRIS payload and a PNG that encodes it; credited once under concurrent reports', async () => {
    const lender = await newLender(t);
    const created = expectBody(
      CreateEwalletTopUpResponse,
      await topUp(lender, { payment_method: 'qris', amount: 250_000 }),
    );
    const payload = created.data.qr_string;
    if (!payload) throw new Error('no QRIS payload');
    const fields = parseTlv(payload);
    expect(fields.get('00')).toBe('01');
    expect(fields.get('01')).toBe('12');
    expect(fields.get('53')).toBe('360');
    expect(fields.get('54')).toBe('250000');
    expect(fields.get('58')).toBe('ID');
    expect(fields.get('59')).toBe('PENDANA');
    expect(parseTlv(fields.get('62') ?? '').get('01')).toBe(
      qrisReferenceLabel(created.data.reference_id),
    );
    expect(qrisReferenceLabel(created.data.reference_id)).toHaveLength(24);
    expect(fields.get('63')).toBe(crc16(payload.slice(0, -4)));

    const image = created.data.qr_image;
    expect(image).toMatch(/^data:image\/png;base64,/);
    const png = PNG.sync.read(Buffer.from((image ?? '').split(',')[1] ?? '', 'base64'));
    const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
    expect(decoded?.data).toBe(payload);

    const pending = expectBody(
      CheckQrisPaymentResponse,
      await qrisCheck(lender, created.data.reference_id),
    );
    expect(pending.data).toMatchObject({ status: 2, qr_string: payload });

    const reports = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        settle(lender, created.data.reference_id, i % 5 === 4 ? 'failed' : 'paid'),
      ),
    );
    const results = reports.map((r) => r.json() as { credited: boolean; status: number });
    // Whichever notice came first decided: either one credit, or none (failed first); never two.
    expect(results.filter((r) => r.credited).length).toBeLessThanOrEqual(1);
    const final = expectBody(
      CheckQrisPaymentResponse,
      await qrisCheck(lender, created.data.reference_id),
    );
    expect(results.every((r) => r.status === final.data.status)).toBe(true);
    const available = (await balances(t, lender.id)).available;
    expect(available).toBe(final.data.status === 3 ? 250_000 : 0);
    expect(available).toBe(await paidTopUps(lender.id));
    expect(await audit(t)).toEqual({ unbalanced: 0, negative: 0 });

    // qris/check is for QRIS top-ups only.
    const ovo = expectBody(
      CreateEwalletTopUpResponse,
      await topUp(lender, { payment_method: 'ovo', amount: 50_000, nomorHp: '81234567893' }),
    );
    expect((await qrisCheck(lender, ovo.data.reference_id)).statusCode).toBe(404);
  });
});

describe('idempotency of new top-ups', () => {
  it('answers the same top-up for a repeated key, a new one for a new key, 400 without a key', async () => {
    const lender = await newLender(t);
    const body = { payment_method: 'qris', amount: 120_000 };
    const first = expectBody(CreateEwalletTopUpResponse, await topUp(lender, body, 'id', 'k-0'));
    const doubleClick = await topUp(lender, body, 'id', 'k-0');
    expect(doubleClick.headers['idempotency-replayed']).toBe('true');
    expect(expectBody(CreateEwalletTopUpResponse, doubleClick).data.reference_id).toBe(
      first.data.reference_id,
    );
    const keyless = await post(t.app, api('/v1/lender/ewallet/topup'), body, {
      token: lender.token,
      lang: 'en',
    });
    expect(keyless.statusCode).toBe(400);
    expect(expectBody(ErrorResponse, keyless).message).toBe(
      'Money calls require the Idempotency-Key header.',
    );
    const keyed = expectBody(CreateEwalletTopUpResponse, await topUp(lender, body, 'id', 'k-1'));
    expect(keyed.data.reference_id).not.toBe(first.data.reference_id);
    const replay = expectBody(CreateEwalletTopUpResponse, await topUp(lender, body, 'id', 'k-1'));
    expect(replay.data.reference_id).toBe(keyed.data.reference_id);
    const reused = await topUp(lender, { ...body, amount: 130_000 }, 'id', 'k-1');
    expect(reused.statusCode).toBe(422);
    expect(Object.keys(expectBody(ValidationErrorResponse, reused).errors)).toEqual([
      'Idempotency-Key',
    ]);
    const rows = await money(t)
      .selectFrom('ledger_transactions')
      .select('referensi')
      .where('lender_id', '=', lender.id)
      .execute();
    expect(rows).toHaveLength(2);
    // A replay after the payment shows the top-up as it is now, and credits nothing more.
    await settle(lender, keyed.data.reference_id, 'paid');
    const after = expectBody(CreateEwalletTopUpResponse, await topUp(lender, body, 'id', 'k-1'));
    expect(after.data.status).toBe(3);
    expect((await balances(t, lender.id)).available).toBe(120_000);

    const card = {
      card_number: '5211111111111117',
      card_expiry: monthFromNow(1),
      nama_pemilik: 'Budi',
      amount: 80_000,
    };
    const pre1 = expectBody(PrepareCardTopUpResponse, await preCard(lender, card, 'id', 'c-1'));
    const again = await preCard(lender, card, 'id', 'c-1');
    expect(again.headers['idempotency-replayed']).toBe('true');
    expect(expectBody(PrepareCardTopUpResponse, again).data).toEqual(pre1.data);
  });
});

describe('no wallet before the first money movement', () => {
  it('asking for and reading top-ups or the RDL opens no wallet; the first credit does', async () => {
    const lender = await newLender(t);
    const wallets = async () =>
      (
        await money(t)
          .selectFrom('wallets')
          .select('lender_id')
          .where('lender_id', '=', lender.id)
          .execute()
      ).length;
    const created = expectBody(
      CreateEwalletTopUpResponse,
      await topUp(lender, { payment_method: 'qris', amount: 40_000 }),
    );
    await qrisCheck(lender, created.data.reference_id);
    await detail(lender, 'TOPUP-NOPE');
    await limit(lender);
    await post(t.app, api('/v1/lender/create-rdf'), undefined, { token: lender.token });
    await preCard(lender, {
      card_number: '4811111111111114',
      card_expiry: monthFromNow(2),
      nama_pemilik: 'Ani',
      amount: 60_000,
    });
    expect(await wallets()).toBe(0);
    await settle(lender, created.data.reference_id, 'paid');
    expect(await wallets()).toBe(1);
    expect((await balances(t, lender.id)).available).toBe(40_000);
  });
});

describe('concurrent top-up requests', () => {
  it('never open more top-ups than the open limit and the daily limit allow', async () => {
    const lender = await newLender(t);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        topUp(lender, { payment_method: 'dana', amount: 8_000_000 }, 'id', `burst-${i}`),
      ),
    );
    const ok = answers.filter((a) => a.statusCode === 200);
    // 2 × 8.000.000 fit in the daily Rp 20.000.000; a third would not (422), and never more than 3 open.
    expect(ok).toHaveLength(2);
    expect(answers.filter((a) => a.statusCode === 422)).toHaveLength(10);
    for (const answer of answers) expect(answer.statusCode).not.toBe(500);
    expect((await limit(lender)).data.limitTopUp.daily_remaining).toBe(4_000_000);
  });
});

describe('cards', () => {
  it('refuses unregistered, invalid and expired cards; charges after 3-D Secure once; saves, lists and deletes the card', async () => {
    const lender = await newLender(t);
    const typed = {
      card_number: '4811111111111114',
      card_expiry: monthFromNow(0),
      nama_pemilik: 'Siti Aminah',
      amount: 500_000,
      simpan_kartu: true,
    };
    const notAllowed = await preCard(lender, { ...typed, card_number: '4111111111111111' }, 'en');
    expect(notAllowed.statusCode).toBe(422);
    expectBody(ValidationErrorResponse, notAllowed);
    expect(notAllowed.json()).toMatchObject({
      message: 'The card number you entered is not registered.',
      errors: { card_number: ['The card number you entered is not registered.'] },
      meta: { error: 'Card not allowed' },
    });
    const luhn = await preCard(lender, { ...typed, card_number: '4811111111111115' });
    expect(luhn.statusCode).toBe(422);
    expect(Object.keys(expectBody(ValidationErrorResponse, luhn).errors)).toEqual(['card_number']);
    const expired = await preCard(lender, { ...typed, card_expiry: monthFromNow(-1) });
    expect(expired.statusCode).toBe(422);
    expect(expectBody(ValidationErrorResponse, expired).errors).toEqual({
      card_expiry: ['Kartu sudah kedaluwarsa.'],
    });
    const belowCardMinimum = await preCard(lender, { ...typed, amount: 49_999 });
    expect(belowCardMinimum.statusCode).toBe(422);
    const missingFields = await preCard(lender, {
      amount: 500_000,
      card_number: '4811111111111114',
    });
    expect(missingFields.statusCode).toBe(422);
    expect(Object.keys(expectBody(ValidationErrorResponse, missingFields).errors)).toEqual([
      'card_expiry',
    ]);

    // This month's card is still valid.
    const pre = expectBody(PrepareCardTopUpResponse, await preCard(lender, typed));
    expect(pre.data).toMatchObject({ amount: 500_000, biaya: 2_500, total: 502_500 });
    expect(pre.data.authentication_url).toBe(
      `http://pendana.test/api/sandbox/card/3ds/${pre.data.reference_id}`,
    );
    const before3ds = expectBody(
      GetEwalletTransactionResponse,
      await detail(lender, pre.data.reference_id),
    );
    expect(before3ds.data).toMatchObject({ payment_method: 'card', status: 1 });
    // Before 3-D Secure, no charge.
    const early = await cardTopUp(lender, pre.data.reference_id, '3ds-00000000');
    expect(early.statusCode).toBe(422);
    expect(Object.keys(expectBody(ValidationErrorResponse, early).errors)).toEqual([
      'authentication_id',
    ]);

    const auth = (await authenticate(lender, pre.data.reference_id, 'success')).json() as {
      authentication_id: string;
      status: number;
    };
    expect(auth).toMatchObject({
      status: 2,
      authentication_id: expect.stringMatching(/^3ds-[0-9a-f]{8}$/),
    });
    expect((await cardTopUp(lender, pre.data.reference_id, '3ds-ffffffff')).statusCode).toBe(422);
    const charges = await Promise.all(
      Array.from({ length: 8 }, () =>
        cardTopUp(lender, pre.data.reference_id, auth.authentication_id),
      ),
    );
    for (const charge of charges) {
      const body = expectBody(CreateCardTopUpResponse, charge);
      expect(body.data).toMatchObject({ status: 3, amount: 500_000, payment_method: 'card' });
    }
    expect(await balances(t, lender.id)).toEqual({
      available: 500_000,
      invested: 0,
      pendingWithdrawal: 0,
    });
    expect(await paidTopUps(lender.id)).toBe(500_000);

    const cards = expectBody(
      ListCardsResponse,
      await get(t.app, api('/v1/lender/ewallet/card/list'), { token: lender.token }),
    );
    expect(cards.data.cardList).toEqual([
      {
        id: expect.any(Number),
        masked_number: '481111******1114',
        brand: 'VISA',
        card_expiry: typed.card_expiry,
        nama_pemilik: 'SITI AMINAH',
      },
    ]);
    const cardId = cards.data.cardList[0]?.id ?? 0;

    // A saved card pays again; the issuer decline of another card ends that top-up (GAGAL).
    const again = expectBody(
      PrepareCardTopUpResponse,
      await preCard(lender, { card_id: cardId, amount: 60_000 }),
    );
    expect(again.data.total).toBe(62_500);
    const declinedPre = expectBody(
      PrepareCardTopUpResponse,
      await preCard(lender, { ...typed, card_number: '4000000000000002', simpan_kartu: false }),
    );
    const declinedAuth = (
      await authenticate(lender, declinedPre.data.reference_id, 'success')
    ).json() as {
      authentication_id: string;
    };
    const declined = await cardTopUp(
      lender,
      declinedPre.data.reference_id,
      declinedAuth.authentication_id,
    );
    expect(declined.statusCode).toBe(422);
    expect(declined.json()).toMatchObject({ meta: { code: '402', error: 'CARD_DECLINED' } });
    const closed = await cardTopUp(
      lender,
      declinedPre.data.reference_id,
      declinedAuth.authentication_id,
    );
    expect(closed.statusCode).toBe(409);
    expectBody(ErrorResponse, closed);
    // A failed 3-D Secure ends the top-up too.
    const failed3ds = expectBody(
      PrepareCardTopUpResponse,
      await preCard(lender, { card_id: cardId, amount: 70_000 }),
    );
    expect((await authenticate(lender, failed3ds.data.reference_id, 'failed')).json()).toEqual({
      authentication_id: null,
      status: 4,
    });
    expect((await balances(t, lender.id)).available).toBe(500_000);

    const other = await newLender(t);
    const foreignDelete = await post(
      t.app,
      api('/v1/lender/ewallet/card/delete'),
      { card_id: cardId },
      { token: other.token },
    );
    expect(foreignDelete.statusCode).toBe(404);
    expectBody(ErrorResponse, foreignDelete);
    expect((await preCard(other, { card_id: cardId, amount: 60_000 })).statusCode).toBe(404);
    const deleted = expectBody(
      DeleteCardResponse,
      await post(
        t.app,
        api('/v1/lender/ewallet/card/delete'),
        { card_id: cardId },
        { token: lender.token },
      ),
    );
    expect(deleted.message).toBe('Kartu Debit/Kredit berhasil di hapus');
    const empty = expectBody(
      ListCardsResponse,
      await get(t.app, api('/v1/lender/ewallet/card/list'), { token: lender.token }),
    );
    expect(empty.data.cardList).toEqual([]);
    expect(
      (
        await post(
          t.app,
          api('/v1/lender/ewallet/card/delete'),
          { card_id: cardId },
          { token: lender.token },
        )
      ).statusCode,
    ).toBe(404);
    expect(await audit(t)).toEqual({ unbalanced: 0, negative: 0 });
  });
});

describe('dedicated lender account (RDL)', () => {
  it('is none first, fails with the bank messages without identity data, then opens once', async () => {
    const lender = await newLender(t);
    const none = expectBody(
      GetRdlAccountResponse,
      await post(t.app, api('/newProfile/showRDL'), undefined, { token: lender.token }),
    );
    expect(none.data).toEqual({
      is_active_rdl: false,
      status: 'none',
      cif_number: null,
      account_number: null,
      nama_bank: 'BNI',
      account_type: 'RDL',
    });
    const failed = expectBody(
      CreateRdfAccountResponse,
      await post(t.app, api('/v1/lender/create-rdf'), undefined, { token: lender.token }),
    );
    expect(failed).toMatchObject({
      status: 'failed',
      message: 'Pembuatan Rekening Dana Lender gagal',
      results: [{ step: 'CREATE_CIF', responseCode: '0102' }],
      data: { status: 'failed', is_active_rdl: false },
    });
    expect(failed.results[0]?.responseMessage).toContain('tidak lengkap');

    await sql`INSERT INTO ekyc_personal_data (lender_id, nik, nama, updated_at)
              VALUES (${lender.id}, '3171012345670001', 'Siti Aminah', now())`.execute(
      t.database.db,
    );
    const opened = expectBody(
      CreateRdfAccountResponse,
      await post(t.app, api('/v1/lender/create-rdf'), undefined, {
        token: lender.token,
        lang: 'en',
      }),
    );
    expect(opened.status).toBe('success');
    expect(opened.message).toBe('Your lender fund account was opened');
    expect(opened.results.map((r) => [r.step, r.responseCode])).toEqual([
      ['CREATE_CIF', '0001'],
      ['CREATE_ACCOUNT', '0001'],
    ]);
    expect(opened.data).toMatchObject({ is_active_rdl: true, status: 'active' });
    expect(opened.data.cif_number).toMatch(/^91\d{8}$/);
    expect(opened.data.account_number).toMatch(/^02\d{8}$/);
    const shown = expectBody(
      GetRdlAccountResponse,
      await post(t.app, api('/newProfile/showRDL'), undefined, { token: lender.token }),
    );
    expect(shown.data).toEqual(opened.data);
    const info = expectBody(
      GetLenderInfoResponse,
      await get(t.app, api('/v1/lender_info'), { token: lender.token }),
    );
    expect(info.data.is_active_rdl).toBe(true);
    const twice = await post(t.app, api('/v1/lender/create-rdf'), undefined, {
      token: lender.token,
    });
    expect(twice.statusCode).toBe(409);
    expectBody(ErrorResponse, twice);

    // Another lender sees only their own (none).
    const other = await newLender(t);
    const otherRdl = expectBody(
      GetRdlAccountResponse,
      await post(t.app, api('/newProfile/showRDL'), undefined, { token: other.token }),
    );
    expect(otherRdl.data.status).toBe('none');
  });

  it('demo lenders marked active have their account, in showRDL and the certificate profile alike', async () => {
    const token = await loginAs(t.app, 'demo.individu');
    const shown = expectBody(
      GetRdlAccountResponse,
      await post(t.app, api('/newProfile/showRDL'), undefined, { token }),
    );
    expect(shown.data).toMatchObject({ is_active_rdl: true, status: 'active', nama_bank: 'BNI' });
    expect(shown.data.account_number).toMatch(/^02\d{8}$/);
    const again = await post(t.app, api('/v1/lender/create-rdf'), undefined, { token });
    expect(again.statusCode).toBe(409);
  });

  it('refuses lenders that are not verified (403)', async () => {
    const lender = await waitingLender(t);
    const rdf = await post(t.app, api('/v1/lender/create-rdf'), undefined, { token: lender.token });
    expect(rdf.statusCode).toBe(403);
    expectBody(ErrorResponse, rdf);
    const ovo = await topUp(lender, {
      payment_method: 'ovo',
      amount: 100_000,
      nomorHp: '81234567890',
    });
    expect(ovo.statusCode).toBe(403);
    expect((await preCard(lender, { card_id: 1, amount: 100_000 })).statusCode).toBe(403);
  });
});

describe('authorization and bad input', () => {
  const CALLS: ReadonlyArray<{ method: 'GET' | 'POST'; path: string; body?: unknown }> = [
    { method: 'POST', path: '/newProfile/showRDL' },
    { method: 'POST', path: '/v1/lender/create-rdf' },
    { method: 'GET', path: '/v1/lender/ewallet/payment-options' },
    {
      method: 'POST',
      path: '/v1/lender/ewallet/topup',
      body: { payment_method: 'qris', amount: 10_000 },
    },
    { method: 'POST', path: '/v1/lender/ewallet/qris/check', body: { reference_id: 'QRIS-1' } },
    { method: 'POST', path: '/v1/lender/ewallet/detail', body: { reference_id: 'TOPUP-1' } },
    { method: 'POST', path: '/v1/lender/ewallet/limit-topup' },
    {
      method: 'POST',
      path: '/v1/lender/ewallet/card/pre-topup',
      body: { card_id: 1, amount: 60_000 },
    },
    {
      method: 'POST',
      path: '/v1/lender/ewallet/card/topup',
      body: { reference_id: 'CARD-1', authentication_id: '3ds-1' },
    },
    { method: 'GET', path: '/v1/lender/ewallet/card/list' },
    { method: 'POST', path: '/v1/lender/ewallet/card/delete', body: { card_id: 1 } },
    { method: 'POST', path: '/sandbox/ewallet/pay', body: { reference_id: 'x', result: 'paid' } },
    {
      method: 'POST',
      path: '/sandbox/card/authenticate',
      body: { reference_id: 'x', result: 'success' },
    },
  ];

  it('answers 401 without a session on every wallet call', async () => {
    for (const call of CALLS) {
      const response =
        call.method === 'GET'
          ? await get(t.app, api(call.path))
          : await post(t.app, api(call.path), call.body);
      expect(response.statusCode, call.path).toBe(401);
      expectBody(ErrorResponse, response);
    }
  });

  it("keeps every lender's top-ups to themselves (404), and refuses bad input with 4xx, never 500", async () => {
    const owner = await newLender(t);
    const intruder = await newLender(t);
    const qris = expectBody(
      CreateEwalletTopUpResponse,
      await topUp(owner, { payment_method: 'qris', amount: 300_000 }),
    );
    const card = expectBody(
      PrepareCardTopUpResponse,
      await preCard(owner, {
        card_number: '5211111111111117',
        card_expiry: monthFromNow(12),
        nama_pemilik: 'Budi',
        amount: 100_000,
      }),
    );
    for (const response of [
      await detail(intruder, qris.data.reference_id),
      await qrisCheck(intruder, qris.data.reference_id),
      await settle(intruder, qris.data.reference_id, 'paid'),
      await authenticate(intruder, card.data.reference_id, 'success'),
      await cardTopUp(intruder, card.data.reference_id, '3ds-12345678'),
      await detail(intruder, card.data.reference_id),
    ]) {
      expect(response.statusCode).toBe(404);
      expectBody(ErrorResponse, response);
    }
    const untouched = expectBody(
      GetEwalletTransactionResponse,
      await detail(owner, qris.data.reference_id),
    );
    expect(untouched.data.status).toBe(2);
    const untouchedCard = expectBody(
      GetEwalletTransactionResponse,
      await detail(owner, card.data.reference_id),
    );
    expect(untouchedCard.data.status).toBe(1);

    const bad: ReadonlyArray<{ path: string; body: unknown }> = [
      { path: '/v1/lender/ewallet/topup', body: { payment_method: 'gopay', amount: 10_000 } },
      { path: '/v1/lender/ewallet/topup', body: { payment_method: 'ovo', amount: '10000' } },
      {
        path: '/v1/lender/ewallet/topup',
        body: { payment_method: 'ovo', amount: 10_000.5, nomorHp: '81234567890' },
      },
      {
        path: '/v1/lender/ewallet/topup',
        body: { payment_method: 'ovo', amount: 1e30, nomorHp: '81234567890' },
      },
      {
        path: '/v1/lender/ewallet/topup',
        body: { payment_method: 'ovo', amount: 10_000, nomorHp: '0812' },
      },
      { path: '/v1/lender/ewallet/topup', body: { payment_method: 'card', amount: 100_000 } },
      {
        path: '/v1/lender/ewallet/topup',
        body: { payment_method: 'qris', amount: 10_000, extra: 1 },
      },
      { path: '/v1/lender/ewallet/topup', body: [] },
      { path: '/v1/lender/ewallet/detail', body: { reference_id: '' } },
      { path: '/v1/lender/ewallet/detail', body: { reference_id: 'x'.repeat(65) } },
      { path: '/v1/lender/ewallet/detail', body: { reference_id: 42 } },
      { path: '/v1/lender/ewallet/qris/check', body: {} },
      { path: '/v1/lender/ewallet/card/pre-topup', body: { amount: 100_000 } },
      {
        path: '/v1/lender/ewallet/card/pre-topup',
        body: { card_id: 99_999_999_999, amount: 100_000 },
      },
      {
        path: '/v1/lender/ewallet/card/pre-topup',
        body: {
          card_number: '4811111111111114',
          card_expiry: '13/2030',
          nama_pemilik: 'A',
          amount: 100_000,
        },
      },
      {
        path: '/v1/lender/ewallet/card/pre-topup',
        body: { card_number: 'abcd', card_expiry: '12/2030', nama_pemilik: 'A', amount: 100_000 },
      },
      { path: '/v1/lender/ewallet/card/topup', body: { reference_id: 'CARD-1' } },
      {
        path: '/v1/lender/ewallet/card/topup',
        body: { reference_id: 'CARD-1', authentication_id: 'x'.repeat(101) },
      },
      { path: '/v1/lender/ewallet/card/delete', body: { card_id: 0 } },
      { path: '/v1/lender/ewallet/card/delete', body: { card_id: 99_999_999_999 } },
      { path: '/v1/lender/ewallet/card/delete', body: { card_id: 'one' } },
      { path: '/v1/lender/ewallet/card/delete', body: null },
      {
        path: '/sandbox/ewallet/pay',
        body: { reference_id: qris.data.reference_id, result: 'maybe' },
      },
      { path: '/sandbox/card/authenticate', body: { reference_id: card.data.reference_id } },
    ];
    for (const { path, body } of bad) {
      const response = await post(t.app, api(path), body, { token: owner.token });
      expect(response.statusCode, `${path} ${JSON.stringify(body)}`).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, `${path} ${JSON.stringify(body)}`).toBeLessThan(500);
      expectBody(ErrorResponse, response);
    }
    const notJson = await t.app.inject({
      method: 'POST',
      url: api('/v1/lender/ewallet/topup'),
      headers: {
        authorization: `Bearer ${owner.token}`,
        'request-access': owner.token,
        'content-type': 'application/json',
      },
      payload: '{"payment_method":',
    });
    expect(notJson.statusCode).toBe(400);
    expect((await balances(t, owner.id)).available).toBe(0);
  });
});

describe('sandbox provider pages', () => {
  const form = (url: string, fields: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });

  it('the e-wallet checkout page pays once and redirects back to a same-origin return_url', async () => {
    const lender = await newLender(t);
    const created = expectBody(
      CreateEwalletTopUpResponse,
      await topUp(lender, { payment_method: 'dana', amount: 300_000 }),
    );
    const url = new URL(created.data.redirect_url ?? '');
    const shown = await t.app.inject({ method: 'GET', url: `${url.pathname}?lang=en` });
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toContain('text/html');
    expect(shown.body).toContain('Rp 300.000');
    expect(shown.body).toContain('Waiting for payment');
    expect(shown.body).toContain('>Pay</button>');

    const paid = await form(url.pathname, {
      result: 'paid',
      return_url: '/dashboard/wallet?tab=ewallet',
    });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(
      `/dashboard/wallet?tab=ewallet&reference_id=${created.data.reference_id}&status=3`,
    );
    // Pressing the button again (or another origin as return_url) credits nothing more.
    const again = await form(url.pathname, { result: 'paid', return_url: 'https://evil.test/x' });
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toBe(
      `/api/sandbox/ewallet/${created.data.reference_id}?lang=id`,
    );
    expect((await balances(t, lender.id)).available).toBe(300_000);
    expect(await paidTopUps(lender.id)).toBe(300_000);
    const done = await t.app.inject({ method: 'GET', url: url.pathname });
    expect(done.body).toContain('Berhasil');
    expect(done.body).not.toContain('<form');

    const unknown = await t.app.inject({ method: 'GET', url: '/api/sandbox/ewallet/TOPUP-NOPE' });
    expect(unknown.statusCode).toBe(404);
    expect((await form('/api/sandbox/ewallet/TOPUP-NOPE', { result: 'paid' })).statusCode).toBe(
      404,
    );
    expect((await form(url.pathname, { result: 'maybe' })).statusCode).toBe(422);
  });

  it('the 3-D Secure page hands the authentication id back to the app, which then charges the card', async () => {
    const lender = await newLender(t);
    const pre = expectBody(
      PrepareCardTopUpResponse,
      await preCard(lender, {
        card_number: '3528000700000000',
        card_expiry: monthFromNow(3),
        nama_pemilik: 'Rina',
        amount: 150_000,
      }),
    );
    const url = new URL(pre.data.authentication_url);
    const shown = await t.app.inject({ method: 'GET', url: url.pathname });
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain('352800******0000');
    expect(shown.body).toContain('Rp 152.500');
    const passed = await form(url.pathname, { result: 'success', return_url: '/dashboard/wallet' });
    expect(passed.statusCode).toBe(303);
    const back = new URL(passed.headers.location ?? '', 'http://pendana.test');
    expect(back.pathname).toBe('/dashboard/wallet');
    expect(back.searchParams.get('status')).toBe('2');
    const authId = back.searchParams.get('authentication_id') ?? '';
    expect(authId).toMatch(/^3ds-[0-9a-f]{8}$/);
    const charged = expectBody(
      CreateCardTopUpResponse,
      await cardTopUp(lender, pre.data.reference_id, authId),
    );
    expect(charged.data.status).toBe(3);
    expect((await balances(t, lender.id)).available).toBe(150_000);
    // No card saved unless asked.
    const cards = expectBody(
      ListCardsResponse,
      await get(t.app, api('/v1/lender/ewallet/card/list'), { token: lender.token }),
    );
    expect(cards.data.cardList).toEqual([]);
    expect(await audit(t)).toEqual({ unbalanced: 0, negative: 0 });
  });

  it('are not served outside sandbox mode', async () => {
    const live = await t.sibling({ sandbox: false });
    try {
      const lender = await newLender(t);
      for (const response of [
        await live.inject({ method: 'GET', url: '/api/sandbox/ewallet/TOPUP-1' }),
        await live.inject({ method: 'GET', url: '/api/sandbox/card/3ds/CARD-1' }),
        await post(
          live,
          api('/sandbox/ewallet/pay'),
          { reference_id: 'x', result: 'paid' },
          { token: lender.token },
        ),
        await post(
          live,
          api('/sandbox/card/authenticate'),
          { reference_id: 'x', result: 'success' },
          { token: lender.token },
        ),
      ])
        expect(response.statusCode).toBe(404);
    } finally {
      await live.close();
    }
  });
});
