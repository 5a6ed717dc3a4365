import { sql } from 'kysely';
import type { AppContext } from '../../context.ts';
import type { Lender, LenderNarrowing, LenderType, UserStatus } from '../../db/schema/index.ts';
import { HttpError, fieldError, validationError, type FieldMessages } from '../../http/errors.ts';
import type { Lang } from '../../shared/i18n/index.ts';
import { queueAccountMail } from './account-mails.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { passwordProblem } from './password-policy.ts';
import { createSession } from '../../shared/session/sessions.ts';
import { recogniseDevice, type SignInDevice } from './devices.ts';
import { startTwoFactorChallenge, twoFactorOn } from './two-factor-challenge.ts';
import {
  clearFailures,
  lockedMinutes,
  recordFailure,
  THROTTLE_MAX_FAILURES,
  THROTTLE_MAX_FAILURES_PER_ADDRESS,
} from './throttle.ts';

async function findByLogin(ctx: AppContext, login: string): Promise<Lender | undefined> {
  const normalized = login.trim().toLowerCase();
  return ctx.database.db
    .selectFrom('lenders')
    .selectAll()
    .where((eb) =>
      eb.or([eb(sql`lower(username)`, '=', normalized), eb(sql`lower(email)`, '=', normalized)]),
    )
    .orderBy('id')
    .$narrowType<LenderNarrowing>()
    .executeTakeFirst();
}

// ---------------------------------------------------------------- register

export interface RegisterInput {
  username: string;
  email: string;
  password: string;
  password_confirmation: string;
  lender_type: LenderType;
  referal_code?: string | undefined;
}

function isUniqueViolation(error: unknown): error is { code: string; constraint?: string } {
  return (
    typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505'
  );
}

export async function register(
  ctx: AppContext,
  lang: Lang,
  input: RegisterInput,
): Promise<{ lenderId: number }> {
  const username = input.username.trim();
  const email = input.email.trim();
  const fields: FieldMessages = {};
  if (input.password !== input.password_confirmation) {
    fields.password_confirmation = [{ key: 'validation.passwordConfirmation' }];
  }
  const weak = passwordProblem(input.password, { username, email });
  if (weak) fields.password = [{ key: weak }];
  const taken = await ctx.database.db
    .selectFrom('lenders')
    .select(['username', 'email'])
    .where((eb) =>
      eb.or([
        eb(sql`lower(username)`, '=', username.toLowerCase()),
        eb(sql`lower(email)`, '=', email.toLowerCase()),
      ]),
    )
    .execute();
  if (taken.some((row) => row.username.toLowerCase() === username.toLowerCase())) {
    fields.username = [{ key: 'auth.usernameTaken' }];
  }
  if (taken.some((row) => row.email.toLowerCase() === email.toLowerCase())) {
    fields.email = [{ key: 'auth.emailTaken' }];
  }
  if (Object.keys(fields).length > 0) throw validationError(fields);

  const passwordHash = await hashPassword(input.password);
  try {
    // The activation mail goes through the job queue, queued with the account: the request sends nothing.
    const lenderId = await ctx.database.db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('lenders')
        .values({
          username,
          email,
          password_hash: passwordHash,
          lender_type: input.lender_type,
          status: 'Not Active',
          referal_code: input.referal_code?.trim() || null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await queueAccountMail(ctx, { kind: 'verify_email', lenderId: row.id, lang }, trx);
      return row.id;
    });
    return { lenderId };
  } catch (error) {
    // A concurrent registration took the name between the check and the insert.
    if (isUniqueViolation(error)) {
      throw error.constraint === 'lenders_email_key'
        ? fieldError('email', 'auth.emailTaken')
        : fieldError('username', 'auth.usernameTaken');
    }
    throw error;
  }
}

// ---------------------------------------------------------------- login

export interface LoginResult {
  token: string;
  status: UserStatus;
  lenderId: number;
  lenderType: LenderType;
}

/** A lender with two-factor sign-in on: the password was right, the code comes next. */
export interface TwoFactorNeeded {
  challenge: { token: string; expiresInMinutes: number };
}

