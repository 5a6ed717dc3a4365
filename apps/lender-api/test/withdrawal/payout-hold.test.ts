// The payout hold: after a password reset, a new phone number or a new payout bank account,
// withdrawals wait `PAYOUT_HOLD_HOURS`; the withdrawal form's answer says until when and why, a
// request inside the hold is refused with that text and reserves nothing, and at the hold's end it
// goes through. Filling in the first bank account or verifying the first phone holds nothing.
import {
  GetWithdrawalInfoResponse,
  RequestWithdrawalResponse,
  SaveEkycEducationResponse,
  VerifyEkycOtpResponse,
} from '@pendana/api-sdk/zod';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../src/shared/session/tokens.ts';
import { balances, money, newLender, newSession } from '../helpers/money-helpers.ts';
import { nextMail } from '../helpers/outbox.ts';
import {
  api,
  createTestApp,
  expectBody,
  moneyKey,
  post,
  type TestApp,
} from '../helpers/test-app.ts';
import { lenderWithAccount as sharedLenderWithAccount } from './payout-helpers.ts';

const HOLD_HOURS = 24;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ jobsPollingSeconds: 0.5, config: { payoutHoldHours: HOLD_HOURS } });
});
afterAll(async () => {
  await t.close();
});

const lenderWithAccount = (funds: number) => sharedLenderWithAccount(t, funds, '82');

async function info(token: string, lang: 'id' | 'en' = 'id') {
  return expectBody(
    GetWithdrawalInfoResponse,
    await post(t.app, api('/newRekening/showPenarikan'), undefined, { token, lang }),
  ).data;
}

async function withdraw(lender: { token: string; rekening: string }, lang: 'id' | 'en' = 'id') {
  return expectBody(
    RequestWithdrawalResponse,
    await post(
      t.app,
      api('/newRekening/requestPenarikan'),
      { nominal: 200_000, rekening: lender.rekening, bank: '451', kode_alasan: '01' },
      { token: lender.token, headers: moneyKey(), lang },
    ),
  );
}

async function emailOf(lenderId: number) {
  const row = await money(t)
    .selectFrom('lenders')
    .select('email')
    .where('id', '=', lenderId)
    .executeTakeFirstOrThrow();
  return row.email;
}

async function resetPassword(lenderId: number) {
  const email = await emailOf(lenderId);
  await post(t.app, api('/v1/lender/auth/forgot_password'), { email });
  const link = (await nextMail(t.app, email)).link;
  const token = new URL(link!).searchParams.get('token');
  const reset = await post(t.app, api('/v1/lender/auth/reset_password'), {
    token,
    password: 'Tahan-Dulu-24',
    password_confirmation: 'Tahan-Dulu-24',
  });
  expect(reset.statusCode, reset.body).toBe(200);
}

