import { randomInt } from 'node:crypto';
import type { AppContext } from '../../context.ts';
import type { Lender } from '../../db/schema/index.ts';
import { HttpError, fieldError } from '../../http/errors.ts';
import { t, type Lang } from '../../shared/i18n/index.ts';
import { hashToken } from '../../shared/session/tokens.ts';
import { phoneChanged, recordEvent } from '../notifications/index.ts';
import { startPayoutHold } from '../withdrawal/index.ts';

export const OTP_TTL_SECONDS = 300;
export const OTP_RESEND_SECONDS = 60;
export const OTP_MAX_ATTEMPTS = 5;

/** Sends a 6-digit code by SMS; one code per minute, each valid 5 minutes; a new code replaces the old. */
export async function sendPhoneOtp(
  ctx: AppContext,
  lang: Lang,
  lender: Lender,
  input: { no_telp: string; kode_operator: string; kode_negara: string },
) {
  if (!input.no_telp.startsWith(input.kode_operator))
    throw fieldError('kode_operator', 'validation.invalidValue');
  const now = ctx.clock.now();
  const { db } = ctx.database;
  const taken = await db
    .selectFrom('lenders')
    .select('id')
    .where('kode_negara', '=', input.kode_negara)
    .where('no_hp', '=', input.no_telp)
    .where('phone_verified_at', 'is not', null)
    .where('id', '!=', lender.id)
    .executeTakeFirst();
  if (taken) throw fieldError('no_telp', 'otp.phoneTaken');
  const last = await db
    .selectFrom('otp_codes')
    .select('created_at')
    .where('lender_id', '=', lender.id)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  if (last) {
    const wait = Math.ceil(
      (last.created_at.getTime() + OTP_RESEND_SECONDS * 1000 - now.getTime()) / 1000,
    );
    if (wait > 0) {
      throw new HttpError(429, 'otp.resendTooSoon', {
        params: { seconds: wait },
        headers: { 'retry-after': String(wait) },
      });
    }
  }
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('otp_codes')
      .set({ used_at: now })
      .where('lender_id', '=', lender.id)
      .where('used_at', 'is', null)
      .execute();
    await trx
      .insertInto('otp_codes')
      .values({
        lender_id: lender.id,
        kode_negara: input.kode_negara,
        no_telp: input.no_telp,
        code_hash: hashToken(code),
        created_at: now,
        expires_at: new Date(now.getTime() + OTP_TTL_SECONDS * 1000),
        used_at: null,
      })
      .execute();
  });
  const phone = `${input.kode_negara}${input.no_telp}`;
  await ctx.providers.sms.send({ to: `+${phone}`, body: t(lang, 'otp.sms', { code }) });
  return {
    status: 'success' as const,
    message: t(lang, 'otp.sent', { phone }),
    expires_in: OTP_TTL_SECONDS,
    resend_in: OTP_RESEND_SECONDS,
  };
}

/**
 * Checks a code against the lender's live code. Wrong → 200 failed (spec: otpFailed); after 5 wrong
 * codes the code is burnt and further tries answer 429 until a new code is sent; expired → 422.
 */
export async function verifyPhoneOtp(ctx: AppContext, lang: Lang, lender: Lender, code: string) {
  const now = ctx.clock.now();
  return ctx.database.db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('otp_codes')
      .selectAll()
      .where('lender_id', '=', lender.id)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .forUpdate()
      .executeTakeFirst();
    if (!current || (current.used_at !== null && current.attempts < OTP_MAX_ATTEMPTS)) {
      throw fieldError('no_otp', 'otp.expired');
    }
    if (current.attempts >= OTP_MAX_ATTEMPTS) throw new HttpError(429, 'otp.locked');
    if (current.expires_at <= now) throw fieldError('no_otp', 'otp.expired');
    if (current.code_hash !== hashToken(code)) {
      const attempts = current.attempts + 1;
      await trx
        .updateTable('otp_codes')
        .set({ attempts, used_at: attempts >= OTP_MAX_ATTEMPTS ? now : null })
        .where('id', '=', current.id)
        .execute();
      return { status: 'failed' as const, message: t(lang, 'otp.wrong') };
    }
    await trx.updateTable('otp_codes').set({ used_at: now }).where('id', '=', current.id).execute();
    // The verified number before this one (under the lender's row lock): replacing it is a security
    // event; a first verification, or the same number again, is not.
    const before = await trx
      .selectFrom('lenders')
      .select(['no_hp', 'kode_negara', 'phone_verified_at'])
      .where('id', '=', lender.id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const replaced =
      before.phone_verified_at !== null &&
      before.no_hp !== null &&
      (before.no_hp !== current.no_telp || before.kode_negara !== current.kode_negara);
    await trx
      .updateTable('lenders')
      .set({
        no_hp: current.no_telp,
        kode_negara: current.kode_negara,
        phone_verified_at: now,
        updated_at: now,
      })
      .where('id', '=', lender.id)
      .execute();
    if (replaced) {
      await recordEvent(trx, phoneChanged(lender.id, now));
      await startPayoutHold(trx, {
        lenderId: lender.id,
        reason: 'phone_changed',
        now,
        hours: ctx.config.payoutHoldHours,
      });
    }
    return { status: 'success' as const, message: t(lang, 'otp.verified') };
  });
}
