import type { Kysely, Transaction } from 'kysely';
import type { AppContext } from '../../context.ts';
import type { AuthCodePurpose, DB } from '../../db/schema/index.ts';
import { defineJob } from '../../jobs/index.ts';
import { t, type Lang } from '../../shared/i18n/index.ts';
import { RESET_PASSWORD_TTL_MINUTES, VERIFY_EMAIL_TTL_HOURS, issueCode } from './auth-codes.ts';
import { webLink } from './links.ts';

/**
 * The account's mails with a one-time code: the activation link (registration, resend) and the
 * password reset link. The request queues the job (no secret in it); the job issues the code and
 * mails it, so the code exists only in the mail and, hashed, in `auth_codes`.
 */
export interface AccountMail {
  kind: AuthCodePurpose;
  lenderId: number;
  lang: Lang;
}

/**
 * Retried with backoff when the mail provider fails (30 s, then about twice as long each time, at
 * most 30 minutes, 8 retries: about 1.5 hours). Each run issues a fresh code, which retires the
 * earlier ones: the newest mail's link is the one that works.
 */
export const SEND_ACCOUNT_MAIL = defineJob<AccountMail>('auth.send-account-mail', {
  retryLimit: 8,
  retryDelaySeconds: 30,
  retryDelayMaxSeconds: 30 * 60,
  timeoutSeconds: 120,
});

/**
 * Queues an account mail; pass the request's transaction when it writes anything (the mail then
 * exists only if that commits).
 */
export async function queueAccountMail(
  ctx: AppContext,
  mail: AccountMail,
  transaction?: Transaction<DB> | Kysely<DB>,
): Promise<void> {
  await ctx.jobs.send(SEND_ACCOUNT_MAIL, mail, transaction ? { transaction } : {});
}

/**
 * Issues the code and mails it, when the account still wants it: an activation only while the
 * account is not active (a link used meanwhile ends it), a reset unless the account is suspended.
 */
export async function sendAccountMail(ctx: AppContext, mail: AccountMail): Promise<void> {
  const lender = await ctx.database.db
    .selectFrom('lenders')
    .select(['id', 'username', 'email', 'status'])
    .where('id', '=', mail.lenderId)
    .executeTakeFirst();
  if (!lender) return;
  if (mail.kind === 'verify_email' ? lender.status !== 'Not Active' : lender.status === 'suspend')
    return;
  // Committed before sending: a failed send leaves a code nobody knows, retired by the retry's.
  const code = await ctx.database.db
    .transaction()
    .execute((trx) => issueCode(ctx, trx, lender.id, mail.kind));
  const lang = mail.lang === 'en' ? 'en' : 'id';
  if (mail.kind === 'verify_email') {
    const link = webLink(ctx.config, lang, '/auth/verify-email', { code });
    await ctx.providers.email.send({
      to: lender.email,
      subject: t(lang, 'mail.verify.subject'),
      body: t(lang, 'mail.verify.body', {
        username: lender.username,
        link,
        hours: VERIFY_EMAIL_TTL_HOURS,
      }),
      link,
    });
  } else {
    const link = webLink(ctx.config, lang, '/auth/reset-password', { token: code });
    await ctx.providers.email.send({
      to: lender.email,
      subject: t(lang, 'mail.reset.subject'),
      body: t(lang, 'mail.reset.body', {
        username: lender.username,
        link,
        minutes: RESET_PASSWORD_TTL_MINUTES,
      }),
      link,
    });
  }
}

/** The auth module's work on the queue: sending the account mails. */
export function registerAuthJobs(ctx: AppContext): void {
  ctx.jobs.handle(SEND_ACCOUNT_MAIL, (mail) => sendAccountMail(ctx, mail));
}
