import {
  ErrorResponse,
  GetLenderInfoResponse,
  LoginResponseSchema,
  LogoutResponse,
  RegisterResponseSchema,
  ValidationErrorResponse,
} from '@pendana/api-sdk/zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TOKEN_TTL_MINUTES } from '../../src/config.ts';
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

describe('login', () => {
  it('logs a demo lender in by username and returns the token, status and lender type', async () => {
    const response = await post(t.app, api('/newAuth/login'), {
      username: 'demo.individu',
      password: DEMO_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    const body = expectBody(LoginResponseSchema, response);
    expect(body.token_type).toBe('bearer');
    expect(body.status).toBe('active');
    expect(body.lender_type).toBe(1);
    expect(body.expires_in).toBe(DEFAULT_TOKEN_TTL_MINUTES);
    expect(body.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('accepts the email address, in any case, and reports the corporate type', async () => {
    const response = await post(t.app, api('/newAuth/login'), {
      username: 'Demo.Korporasi@Pendana.test',
      password: DEMO_PASSWORD,
    });
    const body = expectBody(LoginResponseSchema, response);
    expect(body.lender_type).toBe(2);
    expect(body.status).toBe('active');
  });

  it('stores only the SHA-256 of the token', async () => {
    const token = await loginAs(t.app, 'demo.baru');
    const rows = await t.database.db.selectFrom('sessions').select('token_hash').execute();
    expect(rows.map((row) => row.token_hash)).not.toContain(token);
    const { createHash } = await import('node:crypto');
    expect(rows.map((row) => row.token_hash)).toContain(
      createHash('sha256').update(token).digest('hex'),
    );
  });

  it('refuses a wrong password with 401 and the message in X-LANG', async () => {
    const id = await post(t.app, api('/newAuth/login'), {
      username: 'demo.individu',
      password: 'Salah12345',
    });
    expect(id.statusCode).toBe(401);
    expect(expectBody(ErrorResponse, id).message).toBe('Username atau password salah.');
    const en = await post(
      t.app,
      api('/newAuth/login'),
      { username: 'demo.individu', password: 'Salah12345' },
      { lang: 'en' },
    );
    expect(en.statusCode).toBe(401);
    expect(expectBody(ErrorResponse, en).message).toBe('Wrong username or password.');
  });

  it('answers an unknown user exactly like a wrong password', async () => {
    const response = await post(t.app, api('/newAuth/login'), {
      username: 'nobody.here',
      password: 'Whatever123',
    });
    expect(response.statusCode).toBe(401);
    expect(expectBody(ErrorResponse, response).message).toBe('Username atau password salah.');
  });

  it('answers empty fields with 422 and a message per field', async () => {
    const response = await post(t.app, api('/newAuth/login'), { username: '', password: '' });
    expect(response.statusCode).toBe(422);
    const body = expectBody(ValidationErrorResponse, response);
    expect(body.message).toBe('Data yang diberikan tidak valid.');
    expect(body.errors).toEqual({ username: ['Wajib diisi.'], password: ['Wajib diisi.'] });

    const missing = await post(t.app, api('/newAuth/login'), {}, { lang: 'en' });
    expect(missing.statusCode).toBe(422);
    expect(expectBody(ValidationErrorResponse, missing).errors).toEqual({
      username: ['This field is required.'],
      password: ['This field is required.'],
    });
  });

  it('refuses a suspended account with 403 even with the right password', async () => {
    await t.database.db
      .updateTable('lenders')
      .set({ status: 'suspend' })
      .where('username', '=', 'demo.baru')
      .execute();
    try {
      const response = await post(t.app, api('/newAuth/login'), {
        username: 'demo.baru',
        password: DEMO_PASSWORD,
      });
      expect(response.statusCode).toBe(403);
      expect(expectBody(ErrorResponse, response).message).toBe(
        'Akun Anda sudah kami suspend. Silahkan hubungi admin untuk mengaktifkan kembali.',
      );
    } finally {
      await t.database.db
        .updateTable('lenders')
        .set({ status: 'notfilled' })
        .where('username', '=', 'demo.baru')
        .execute();
    }
  });
});

describe('login throttling', () => {
  it('locks an account for 15 minutes after 5 failures in 15 minutes, from any address', async () => {
    const register = await post(t.app, api('/newAuth/register'), {
      username: 'throttle.me',
      email: 'throttle.me@example.com',
      password: 'Rahasia123',
      password_confirmation: 'Rahasia123',
      lender_type: 1,
    });
    expectBody(RegisterResponseSchema, register);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await post(
        t.app,
        api('/newAuth/login'),
        { username: 'throttle.me', password: 'Salah12345' },
        { remoteAddress: `10.1.0.${attempt}` },
      );
      expect(response.statusCode).toBe(401);
    }
    const locked = await post(
      t.app,
      api('/newAuth/login'),
      { username: 'throttle.me', password: 'Rahasia123' },
      { remoteAddress: '10.1.0.99', lang: 'en' },
    );
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBe('900');
    expect(expectBody(ErrorResponse, locked).message).toBe(
      'Too many login attempts. Try again in 15 minutes.',
    );

    t.clock.advanceMinutes(16);
    const after = await post(
      t.app,
      api('/newAuth/login'),
      { username: 'throttle.me', password: 'Rahasia123' },
      { remoteAddress: '10.1.0.99' },
    );
    expect(after.statusCode).toBe(200);
    expect(expectBody(LoginResponseSchema, after).status).toBe('Not Active');
  });

  it('locks an address after 20 failures, whatever the usernames, and leaves other addresses alone', async () => {
    // 19 failures from one address (an office behind NAT) do not lock a colleague out …
    for (let attempt = 1; attempt <= 19; attempt += 1) {
      const response = await post(
        t.app,
        api('/newAuth/login'),
        { username: `spray.${attempt}`, password: 'Salah12345' },
        { remoteAddress: '10.2.0.1' },
      );
      expect(response.statusCode).toBe(401);
    }
    const colleague = await post(
      t.app,
      api('/newAuth/login'),
      { username: 'demo.individu', password: DEMO_PASSWORD },
      { remoteAddress: '10.2.0.1' },
    );
    expect(colleague.statusCode).toBe(200);
    // … and a success does not clear the address's count: the 20th failure locks it.
    const twentieth = await post(
      t.app,
      api('/newAuth/login'),
      { username: 'spray.20', password: 'Salah12345' },
      { remoteAddress: '10.2.0.1' },
    );
    expect(twentieth.statusCode).toBe(401);
    const locked = await post(
      t.app,
      api('/newAuth/login'),
      { username: 'demo.korporasi', password: DEMO_PASSWORD },
      { remoteAddress: '10.2.0.1' },
    );
    expect(locked.statusCode).toBe(429);
    expect(expectBody(ErrorResponse, locked).message).toBe(
      'Terlalu banyak percobaan login. Coba lagi dalam 15 menit.',
    );
    const other = await post(
      t.app,
      api('/newAuth/login'),
      { username: 'demo.korporasi', password: DEMO_PASSWORD },
      { remoteAddress: '10.2.0.2' },
    );
    expect(other.statusCode).toBe(200);
  });
});

describe('sessions', () => {
  it('answers lender_info for a valid token', async () => {
    const token = await loginAs(t.app, 'demo.individu');
    const response = await get(t.app, api('/v1/lender_info'), { token });
    expect(response.statusCode).toBe(200);
    const { data } = expectBody(GetLenderInfoResponse, response);
    expect(data).toMatchObject({
      username: 'demo.individu',
      email: 'demo.individu@pendana.test',
      lender_type: 1,
      user_status: 'active',
      nama: 'Budi Santoso',
      email_verified: true,
    });
  });

  it('answers 401 with the message in X-LANG without a token, with a bad token, or a Request-Access mismatch', async () => {
    const none = await get(t.app, api('/v1/lender_info'));
    expect(none.statusCode).toBe(401);
    expect(expectBody(ErrorResponse, none).message).toBe(
      'Sesi Anda telah berakhir. Silakan login kembali.',
    );

    const bad = await get(t.app, api('/v1/lender_info'), { token: 'x'.repeat(43), lang: 'en' });
    expect(bad.statusCode).toBe(401);
    expect(expectBody(ErrorResponse, bad).message).toBe(
      'Your session has ended. Please log in again.',
    );

    const token = await loginAs(t.app, 'demo.individu');
    const mismatch = await get(t.app, api('/v1/lender_info'), {
      headers: { authorization: `Bearer ${token}`, 'request-access': 'another-token' },
    });
    expect(mismatch.statusCode).toBe(401);
    expect(expectBody(ErrorResponse, mismatch).message).toBe(
      'Token di Authorization dan Request-Access tidak sama. Silakan login kembali.',
    );
    // Contract and spec §7: both headers of the pair, each alone is refused and says so.
    const halves: Record<string, string>[] = [
      { authorization: `Bearer ${token}` },
      { 'request-access': token },
    ];
    for (const headers of halves) {
      const half = await get(t.app, api('/v1/lender_info'), { headers, lang: 'en' });
      expect(half.statusCode, JSON.stringify(Object.keys(headers))).toBe(401);
      expect(expectBody(ErrorResponse, half).message).toBe(
        'The request must carry the session token in both Authorization and Request-Access. Please log in again.',
      );
    }
    const both = await get(t.app, api('/v1/lender_info'), {
      headers: { authorization: `Bearer ${token}`, 'request-access': token },
    });
    expect(both.statusCode).toBe(200);
  });

  it('expires tokens after TOKEN_TTL_MINUTES', async () => {
    const token = await loginAs(t.app, 'demo.korporasi');
    t.clock.advanceMinutes(DEFAULT_TOKEN_TTL_MINUTES - 1);
    expect((await get(t.app, api('/v1/lender_info'), { token })).statusCode).toBe(200);
    t.clock.advanceMinutes(2);
    const expired = await get(t.app, api('/v1/lender_info'), { token });
    expect(expired.statusCode).toBe(401);
    expectBody(ErrorResponse, expired);
  });

  it('logs out: the token stops working, other sessions keep working', async () => {
    const token = await loginAs(t.app, 'demo.individu');
    const other = await loginAs(t.app, 'demo.individu');
    const response = await post(t.app, api('/newAuth/logout'), undefined, { token });
    expect(response.statusCode).toBe(200);
    expect(expectBody(LogoutResponse, response).message).toBe('Anda berhasil keluar');
    expect((await get(t.app, api('/v1/lender_info'), { token })).statusCode).toBe(401);
    expect((await post(t.app, api('/newAuth/logout'), undefined, { token })).statusCode).toBe(401);
    expect((await get(t.app, api('/v1/lender_info'), { token: other })).statusCode).toBe(200);
  });
});
