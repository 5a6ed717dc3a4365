import type { Kysely } from 'kysely';
import QRCode from 'qrcode';
import type { AppContext } from '../../context.ts';
import type { DB, Lender, LenderNarrowing } from '../../db/schema/index.ts';
import { HttpError, fieldError } from '../../http/errors.ts';
import {
  hashRecoveryCode,
  isRecoveryCodeShape,
  matchTotp,
  newRecoveryCodes,
  newTotpSecret,
  totpUri,
} from '../../lib/totp.ts';
import { hashToken } from '../../shared/session/tokens.ts';
import { startPayoutHold } from '../withdrawal/index.ts';
import { issueSignIn, type LoginResult } from './accounts.ts';
import type { SignInDevice } from './devices.ts';
import {
  clearFailures,
  lockedMinutes,
  recordFailure,
  THROTTLE_MAX_FAILURES,
  THROTTLE_MAX_FAILURES_PER_ADDRESS,
} from './throttle.ts';
import { twoFactorOn } from './two-factor-challenge.ts';
import { confirmPassword } from './verification.ts';

/**
 * Two-factor sign-in of lenders: a TOTP secret set up and confirmed in the settings, a code after the
 * password at sign-in, ten single-use recovery codes, and turning it off (password + code, then a
 * payout hold). Wrong codes count like wrong passwords (`throttle.ts`): at sign-in on the account's
 * and the address's keys, in the settings on the password-confirmation key.
 */

const ISSUER = 'Pendana';

/** The time an authenticator app's code is checked against: real time (the sandbox may move `now`). */
const codeTime = (ctx: AppContext) => ctx.clock.wallNow?.() ?? ctx.clock.now();

const recoveryKey = (lenderId: number) => `lender:${lenderId}`;

function throttled(minutes: number): HttpError {
  return new HttpError(429, 'auth.throttled', {
    params: { minutes },
    headers: { 'retry-after': String(minutes * 60) },
  });
}

async function refuseWhileLocked(ctx: AppContext, keys: string[]): Promise<void> {
  const minutes = await lockedMinutes(ctx, keys);
  if (minutes > 0) throw throttled(minutes);
}

export async function twoFactorStatus(ctx: AppContext, lenderId: number) {
  const row = await ctx.database.db
    .selectFrom('lender_two_factor')
    .select('enabled_at')
    .where('lender_id', '=', lenderId)
    .executeTakeFirst();
  const enabledAt = row?.enabled_at ?? null;
  const left = enabledAt
    ? await ctx.database.db
        .selectFrom('lender_recovery_codes')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('lender_id', '=', lenderId)
        .where('used_at', 'is', null)
        .executeTakeFirstOrThrow()
    : { n: '0' };
  return {
    enabled: enabledAt !== null,
    enabled_at: enabledAt ? enabledAt.toISOString() : null,
    recovery_codes_left: Number(left.n),
  };
}

/** A new secret (replacing an unconfirmed one), answered this once. */
export async function startTwoFactorSetup(ctx: AppContext, lender: Lender) {
  const secret = newTotpSecret();
  const now = ctx.clock.now();
  const replaced = await ctx.database.db
    .insertInto('lender_two_factor')
    .values({ lender_id: lender.id, secret, created_at: now })
    .onConflict((oc) =>
      oc
        .column('lender_id')
        .doUpdateSet({ secret, created_at: now, last_used_step: null })
        .where('lender_two_factor.enabled_at', 'is', null),
    )
    .returning('lender_id')
    .executeTakeFirst();
  if (!replaced) throw new HttpError(409, 'twoFactor.alreadyOn');
  const uri = totpUri(secret, ISSUER, lender.username);
  return {
    otpauth_uri: uri,
    manual_key: secret,
    qr_code: await QRCode.toDataURL(uri, { errorCorrectionLevel: 'M', margin: 1, width: 240 }),
  };
}

/**
 * Accepts a code for the lender in `trx`: a TOTP code of a step after the last accepted one (the step
 * is remembered), or, when `recovery` allows, an unused recovery code (marked used). False otherwise.
 */
async function acceptCode(
  trx: Kysely<DB>,
  lenderId: number,
  code: string,
  now: Date,
  options: { recovery: boolean; enabled: boolean; codeAt: Date },
): Promise<boolean> {
  const { codeAt } = options;
  const row = await trx
    .selectFrom('lender_two_factor')
    .select(['secret', 'enabled_at', 'last_used_step'])
    .where('lender_id', '=', lenderId)
    .forUpdate()
    .executeTakeFirst();
  if (!row || (row.enabled_at !== null) !== options.enabled) return false;
  const last = row.last_used_step === null ? null : Number(row.last_used_step);
  const step = matchTotp(row.secret, code, codeAt, last);
  if (step !== null) {
    await trx
      .updateTable('lender_two_factor')
      .set({ last_used_step: step })
      .where('lender_id', '=', lenderId)
      .execute();
    return true;
  }
  if (!options.recovery || !isRecoveryCodeShape(code)) return false;
  const used = await trx
    .updateTable('lender_recovery_codes')
    .set({ used_at: now })
    .where('lender_id', '=', lenderId)
    .where('code_hash', '=', hashRecoveryCode(recoveryKey(lenderId), code))
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return used !== undefined;
}