export async function login(
  ctx: AppContext,
  input: { username: string; password: string; address: string; device?: SignInDevice },
): Promise<(LoginResult & { deviceCookie: string | null }) | TwoFactorNeeded> {
  const lender = await findByLogin(ctx, input.username);
  const accountKey = lender
    ? `account:${lender.id}`
    : `login:${input.username.trim().toLowerCase()}`;
  const addressKey = `address:${input.address}`;
  const minutes = await lockedMinutes(ctx, [accountKey, addressKey]);
  if (minutes > 0) {
    throw new HttpError(429, 'auth.throttled', {
      params: { minutes },
      headers: { 'retry-after': String(minutes * 60) },
    });
  }
  const ok = await verifyPassword(lender?.password_hash ?? null, input.password);
  if (!lender || !ok) {
    await recordFailure(ctx, [
      { key: accountKey, maxFailures: THROTTLE_MAX_FAILURES },
      { key: addressKey, maxFailures: THROTTLE_MAX_FAILURES_PER_ADDRESS },
    ]);
    throw new HttpError(401, 'auth.invalidCredentials');
  }
  // With two-factor sign-in on, failures are forgotten only when the code is right too: a right
  // password must not reset the count of wrong codes.
  const secondFactor = await twoFactorOn(ctx.database.db, lender.id);
  if (!secondFactor) await clearFailures(ctx, accountKey);
  if (lender.status === 'suspend') throw new HttpError(403, 'auth.suspended');
  if (secondFactor) return { challenge: await startTwoFactorChallenge(ctx, lender.id) };
  return issueSignIn(ctx, lender, input.device, input.address);
}

/** The session of a lender who proved who they are (the password, and the code when asked). */
export async function issueSignIn(
  ctx: AppContext,
  lender: Lender,
  signInDevice: SignInDevice | undefined,
  address: string,
): Promise<LoginResult & { deviceCookie: string | null }> {
  // The session, the sign-in's time and its device (with the lender told of a new one) commit together.
  const now = ctx.clock.now();
  const { token, deviceCookie } = await ctx.database.db.transaction().execute(async (trx) => {
    const session = await createSession(ctx, lender.id, trx, {
      userAgent: signInDevice?.userAgent,
      address,
    });
    await trx
      .updateTable('lenders')
      .set({ last_login_at: now })
      .where('id', '=', lender.id)
      .execute();
    const device = await recogniseDevice(
      trx,
      lender.id,
      signInDevice ?? { cookie: null, userAgent: undefined },
      now,
      session.sessionId,
    );
    return { token: session.token, deviceCookie: device.setCookie };
  });
  return {
    token,
    deviceCookie,
    status: lender.status,
    lenderId: lender.id,
    lenderType: lender.lender_type,
  };
}

// ---------------------------------------------------------------- who is logged in

export function lenderInfo(lender: Lender) {
  return {
    user_id: lender.id,
    username: lender.username,
    email: lender.email,
    lender_type: lender.lender_type,
    user_status: lender.status,
    nama: lender.nama,
    email_verified: lender.email_verified_at !== null,
    is_active_rdl: lender.is_active_rdl,
    is_new_lender_ekyc: lender.is_new_lender_ekyc,
  };
}

export function userInfo(lender: Lender) {
  return {
    user_id: lender.id,
    username: lender.username,
    email: lender.email,
    lender_type: lender.lender_type,
    user_status: lender.status,
    referal_code: lender.referal_code,
    no_hp: lender.no_hp,
    phone_verified: lender.phone_verified_at !== null,
    created_at: lender.created_at.toISOString(),
    last_login: lender.last_login_at ? lender.last_login_at.toISOString() : null,
  };
}

export function phoneNumberInfo(lender: Lender) {
  const verified = lender.phone_verified_at !== null && lender.no_hp !== null;
  return {
    data: { nomorHp: verified ? lender.no_hp : null, kode_negara: lender.kode_negara, verified },
  };
}
