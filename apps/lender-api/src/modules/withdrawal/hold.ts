// The payout hold: after a change that a thief who took over the account would make first (a
// password reset, a new phone number, a new payout bank account, two-factor sign-in turned off),
// withdrawals wait `PAYOUT_HOLD_HOURS` (config, default 24) so the real owner, told by mail, can
// act before any money leaves. Fundings and top-ups are not held: money stays in the platform.
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema/index.ts';
import type { Lang } from '../../shared/i18n/index.ts';
import { moneyText } from '../../shared/ledger/texts.ts';

export type PayoutHoldReason =
  'password_reset' | 'phone_changed' | 'bank_account_changed' | 'two_factor_off';

export interface PayoutHold {
  until: Date;
  reason: PayoutHoldReason;
}

/** Starts a hold in the caller's transaction (the change and its hold commit together). */
export async function startPayoutHold(
  trx: Kysely<DB>,
  hold: { lenderId: number; reason: PayoutHoldReason; now: Date; hours: number },
): Promise<void> {
  if (hold.hours <= 0) return;
  await trx
    .insertInto('payout_holds')
    .values({
      lender_id: hold.lenderId,
      reason: hold.reason,
      starts_at: hold.now,
      until: new Date(hold.now.getTime() + hold.hours * 3_600_000),
    })
    .execute();
}

/** The hold that ends last among those still running at `now`, or null. */
export async function activePayoutHold(
  db: Kysely<DB>,
  lenderId: number,
  now: Date,
): Promise<PayoutHold | null> {
  const row = await db
    .selectFrom('payout_holds')
    .select(['until', 'reason'])
    .where('lender_id', '=', lenderId)
    .where('until', '>', now)
    .orderBy('until', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? { until: new Date(row.until), reason: row.reason as PayoutHoldReason } : null;
}

/**
 * Whether a save replaced a payout account on file: a different account number or bank where one
 * was set. Filling it in the first time (during KYC) is not a change to hold for.
 */
export function payoutAccountReplaced(
  before: { rekening: string | null; bank: string | null } | undefined,
  after: { rekening: string | null; bank: string | null },
): boolean {
  if (!before?.rekening) return false;
  return before.rekening !== after.rekening || before.bank !== after.bank;
}

/** The hold's end as a lender reads it: Jakarta time, "28 November 2026 pukul 17.30 WIB". */
export function holdEndText(lang: Lang, until: Date): string {
  const text = new Intl.DateTimeFormat(lang === 'id' ? 'id-ID' : 'en-GB', {
    timeZone: 'Asia/Jakarta',
    dateStyle: 'long',
    timeStyle: 'short',
  }).format(until);
  return `${text} WIB`;
}

/** Why withdrawals wait, and until when, in the lender's language. */
export function payoutHoldText(lang: Lang, hold: PayoutHold): string {
  return moneyText(lang, 'withdrawalHeld', {
    until: holdEndText(lang, hold.until),
    reason: moneyText(lang, `holdReason_${hold.reason}`),
  });
}
