import {
  ErrorResponse,
  GetPhoneNumberResponse,
  GetUserInfoResponse,
  ValidationErrorResponse,
  VerifyPasswordResponse,
} from '@pendana/api-sdk/zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_PASSWORD,
  api,
  createTestApp,
  expectBody,
  get,
  loginAs,
  post,
  type TestApp,
} from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('verifyPassword', () => {
  it('answers 200 success for the right password and 200 error for a wrong one, in X-LANG', async () => {
    const token = await loginAs(t.app, 'demo.individu');
    const ok = await post(
      t.app,
      api('/newAuth/verifyPassword'),
      { password: DEMO_PASSWORD },
      { token },
    );
    expect(ok.statusCode).toBe(200);
    expect(expectBody(VerifyPasswordResponse, ok)).toEqual({ success: 'Kata sandi benar' });
    const wrong = await post(
      t.app,
      api('/newAuth/verifyPassword'),
      { password: 'Salah1234' },
      { token, lang: 'en' },
    );
    expect(wrong.statusCode).toBe(200);
    expect(expectBody(VerifyPasswordResponse, wrong)).toEqual({
      error: 'The password you entered is wrong',
    });
    const empty = await post(t.app, api('/newAuth/verifyPassword'), { password: '' }, { token });
    expect(empty.statusCode).toBe(422);
    expect(expectBody(ValidationErrorResponse, empty).errors).toEqual({
      password: ['Wajib diisi.'],
    });
  });

  it('is throttled per account: the 6th try after 5 wrong ones is a 429, even with the right password', async () => {
    const token = await loginAs(t.app, 'demo.korporasi');
    for (let i = 0; i < 5; i += 1) {
      const response = await post(
        t.app,
        api('/newAuth/verifyPassword'),
        { password: 'Salah1234' },
        { token },
      );
      expect(expectBody(VerifyPasswordResponse, response).error).toBe(
        'Kata sandi yang Anda masukkan salah',
      );
    }
    const locked = await post(
      t.app,
      api('/newAuth/verifyPassword'),
      { password: DEMO_PASSWORD },
      { token },
    );
    expect(locked.statusCode).toBe(429);
    expect(expectBody(ErrorResponse, locked).message).toBe(
      'Terlalu banyak percobaan login. Coba lagi dalam 15 menit.',
    );
    t.clock.advanceMinutes(15);
    const after = await post(
      t.app,
      api('/newAuth/verifyPassword'),
      { password: DEMO_PASSWORD },
      { token },
    );
    expect(expectBody(VerifyPasswordResponse, after).success).toBe('Kata sandi benar');
  });

  it('needs a session', async () => {
    const response = await post(t.app, api('/newAuth/verifyPassword'), { password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(401);
    expectBody(ErrorResponse, response);
  });
});

describe('user info and phone number', () => {
  it('answers the account information with the last login', async () => {
    const before = t.clock.now();
    const token = await loginAs(t.app, 'demo.baru');
    const response = await get(t.app, api('/v1/user_info'), { token });
    expect(response.statusCode).toBe(200);
    const { data } = expectBody(GetUserInfoResponse, response);
    expect(data).toMatchObject({
      username: 'demo.baru',
      user_status: 'notfilled',
      no_hp: null,
      phone_verified: false,
    });
    expect(data.last_login).toBe(before.toISOString());
  });

  it('answers the verified phone number, or null', async () => {
    const token = await loginAs(t.app, 'demo.baru');
    const none = expectBody(
      GetPhoneNumberResponse,
      await post(t.app, api('/v1/lender/no-hp'), undefined, { token }),
    );
    expect(none.data).toEqual({ nomorHp: null, kode_negara: '62', verified: false });
    await t.database.db
      .updateTable('lenders')
      .set({ no_hp: '81234567890', phone_verified_at: new Date() })
      .where('username', '=', 'demo.baru')
      .execute();
    const verified = expectBody(
      GetPhoneNumberResponse,
      await post(t.app, api('/v1/lender/no-hp'), undefined, { token }),
    );
    expect(verified.data).toEqual({ nomorHp: '81234567890', kode_negara: '62', verified: true });
  });
});
