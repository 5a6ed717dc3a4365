import {
  ErrorResponse,
  ForgotPasswordResponse,
  LoginResponseSchema,
  RegisterResponseSchema,
  ResendEmailResponseSchema,
  ResetPasswordResponse,
  ValidationErrorResponse,
  VerifyEmailResponseSchema,
} from '@pendana/api-sdk/zod';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { JOB_SCHEMA } from '../../src/jobs/index.ts';
import { SEND_ACCOUNT_MAIL } from '../../src/modules/auth/index.ts';
import { nextMail, outboxOf, type OutboxItem } from '../helpers/outbox.ts';
import {
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
  // The mails are sent by jobs: a quick worker keeps the waits for them short.
  t = await createTestApp({ jobsPollingSeconds: 0.5 });
});
afterAll(async () => {
  await t.close();
});

/** The newest mail to `recipient` once there are more than `seen` (sent by a job, after the answer). */
function lastMail(recipient: string, seen = 0): Promise<OutboxItem> {
  return nextMail(t.app, recipient, seen);
}

function queryParam(link: string | null, name: string): string {
  const value = link ? new URL(link).searchParams.get(name) : null;
  if (!value) throw new Error(`no ${name} in ${link}`);
  return value;
}

/** The account-mail jobs in pg-boss's table, oldest first: their payload and state. */
async function accountMailJobs(): Promise<
  Array<{ id: string; data: unknown; state: string; retry_count: number }>
> {
  const { rows } = await sql<{ id: string; data: unknown; state: string; retry_count: number }>`
    SELECT id, data, state, retry_count FROM ${sql.table(`${JOB_SCHEMA}.job`)}
    WHERE name = ${SEND_ACCOUNT_MAIL.name} ORDER BY created_on, id`.execute(t.database.db);
  return rows;
}

const valid = {
  username: 'siti.aminah',
  email: 'siti.aminah@example.com',
  password: 'Amanah2026',
  password_confirmation: 'Amanah2026',
  lender_type: 1,
};