describe('payout hold', () => {
  it('a password reset holds withdrawals 24 hours: the form says until when and why, a request is refused and reserves nothing, then it goes through', async () => {
    const lender = await lenderWithAccount(1_000_000);
    expect((await info(lender.token)).penahanan).toBeNull();

    const resetAt = t.clock.now();
    await resetPassword(lender.id);
    // The reset ended the lender's sessions: a new one.
    const token = await newSessionToken(lender.id);
    const held = { ...lender, token };
    const until = new Date(resetAt.getTime() + HOLD_HOURS * 3_600_000);

    const form = await info(token);
    expect(form.penahanan).toMatchObject({ sampai: until.toISOString(), alasan: 'password_reset' });
    const jakarta = new Intl.DateTimeFormat('id-ID', {
      timeZone: 'Asia/Jakarta',
      dateStyle: 'long',
      timeStyle: 'short',
    }).format(until);
    expect(form.penahanan?.pesan).toBe(
      `Penarikan ditahan sampai ${jakarta} WIB karena kata sandi diatur ulang. Penahanan ini melindungi dana Anda setelah perubahan keamanan akun.`,
    );
    expect((await info(token, 'en')).penahanan?.pesan).toMatch(
      /^Withdrawals are on hold until .+ WIB because your password was reset\./,
    );

    const before = await balances(t, lender.id);
    const refused = await withdraw(held);
    expect(refused).toEqual({ error: form.penahanan?.pesan });
    expect(await balances(t, lender.id)).toEqual(before);
    expect(
      await money(t)
        .selectFrom('withdrawals')
        .select('id')
        .where('lender_id', '=', lender.id)
        .execute(),
    ).toEqual([]);

    // A minute before its end it still holds; at its end it is gone (a day later: a new session).
    t.clock.advanceMinutes(HOLD_HOURS * 60 - 1);
    const later = { ...lender, token: await newSessionToken(lender.id) };
    expect((await withdraw(later)).error).toBe(form.penahanan?.pesan);
    t.clock.advanceMinutes(1);
    expect((await info(later.token)).penahanan).toBeNull();
    expect((await withdraw(later)).status_transaksi).toBe(2);
  });

  it('a new payout bank account holds; filling in the first one does not', async () => {
    const lender = await lenderWithAccount(1_000_000);
    const education = {
      pendidikan: 5,
      pekerjaan: 2,
      bidang_pekerjaan: 8,
      lama_kerja: 3,
      estimasi_penghasilan: 3,
      sumber_penghasilan: 1,
      npwp: '',
      rekening: lender.rekening,
      bank: '451',
      nama_pemilik: 'Pemilik Rekening',
    };
    // The same account saved again (the work details edited) is not a change.
    const same = await post(t.app, api('/v1/lender/ekyc/pendidikan'), education, {
      token: lender.token,
    });
    expectBody(SaveEkycEducationResponse, same);
    expect((await info(lender.token)).penahanan).toBeNull();

    const changed = await post(
      t.app,
      api('/v1/lender/ekyc/pendidikan'),
      { ...education, rekening: '9988776655' },
      { token: lender.token },
    );
    expectBody(SaveEkycEducationResponse, changed);
    expect((await info(lender.token)).penahanan).toMatchObject({ alasan: 'bank_account_changed' });
    const refused = await withdraw({ ...lender, rekening: '9988776655' }, 'en');
    expect(refused.error).toMatch(/because your payout bank account was changed\./);

    const fresh = await freshLender();
    const first = await post(t.app, api('/v1/lender/ekyc/pendidikan'), education, {
      token: fresh.token,
    });
    expectBody(SaveEkycEducationResponse, first);
    expect((await info(fresh.token)).penahanan).toBeNull();
  });

  it('a different verified phone number holds; the first verification does not', async () => {
    const lender = await lenderWithAccount(1_000_000);
    expect((await verifyPhone(lender, '81277770001')).status).toBe('success');
    expect((await info(lender.token)).penahanan).toBeNull();
    expect((await verifyPhone(lender, '81277770002')).status).toBe('success');
    expect((await info(lender.token)).penahanan).toMatchObject({ alasan: 'phone_changed' });
  });

  it('the database keeps only known reasons and an end after the start', async () => {
    const lender = await lenderWithAccount(0);
    await expect(
      sql`INSERT INTO payout_holds (lender_id, reason, starts_at, until)
          VALUES (${lender.id}, 'felt_like_it', now(), now() + interval '1 hour')`.execute(
        t.database.db,
      ),
    ).rejects.toThrow(/check/i);
    await expect(
      sql`INSERT INTO payout_holds (lender_id, reason, starts_at, until)
          VALUES (${lender.id}, 'password_reset', now(), now())`.execute(t.database.db),
    ).rejects.toThrow(/check/i);
  });
});

describe('payout hold turned off', () => {
  let off: TestApp;
  beforeAll(async () => {
    off = await createTestApp({ jobsPollingSeconds: 0.5, config: { payoutHoldHours: 0 } });
  });
  afterAll(async () => {
    await off.close();
  });

  it('PAYOUT_HOLD_HOURS=0: a new bank account holds nothing', async () => {
    const lender = await sharedLenderWithAccount(off, 500_000, '83');
    const changed = await post(
      off.app,
      api('/v1/lender/ekyc/pendidikan'),
      {
        pendidikan: 5,
        pekerjaan: 2,
        bidang_pekerjaan: 8,
        lama_kerja: 3,
        estimasi_penghasilan: 3,
        sumber_penghasilan: 1,
        npwp: '',
        rekening: '9988776600',
        bank: '451',
        nama_pemilik: 'Pemilik Rekening',
      },
      { token: lender.token },
    );
    expectBody(SaveEkycEducationResponse, changed);
    const rows = await money(off)
      .selectFrom('payout_holds')
      .select('id')
      .where('lender_id', '=', lender.id)
      .execute();
    expect(rows).toEqual([]);
  });
});

const newSessionToken = (lenderId: number) => newSession(t, lenderId);
const freshLender = () => newLender(t);

/** Verifies `phone` for the lender with a code put in place for it (the SMS is not read here). */
async function verifyPhone(lender: { id: number; token: string }, phone: string) {
  t.clock.advanceMinutes(2);
  const now = t.clock.now();
  await money(t)
    .insertInto('otp_codes')
    .values({
      lender_id: lender.id,
      kode_negara: '62',
      no_telp: phone,
      code_hash: hashToken('135790'),
      created_at: now,
      expires_at: new Date(now.getTime() + 300_000),
      used_at: null,
    })
    .execute();
  return expectBody(
    VerifyEkycOtpResponse,
    await post(
      t.app,
      api('/v1/lender/ekyc/verify_otp'),
      { no_otp: '135790' },
      { token: lender.token },
    ),
  );
}
