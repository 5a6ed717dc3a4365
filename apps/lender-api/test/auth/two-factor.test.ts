// Two-factor sign-in with an authenticator app: set up and confirmed in the settings, then the
// password alone opens no session; each code (time step) is accepted once, each recovery code once,
// wrong codes lock the account like wrong passwords, and turning it off holds withdrawals.
import {
  ConfirmTwoFactorResponse,
  DeleteTwoFactorResponse,
  ErrorResponse,
  GetTwoFactorStatusResponse,
  LoginResponseSchema,
  RequestWithdrawalResponse,
  StartTwoFactorSetupResponse,
  TwoFactorChallenge,
  ValidationErrorResponse,
} from '@pendana/api-sdk/zod';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/modules/auth/index.ts';
import { money } from '../helpers/money-helpers.ts';
import {
  api,
  createTestApp,
  expectBody,
  get,
  moneyKey,
  post,
  type TestApp,
} from '../helpers/test-app.ts';
import { lenderWithAccount } from '../withdrawal/payout-helpers.ts';

const PASSWORD = 'Dua-Langkah-22';
const HOLD_HOURS = 24;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { payoutHoldHours: HOLD_HOURS } });
});
afterAll(async () => {
  await t.close();
});

/** The code an authenticator app shows now for `secret` (the test's clock). */
function codeOf(secret: string): string {
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({
    timestamp: t.clock.now().getTime(),
  });
}

/** The next 30-second step: a new code. */
function nextStep(): void {
  t.clock.advanceMinutes(0.5);
}

async function lenderWithPassword() {
  const lender = await lenderWithAccount(t, 1_000_000, '86');
  await money(t)
    .updateTable('lenders')
    .set({ password_hash: await hashPassword(PASSWORD) })
    .where('id', '=', lender.id)
    .execute();
  const row = await money(t)
    .selectFrom('lenders')
    .select('username')
    .where('id', '=', lender.id)
    .executeTakeFirstOrThrow();
  return { ...lender, username: row.username };
}

/** Turns two-factor sign-in on for the lender: the secret and the recovery codes. */
async function turnOn(token: string) {
  const setup = expectBody(
    StartTwoFactorSetupResponse,
    await post(t.app, api('/v1/lender/auth/two_factor/setup'), undefined, { token }),
  );
  const confirmed = await post(
    t.app,
    api('/v1/lender/auth/two_factor/confirm'),
    { code: codeOf(setup.manual_key) },
    { token },
  );
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return {
    secret: setup.manual_key,
    recovery: expectBody(ConfirmTwoFactorResponse, confirmed).recovery_codes,
  };
}

function passwordLogin(username: string, remoteAddress?: string) {
  return post(
    t.app,
    api('/newAuth/login'),
    { username, password: PASSWORD },
    remoteAddress ? { remoteAddress } : {},
  );
}

async function challengeOf(username: string): Promise<string> {
  const response = await passwordLogin(username);
  expect(response.statusCode, response.body).toBe(202);
  return expectBody(TwoFactorChallenge, response).challenge_token;
}

function finish(challenge: string, code: string) {
  return post(t.app, api('/newAuth/login/two_factor'), { challenge_token: challenge, code });
}

async function sessionsOf(lenderId: number): Promise<number> {
  const rows = await money(t)
    .selectFrom('sessions')
    .select('token_hash')
    .where('lender_id', '=', lenderId)
    .execute();
  return rows.length;
}