/** Turns two-factor sign-in on with a code of the new secret; answers the ten recovery codes once. */
export async function confirmTwoFactor(ctx: AppContext, lender: Lender, code: string) {
  const key = `confirm:${lender.id}`;
  await refuseWhileLocked(ctx, [key]);
  const now = ctx.clock.now();
  const state = await ctx.database.db
    .selectFrom('lender_two_factor')
    .select('enabled_at')
    .where('lender_id', '=', lender.id)
    .executeTakeFirst();
  if (!state) throw new HttpError(409, 'twoFactor.notStarted');
  if (state.enabled_at) throw new HttpError(409, 'twoFactor.alreadyOn');
  const codes = newRecoveryCodes();
  const ok = await ctx.database.db.transaction().execute(async (trx) => {
    if (
      !(await acceptCode(trx, lender.id, code, now, {
        recovery: false,
        enabled: false,
        codeAt: codeTime(ctx),
      }))
    )
      return false;
    await trx
      .updateTable('lender_two_factor')
      .set({ enabled_at: now })
      .where('lender_id', '=', lender.id)
      .execute();
    await trx.deleteFrom('lender_recovery_codes').where('lender_id', '=', lender.id).execute();
    await trx
      .insertInto('lender_recovery_codes')
      .values(
        codes.map((recovery) => ({
          lender_id: lender.id,
          code_hash: hashRecoveryCode(recoveryKey(lender.id), recovery),
          created_at: now,
        })),
      )
      .execute();
    return true;
  });
  if (!ok) {
    await recordFailure(ctx, [{ key, maxFailures: THROTTLE_MAX_FAILURES }]);
    throw fieldError('code', 'twoFactor.codeWrong');
  }
  await clearFailures(ctx, key);
  return codes;
}

/**
 * Turns two-factor sign-in off after the password and a code (or a recovery code): the secret and
 * the recovery codes are forgotten and withdrawals wait (`two_factor_off`). Returns the hold's end.
 */
export async function deleteTwoFactor(
  ctx: AppContext,
  lender: Lender,
  input: { password: string; code: string },
): Promise<Date | null> {
  const key = `confirm:${lender.id}`;
  if (!(await twoFactorOn(ctx.database.db, lender.id))) throw new HttpError(409, 'twoFactor.notOn');
  if (!(await confirmPassword(ctx, lender, input.password)))
    throw fieldError('password', 'auth.passwordWrong');
  await refuseWhileLocked(ctx, [key]);
  const now = ctx.clock.now();
  const hours = ctx.config.payoutHoldHours;
  const ok = await ctx.database.db.transaction().execute(async (trx) => {
    if (
      !(await acceptCode(trx, lender.id, input.code, now, {
        recovery: true,
        enabled: true,
        codeAt: codeTime(ctx),
      }))
    )
      return false;
    await trx.deleteFrom('lender_recovery_codes').where('lender_id', '=', lender.id).execute();
    await trx.deleteFrom('lender_two_factor').where('lender_id', '=', lender.id).execute();
    await trx.deleteFrom('two_factor_challenges').where('lender_id', '=', lender.id).execute();
    await startPayoutHold(trx, { lenderId: lender.id, reason: 'two_factor_off', now, hours });
    return true;
  });
  if (!ok) {
    await recordFailure(ctx, [{ key, maxFailures: THROTTLE_MAX_FAILURES }]);
    throw fieldError('code', 'twoFactor.codeWrong');
  }
  await clearFailures(ctx, key);
  return hours > 0 ? new Date(now.getTime() + hours * 3_600_000) : null;
}

/**
 * The second step of a sign-in: the challenge of a right password and a code. A wrong code keeps the
 * challenge (the lender may retype) and counts like a wrong password; a right one uses it up.
 */
export async function finishTwoFactorLogin(
  ctx: AppContext,
  input: { challengeToken: string; code: string; address: string; device?: SignInDevice },
): Promise<LoginResult & { deviceCookie: string | null }> {
  const now = ctx.clock.now();
  const challenge = await ctx.database.db
    .selectFrom('two_factor_challenges')
    .select(['lender_id', 'expires_at', 'used_at'])
    .where('token_hash', '=', hashToken(input.challengeToken))
    .executeTakeFirst();
  if (!challenge || challenge.used_at !== null || challenge.expires_at <= now)
    throw new HttpError(401, 'twoFactor.challengeExpired');
  const accountKey = `account:${challenge.lender_id}`;
  const addressKey = `address:${input.address}`;
  await refuseWhileLocked(ctx, [accountKey, addressKey]);
  const accepted = await ctx.database.db.transaction().execute(async (trx) => {
    // The challenge is used once, even by two requests at the same moment.
    const open = await trx
      .selectFrom('two_factor_challenges')
      .select('lender_id')
      .where('token_hash', '=', hashToken(input.challengeToken))
      .where('used_at', 'is', null)
      .forUpdate()
      .executeTakeFirst();
    if (!open) return 'used' as const;
    const ok = await acceptCode(trx, challenge.lender_id, input.code, now, {
      recovery: true,
      enabled: true,
      codeAt: codeTime(ctx),
    });
    // A wrong code keeps the challenge open: the lender may type the code again.
    if (ok) {
      await trx
        .updateTable('two_factor_challenges')
        .set({ used_at: now })
        .where('token_hash', '=', hashToken(input.challengeToken))
        .execute();
    }
    return ok;
  });
  if (accepted === 'used') throw new HttpError(401, 'twoFactor.challengeExpired');
  if (!accepted) {
    await recordFailure(ctx, [
      { key: accountKey, maxFailures: THROTTLE_MAX_FAILURES },
      { key: addressKey, maxFailures: THROTTLE_MAX_FAILURES_PER_ADDRESS },
    ]);
    throw new HttpError(401, 'twoFactor.codeWrong');
  }
  await clearFailures(ctx, accountKey);
  const lender = await ctx.database.db
    .selectFrom('lenders')
    .selectAll()
    .where('id', '=', challenge.lender_id)
    .$narrowType<LenderNarrowing>()
    .executeTakeFirstOrThrow();
  if (lender.status === 'suspend') throw new HttpError(403, 'auth.suspended');
  return issueSignIn(ctx, lender, input.device, input.address);
}