describe('register', () => {
  it('creates a Not Active lender with an argon2id hash and mails the activation link', async () => {
    const response = await post(t.app, api('/newAuth/register'), {
      ...valid,
      referal_code: 'TEMAN01',
    });
    expect(response.statusCode).toBe(201);
    const body = expectBody(RegisterResponseSchema, response);
    expect(body).toEqual({
      status: 'Not Active',
      message: 'Registrasi berhasil. Silakan cek email Anda untuk mengaktifkan akun.',
    });
    const row = await t.database.db
      .selectFrom('lenders')
      .selectAll()
      .where('username', '=', 'siti.aminah')
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(row.status).toBe('Not Active');
    expect(row.referal_code).toBe('TEMAN01');
    const mail = await lastMail('siti.aminah@example.com');
    expect(mail.subject).toBe('Aktivasi akun Pendana');
    expect(mail.link).toMatch(
      /^http:\/\/pendana\.test\/auth\/verify-email\?code=[A-Za-z0-9_-]{43}$/,
    );
  });

  it('refuses a taken username and email with the legacy texts, in Indonesian and English', async () => {
    const id = await post(t.app, api('/newAuth/register'), {
      ...valid,
      username: 'Demo.Individu',
      email: 'DEMO.KORPORASI@pendana.test',
    });
    expect(id.statusCode).toBe(422);
    expect(expectBody(ValidationErrorResponse, id).errors).toEqual({
      username: ['Username Sudah Terdaftar'],
      email: ['Email Sudah Terdaftar'],
    });
    const en = await post(
      t.app,
      api('/newAuth/register'),
      { ...valid, username: 'someone.new' },
      { lang: 'en' },
    );
    expect(en.statusCode).toBe(422);
    const body = expectBody(ValidationErrorResponse, en);
    expect(body.message).toBe('The given data was invalid.');
    expect(body.errors).toEqual({ email: ['Email Already Registered'] });
  });

  it('refuses invalid fields with one message per field and creates nothing', async () => {
    const before = await t.database.db
      .selectFrom('lenders')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const response = await post(t.app, api('/newAuth/register'), {
      username: 'ab',
      email: 'not-an-email',
      password: 'abcdefgh',
      password_confirmation: 'abcdefgh',
      lender_type: 3,
    });
    expect(response.statusCode).toBe(422);
    expect(expectBody(ValidationErrorResponse, response).errors).toEqual({
      username: ['Minimal 4 karakter.'],
      email: ['Format email tidak valid.'],
      password: ['Password minimal 8 karakter dan harus mengandung huruf dan angka.'],
      lender_type: ['Nilai tidak valid.'],
    });
    const mismatch = await post(
      t.app,
      api('/newAuth/register'),
      {
        ...valid,
        username: 'other.user',
        email: 'other.user@example.com',
        password_confirmation: 'Different1',
      },
      { lang: 'en' },
    );
    expect(mismatch.statusCode).toBe(422);
    expect(expectBody(ValidationErrorResponse, mismatch).errors).toEqual({
      password_confirmation: ['The password confirmation does not match.'],
    });
    const after = await t.database.db
      .selectFrom('lenders')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});

describe('email verification', () => {
  it('activates the account from the mailed code (once) and login then reports notfilled', async () => {
    await post(t.app, api('/newAuth/register'), {
      ...valid,
      username: 'verify.me',
      email: 'verify.me@example.com',
    });
    const code = queryParam((await lastMail('verify.me@example.com')).link, 'code');
    const response = await post(t.app, api('/v1/lender/auth/verify_email'), { code });
    expect(response.statusCode).toBe(200);
    expect(expectBody(VerifyEmailResponseSchema, response).status).toBe('notfilled');

    const again = await post(t.app, api('/v1/lender/auth/verify_email'), { code }, { lang: 'en' });
    expect(again.statusCode).toBe(404);
    expect(expectBody(ErrorResponse, again).message).toBe(
      'The verification code is invalid or has already been used.',
    );

    const login = await post(t.app, api('/newAuth/login'), {
      username: 'verify.me',
      password: valid.password,
    });
    expect(expectBody(LoginResponseSchema, login).status).toBe('notfilled');
  });

  it('resends a new code (the old one stops working) and answers the same for unknown emails', async () => {
    await post(t.app, api('/newAuth/register'), {
      ...valid,
      username: 'resend.me',
      email: 'resend.me@example.com',
    });
    const first = queryParam((await lastMail('resend.me@example.com')).link, 'code');
    const resend = await post(
      t.app,
      api('/newAuth/resendEmail'),
      { email: 'resend.me@example.com' },
      { lang: 'en' },
    );
    expect(resend.statusCode).toBe(200);
    const body = expectBody(ResendEmailResponseSchema, resend);
    const mail = await lastMail('resend.me@example.com', 1);
    expect(mail.subject).toBe('Activate your Pendana account');
    expect(mail.link).toContain('http://pendana.test/en/auth/verify-email?code=');
    const second = queryParam(mail.link, 'code');
    expect(second).not.toBe(first);
    expect(
      (await post(t.app, api('/v1/lender/auth/verify_email'), { code: first })).statusCode,
    ).toBe(404);
    expect(
      (await post(t.app, api('/v1/lender/auth/verify_email'), { code: second })).statusCode,
    ).toBe(200);

    const unknown = await post(
      t.app,
      api('/newAuth/resendEmail'),
      { email: 'nobody@example.com' },
      { lang: 'en' },
    );
    expect(unknown.statusCode).toBe(200);
    expect(expectBody(ResendEmailResponseSchema, unknown)).toEqual(body);
  });
  it('refuses a password from the common list or made of the account’s own names, in both languages', async () => {
    const common = await post(t.app, api('/newAuth/register'), {
      ...valid,
      username: 'dewi.lestari',
      email: 'dewi.lestari@example.com',
      password: 'Password123',
      password_confirmation: 'Password123',
    });
    expect(common.statusCode).toBe(422);
    expect(expectBody(ValidationErrorResponse, common).errors).toEqual({
      password: [
        'Kata sandi ini termasuk yang paling sering dipakai sehingga mudah ditebak. Pilih kata sandi lain.',
      ],
    });
    for (const password of ['Dewi.Lestari2026!', 'dewi.lestari@example.com1']) {
      const own = await post(
        t.app,
        api('/newAuth/register'),
        {
          ...valid,
          username: 'dewi.lestari',
          email: 'dewi.lestari@example.com',
          password,
          password_confirmation: password,
        },
        { lang: 'en' },
      );
      expect(own.statusCode, password).toBe(422);
      expect(expectBody(ValidationErrorResponse, own).errors).toEqual({
        password: ['The password may not be your username or e-mail.'],
      });
    }
    const stored = await t.database.db
      .selectFrom('lenders')
      .select('id')
      .where('username', '=', 'dewi.lestari')
      .execute();
    expect(stored).toEqual([]);
    // Neither list is a shape rule: a password of the same shape outside them is taken.
    const ok = await post(t.app, api('/newAuth/register'), {
      ...valid,
      username: 'dewi.lestari',
      email: 'dewi.lestari@example.com',
      password: 'Lestari-Pagi77',
      password_confirmation: 'Lestari-Pagi77',
    });
    expect(ok.statusCode).toBe(201);
  });
});

describe('password reset', () => {
  it('mails a reset link, sets the new password, ends the sessions, and the token works once', async () => {
    const oldToken = await loginAs(t.app, 'demo.baru');
    const forgot = await post(t.app, api('/v1/lender/auth/forgot_password'), {
      email: 'demo.baru@pendana.test',
    });
    expect(forgot.statusCode).toBe(200);
    expect(expectBody(ForgotPasswordResponse, forgot).message).toBe(
      'Jika email terdaftar, tautan untuk mengatur ulang password telah dikirim.',
    );
    const mail = await lastMail('demo.baru@pendana.test');
    expect(mail.link).toMatch(/^http:\/\/pendana\.test\/auth\/reset-password\?token=/);
    const token = queryParam(mail.link, 'token');

    const weak = await post(t.app, api('/v1/lender/auth/reset_password'), {
      token,
      password: 'short',
      password_confirmation: 'short',
    });
    expect(weak.statusCode).toBe(422);
    expect(expectBody(ValidationErrorResponse, weak).errors.password).toEqual([
      'Password minimal 8 karakter dan harus mengandung huruf dan angka.',
      'Minimal 8 karakter.',
    ]);

    // A common password or the account's own name is refused and leaves the link usable.
    for (const [password, message] of [
      [
        'Qwerty123',
        'Kata sandi ini termasuk yang paling sering dipakai sehingga mudah ditebak. Pilih kata sandi lain.',
      ],
      ['Demo.Baru2026', 'Kata sandi tidak boleh sama dengan username atau email Anda.'],
    ] as const) {
      const refused = await post(t.app, api('/v1/lender/auth/reset_password'), {
        token,
        password,
        password_confirmation: password,
      });
      expect(refused.statusCode, password).toBe(422);
      expect(expectBody(ValidationErrorResponse, refused).errors).toEqual({ password: [message] });
    }
    expect((await get(t.app, api('/v1/lender_info'), { token: oldToken })).statusCode).toBe(200);

    const reset = await post(t.app, api('/v1/lender/auth/reset_password'), {
      token,
      password: 'BaruSekali99',
      password_confirmation: 'BaruSekali99',
    });
    expect(reset.statusCode).toBe(200);
    expectBody(ResetPasswordResponse, reset);
    expect((await get(t.app, api('/v1/lender_info'), { token: oldToken })).statusCode).toBe(401);
    expect(
      (
        await post(t.app, api('/newAuth/login'), {
          username: 'demo.baru',
          password: 'BaruSekali99',
        })
      ).statusCode,
    ).toBe(200);

    const reused = await post(
      t.app,
      api('/v1/lender/auth/reset_password'),
      { token, password: 'Lagi123456', password_confirmation: 'Lagi123456' },
      { lang: 'en' },
    );
    expect(reused.statusCode).toBe(422);
    expect(expectBody(ValidationErrorResponse, reused).errors).toEqual({
      token: ['The password reset link is invalid or has expired.'],
    });
  });

  it('expires reset links after 60 minutes', async () => {
    await post(t.app, api('/v1/lender/auth/forgot_password'), {
      email: 'demo.korporasi@pendana.test',
    });
    const token = queryParam((await lastMail('demo.korporasi@pendana.test')).link, 'token');
    t.clock.advanceMinutes(61);
    const response = await post(t.app, api('/v1/lender/auth/reset_password'), {
      token,
      password: 'Korporasi77',
      password_confirmation: 'Korporasi77',
    });
    expect(response.statusCode).toBe(422);
    expectBody(ValidationErrorResponse, response);
  });

  it('answers unknown emails like known ones and queues no mail', async () => {
    const jobsBefore = await accountMailJobs();
    const before = (await outboxOf(t.app)).length;
    const response = await post(t.app, api('/v1/lender/auth/forgot_password'), {
      email: 'ghost@example.com',
    });
    expect(response.statusCode).toBe(200);
    expectBody(ForgotPasswordResponse, response);
    expect(await accountMailJobs()).toEqual(jobsBefore);
    expect((await outboxOf(t.app)).length).toBe(before);
  });
});

describe('the account mails go through the job queue', () => {
  it('registration answers as before with the mail provider down; the job’s retry mails the link', async () => {
    const email = 'mail.down@example.com';
    const send = vi
      .spyOn(t.app.appContext.providers.email, 'send')
      .mockRejectedValue(new Error('mail server unreachable'));
    const jobsBefore = (await accountMailJobs()).length;
    try {
      const response = await post(t.app, api('/newAuth/register'), {
        ...valid,
        username: 'mail.down',
        email,
      });
      expect(response.statusCode).toBe(201);
      expect(expectBody(RegisterResponseSchema, response)).toEqual({
        status: 'Not Active',
        message: 'Registrasi berhasil. Silakan cek email Anda untuk mengaktifkan akun.',
      });
      // The job tried, failed, and waits for its retry; nothing reached the outbox.
      const job = await vi.waitFor(
        async () => {
          const jobs = await accountMailJobs();
          expect(jobs).toHaveLength(jobsBefore + 1);
          // pg-boss counts the retry when it runs it: failed once, it is `retry` with 0 retries yet.
          expect(jobs.at(-1)).toMatchObject({ state: 'retry', retry_count: 0 });
          return jobs.at(-1)!;
        },
        { timeout: 15_000, interval: 100 },
      );
      expect(send).toHaveBeenCalledTimes(1);
      expect(await outboxOf(t.app, email)).toEqual([]);

      // The provider works again; the retry (moved forward from its 30 s backoff) mails the link.
      send.mockRestore();
      await sql`UPDATE ${sql.table(`${JOB_SCHEMA}.job`)} SET start_after = now()
                WHERE id = ${job.id}::uuid`.execute(t.database.db);
      const mail = await lastMail(email);
      expect(mail.subject).toBe('Aktivasi akun Pendana');
      const code = queryParam(mail.link, 'code');
      expect((await accountMailJobs()).at(-1)).toMatchObject({
        id: job.id,
        state: 'completed',
        retry_count: 1,
      });
      // Each run issued a code; the failed run's one was retired by the retry's, the mailed one works.
      const lender = await t.database.db
        .selectFrom('lenders')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
      const codes = await t.database.db
        .selectFrom('auth_codes')
        .select(['used_at'])
        .where('lender_id', '=', lender.id)
        .orderBy('created_at')
        .execute();
      expect(codes.map((c) => c.used_at === null)).toEqual([false, true]);
      const verified = await post(t.app, api('/v1/lender/auth/verify_email'), { code });
      expect(verified.statusCode).toBe(200);
      expect((await outboxOf(t.app, email)).length).toBe(1);
    } finally {
      send.mockRestore();
    }
  });

  it('keeps no code or token in the queue: a job carries the kind, the lender and the language', async () => {
    await post(
      t.app,
      api('/newAuth/register'),
      { ...valid, username: 'no.secret', email: 'no.secret@example.com' },
      { lang: 'en' },
    );
    const code = queryParam((await lastMail('no.secret@example.com')).link, 'code');
    await post(t.app, api('/v1/lender/auth/forgot_password'), {
      email: 'demo.individu@pendana.test',
    });
    const token = queryParam((await lastMail('demo.individu@pendana.test')).link, 'token');
    const ids = await t.database.db
      .selectFrom('lenders')
      .select(['id', 'username'])
      .where('username', 'in', ['no.secret', 'demo.individu'])
      .execute();
    const idOf = (username: string) => ids.find((row) => row.username === username)!.id;

    const jobs = await accountMailJobs();
    expect(jobs.map((job) => job.data)).toEqual(
      expect.arrayContaining([
        { kind: 'verify_email', lenderId: idOf('no.secret'), lang: 'en' },
        { kind: 'reset_password', lenderId: idOf('demo.individu'), lang: 'id' },
      ]),
    );
    for (const job of jobs)
      expect(Object.keys(job.data as object).sort()).toEqual(['kind', 'lang', 'lenderId']);
    // Nowhere in pg-boss's job table (payloads, outputs) is a mailed code.
    const { rows } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM ${sql.table(`${JOB_SCHEMA}.job`)}
      WHERE coalesce(data::text, '') LIKE ${`%${code}%`} OR coalesce(output::text, '') LIKE ${`%${code}%`}
         OR coalesce(data::text, '') LIKE ${`%${token}%`} OR coalesce(output::text, '') LIKE ${`%${token}%`}`.execute(
      t.database.db,
    );
    expect(rows[0]!.n).toBe(0);
  });
});