describe('two-factor sign-in', () => {
  it('setup answers the secret once; a wrong code does not turn it on; the right one does, with ten recovery codes', async () => {
    const lender = await lenderWithPassword();
    const status = () =>
      get(t.app, api('/v1/lender/auth/two_factor'), { token: lender.token }).then((r) =>
        expectBody(GetTwoFactorStatusResponse, r),
      );
    expect(await status()).toEqual({ enabled: false, enabled_at: null, recovery_codes_left: 0 });
    const setup = expectBody(
      StartTwoFactorSetupResponse,
      await post(t.app, api('/v1/lender/auth/two_factor/setup'), undefined, {
        token: lender.token,
      }),
    );
    expect(setup.otpauth_uri).toContain(`secret=${setup.manual_key}`);
    expect(setup.otpauth_uri).toMatch(/^otpauth:\/\/totp\/Pendana:/);
    expect(setup.qr_code).toMatch(/^data:image\/png;base64,/);
    const wrongCode = codeOf(setup.manual_key) === '000000' ? '111111' : '000000';
    const wrong = await post(
      t.app,
      api('/v1/lender/auth/two_factor/confirm'),
      { code: wrongCode },
      { token: lender.token },
    );
    expect(wrong.statusCode).toBe(422);
    expect(expectBody(ValidationErrorResponse, wrong).errors.code?.[0]).toBe(
      'Kode verifikasi salah atau sudah dipakai.',
    );
    expect((await status()).enabled).toBe(false);
    // Still off: the password alone signs in.
    expect((await passwordLogin(lender.username)).statusCode).toBe(200);

    const confirmed = expectBody(
      ConfirmTwoFactorResponse,
      await post(
        t.app,
        api('/v1/lender/auth/two_factor/confirm'),
        { code: codeOf(setup.manual_key) },
        { token: lender.token },
      ),
    );
    expect(new Set(confirmed.recovery_codes).size).toBe(10);
    const stored = await money(t)
      .selectFrom('lender_recovery_codes')
      .select('code_hash')
      .where('lender_id', '=', lender.id)
      .execute();
    expect(stored).toHaveLength(10);
    for (const code of confirmed.recovery_codes) {
      expect(stored.map((row) => row.code_hash)).not.toContain(code);
    }
    expect(await status()).toMatchObject({ enabled: true, recovery_codes_left: 10 });
    // The secret is never answered again.
    const again = await post(t.app, api('/v1/lender/auth/two_factor/setup'), undefined, {
      token: lender.token,
    });
    expect(again.statusCode).toBe(409);
    expect(again.body).not.toContain(setup.manual_key);
  });

  it('once on, the password alone opens no session; the code finishes the sign-in; a reused code is refused', async () => {
    const lender = await lenderWithPassword();
    const { secret } = await turnOn(lender.token);
    const before = await sessionsOf(lender.id);

    const challenge = await challengeOf(lender.username);
    expect(await sessionsOf(lender.id)).toBe(before);
    // The challenge is no session.
    const asSession = await get(t.app, api('/v1/lender/auth/two_factor'), { token: challenge });
    expect(asSession.statusCode).toBe(401);

    // The code that turned it on (same time step) was used: refused.
    const reused = await finish(challenge, codeOf(secret));
    expect(reused.statusCode).toBe(401);
    expect(expectBody(ErrorResponse, reused).message).toBe(
      'Kode verifikasi salah atau sudah dipakai.',
    );

    nextStep();
    const code = codeOf(secret);
    const done = await finish(challenge, code);
    expect(done.statusCode, done.body).toBe(200);
    const session = expectBody(LoginResponseSchema, done);
    expect(await sessionsOf(lender.id)).toBe(before + 1);
    expect(
      (await get(t.app, api('/v1/lender/auth/two_factor'), { token: session.access_token }))
        .statusCode,
    ).toBe(200);

    // The challenge is used up, and the same code on a new challenge is refused.
    expect((await finish(challenge, code)).statusCode).toBe(401);
    expect((await finish(await challengeOf(lender.username), code)).statusCode).toBe(401);
  });

  it('a recovery code signs in once', async () => {
    const lender = await lenderWithPassword();
    const { recovery } = await turnOn(lender.token);
    const first = await finish(await challengeOf(lender.username), recovery[3]!.toUpperCase());
    expect(first.statusCode, first.body).toBe(200);
    expect(expectBody(LoginResponseSchema, first).user_id).toBe(lender.id);
    const second = await finish(await challengeOf(lender.username), recovery[3]!);
    expect(second.statusCode).toBe(401);
    const status = expectBody(
      GetTwoFactorStatusResponse,
      await get(t.app, api('/v1/lender/auth/two_factor'), { token: lender.token }),
    );
    expect(status.recovery_codes_left).toBe(9);
  });

  it('wrong codes lock the account like wrong passwords: the sixth attempt is refused even with the right code', async () => {
    const lender = await lenderWithPassword();
    const { secret } = await turnOn(lender.token);
    nextStep();
    const challenge = await challengeOf(lender.username);
    const right = codeOf(secret);
    const wrong = right === '123456' ? '654321' : '123456';
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      // A right password between wrong codes does not reset the count.
      if (attempt === 3) await challengeOf(lender.username);
      const refused = await finish(challenge, wrong);
      expect(refused.statusCode, `attempt ${attempt}`).toBe(401);
    }
    const locked = await finish(challenge, right);
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBe('900');
    // The password login is locked too.
    expect((await passwordLogin(lender.username)).statusCode).toBe(429);
    // After the lock the right code goes through.
    t.clock.advanceMinutes(15);
    const after = await finish(await challengeOf(lender.username), codeOf(secret));
    expect(after.statusCode, after.body).toBe(200);
  });

  it('turning it off needs the password and a code, then holds withdrawals until the hold ends', async () => {
    const lender = await lenderWithPassword();
    const { secret } = await turnOn(lender.token);
    nextStep();
    const wrongPassword = await post(
      t.app,
      api('/v1/lender/auth/two_factor/disable'),
      { password: 'Salah-Sandi-1', code: codeOf(secret) },
      { token: lender.token },
    );
    expect(wrongPassword.statusCode).toBe(422);
    expect(expectBody(ValidationErrorResponse, wrongPassword).errors.password).toBeDefined();

    const offAt = t.clock.now();
    const off = expectBody(
      DeleteTwoFactorResponse,
      await post(
        t.app,
        api('/v1/lender/auth/two_factor/disable'),
        { password: PASSWORD, code: codeOf(secret) },
        { token: lender.token },
      ),
    );
    const until = new Date(offAt.getTime() + HOLD_HOURS * 3_600_000);
    expect(off.payout_hold_until).toBe(until.toISOString());
    expect((await passwordLogin(lender.username)).statusCode).toBe(200);

    const refused = expectBody(
      RequestWithdrawalResponse,
      await post(
        t.app,
        api('/newRekening/requestPenarikan'),
        { nominal: 200_000, rekening: lender.rekening, bank: '451', kode_alasan: '01' },
        { token: lender.token, headers: moneyKey(), lang: 'en' },
      ),
    );
    const jakarta = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Jakarta',
      dateStyle: 'long',
      timeStyle: 'short',
    }).format(until);
    expect(refused.error).toContain(`until ${jakarta} WIB`);
    expect(refused.error).toContain('two-step verification was turned off');
  });
});
