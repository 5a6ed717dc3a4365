import { sql } from 'kysely';
import type { AppContext } from '../../context.ts';
import type { Lender, LenderNarrowing } from '../../db/schema/index.ts';
import { HttpError, fieldError } from '../../http/errors.ts';
import type { Lang } from '../../shared/i18n/index.ts';
import { consumeCode } from './auth-codes.ts';
import { queueAccountMail } from './account-mails.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { passwordProblem } from './password-policy.ts';
import { deleteSessionsOf } from '../../shared/session/sessions.ts';
import { clearFailures, lockedMinutes, recordFailure, THROTTLE_MAX_FAILURES } from './throttle.ts';
import { passwordChanged, recordEvent } from '../notifications/index.ts';
import { startPayoutHold } from '../withdrawal/index.ts';

/** The account's codes and checks: e-mail verification, password reset, password confirmation. */

async function findByEmail(ctx: AppContext, email: string): Promise<Lender | undefined> {
  return ctx.database.db
    .selectFrom('lenders')
    .selectAll()
    .where(sql`lower(email)`, '=', email.trim().toLowerCase())
    .$narrowType<LenderNarrowing>()
    .executeTakeFirst();
}

// ---------------------------------------------------------------- email verification

export async function verifyEmail(ctx: AppContext, code: string): Promise<void> {
  const verified = await ctx.database.db.transaction().execute(async (trx) => {
    const lenderId = await consumeCode(ctx, trx, code, 'verify_email');
    if (lenderId === null) return false;
    const now = ctx.clock.now();
    await trx
      .updateTable('lenders')
      .set({ status: 'notfilled', email_verified_at: now, updated_at: now })
      .where('id', '=', lenderId)
      .where('status', '=', 'Not Active')
      .execute();
    return true;
  });
  if (!verified) throw new HttpError(404, 'auth.verifyCodeInvalid');
}

/** Sends the activation mail again when the address belongs to an account that is not active yet. */
export async function resendVerification(
  ctx: AppContext,
  lang: Lang,
  email: string,
): Promise<void> {
  const lender = await findByEmail(ctx, email);
  if (!lender || lender.status !== 'Not Active') return;
  await queueAccountMail(ctx, { kind: 'verify_email', lenderId: lender.id, lang });
}

// ---------------------------------------------------------------- password reset

export async function forgotPassword(ctx: AppContext, lang: Lang, email: string): Promise<void> {
  const lender = await findByEmail(ctx, email);
  if (!lender || lender.status === 'suspend') return;
  // Queued, not sent: a known address costs the request one insert, like the lookup it already made.
  await queueAccountMail(ctx, { kind: 'reset_password', lenderId: lender.id, lang });
}

export async function resetPassword(
  ctx: AppContext,
  input: { token: string; password: string; password_confirmation: string },
): Promise<void> {
  if (input.password !== input.password_confirmation) {
    throw fieldError('password_confirmation', 'validation.passwordConfirmation');
  }
  const passwordHash = await hashPassword(input.password);
  const lenderId = await ctx.database.db.transaction().execute(async (trx) => {
    const id = await consumeCode(ctx, trx, input.token, 'reset_password');
    if (id === null) return null;
    // Refused before anything is written: the transaction rolls back and the link still works.
    const account = await trx
      .selectFrom('lenders')
      .select(['username', 'email'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const weak = passwordProblem(input.password, account);
    if (weak) throw fieldError('password', weak);
    await trx
      .updateTable('lenders')
      .set({ password_hash: passwordHash, updated_at: ctx.clock.now() })
      .where('id', '=', id)
      .execute();
    await recordEvent(trx, passwordChanged(id, ctx.clock.now()));
    await startPayoutHold(trx, {
      lenderId: id,
      reason: 'password_reset',
      now: ctx.clock.now(),
      hours: ctx.config.payoutHoldHours,
    });
    return id;
  });
  if (lenderId === null) throw fieldError('token', 'auth.resetTokenInvalid');
  await deleteSessionsOf(ctx, lenderId);
  await clearFailures(ctx, `account:${lenderId}`);
}

// ---------------------------------------------------------------- password confirmation

/**
 * Confirms the password of the logged-in lender (before checkout, withdrawal, protected pages).
 * Throttled like login, per account: 5 wrong passwords in 15 minutes → 429 for 15 minutes.
 */
export async function confirmPassword(
  ctx: AppContext,
  lender: Lender,
  password: string,
): Promise<boolean> {
  const key = `confirm:${lender.id}`;
  const minutes = await lockedMinutes(ctx, [key]);
  if (minutes > 0) {
    throw new HttpError(429, 'auth.throttled', {
      params: { minutes },
      headers: { 'retry-after': String(minutes * 60) },
    });
  }
  // Read the hash again: the session's copy may predate a password reset.
  const row = await ctx.database.db
    .selectFrom('lenders')
    .select('password_hash')
    .where('id', '=', lender.id)
    .executeTakeFirstOrThrow();
  const ok = await verifyPassword(row.password_hash, password);
  if (ok) await clearFailures(ctx, key);
  else await recordFailure(ctx, [{ key, maxFailures: THROTTLE_MAX_FAILURES }]);
  return ok;
}
