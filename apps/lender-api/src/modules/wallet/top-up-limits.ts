import { sql } from 'kysely';
import type { PaymentMethod } from '../../providers/payments/index.ts';
import { formatRupiah, jakartaDate } from '../../shared/ledger/ledger.ts';
import { optionOf, TOP_UP_LIMITS } from './payment-options.ts';
import { WalletRefusal } from './wallet-refusal.ts';
import type { WalletDb, WalletTrx } from './wallet-tables.ts';

/** At most this many unpaid, unexpired e-wallet/QRIS/card top-ups per lender (more → 429). */
export const MAX_OPEN_TOP_UPS = 3;

export interface WalletLender {
  id: number;
  status: string;
}

export interface WalletLender {
  id: number;
  status: string;
}

/** Start of the Jakarta day and month of `now`, as instants. */
function jakartaPeriods(now: Date): { dayStart: Date; monthStart: Date } {
  const day = jakartaDate(now);
  const dayStart = new Date(Date.parse(`${day}T00:00:00+07:00`));
  const monthStart = new Date(Date.parse(`${day.slice(0, 8)}01T00:00:00+07:00`));
  return { dayStart, monthStart };
}

/**
 * Rupiah of top-ups that use the lender's limits since `since`: paid ones, and open ones (new or
 * pending) that have not expired.
 */
async function usedSince(db: WalletDb | WalletTrx, lenderId: number, since: Date, now: Date) {
  const row = await db
    .selectFrom('ewallet_topups')
    .select(sql<number>`coalesce(sum(amount), 0)::bigint`.as('total'))
    .where('lender_id', '=', lenderId)
    .where('created_at', '>=', since)
    .where((eb) =>
      eb.or([
        eb('status', '=', 3),
        eb.and([eb('status', 'in', [1, 2]), eb('expired_at', '>', now)]),
      ]),
    )
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export async function topUpLimit(db: WalletDb | WalletTrx, lenderId: number, now: Date) {
  const { dayStart, monthStart } = jakartaPeriods(now);
  const daily = await usedSince(db, lenderId, dayStart, now);
  const monthly = await usedSince(db, lenderId, monthStart, now);
  return {
    min: TOP_UP_LIMITS.min,
    max: TOP_UP_LIMITS.max,
    daily_remaining: Math.max(0, TOP_UP_LIMITS.daily - daily),
    monthly_remaining: Math.max(0, TOP_UP_LIMITS.monthly - monthly),
  };
}

/** Checks amount, limits and open top-ups inside the transaction holding `lockLender`. */
export async function checkNewTopUp(
  trx: WalletTrx,
  lender: WalletLender,
  method: PaymentMethod,
  amount: number,
  now: Date,
): Promise<void> {
  const option = optionOf(method);
  if (amount < option.min)
    throw new WalletRefusal(422, 'belowMinimum', {
      field: 'amount',
      params: { amount: formatRupiah(option.min) },
    });
  if (amount > option.max)
    throw new WalletRefusal(422, 'aboveMaximum', {
      field: 'amount',
      params: { amount: formatRupiah(option.max) },
    });
  const limit = await topUpLimit(trx, lender.id, now);
  if (amount > limit.daily_remaining)
    throw new WalletRefusal(422, 'dailyLimit', {
      field: 'amount',
      params: { amount: formatRupiah(limit.daily_remaining) },
    });
  if (amount > limit.monthly_remaining)
    throw new WalletRefusal(422, 'monthlyLimit', {
      field: 'amount',
      params: { amount: formatRupiah(limit.monthly_remaining) },
    });
  const open = await trx
    .selectFrom('ewallet_topups')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('lender_id', '=', lender.id)
    .where('status', 'in', [1, 2])
    .where('expired_at', '>', now)
    .executeTakeFirstOrThrow();
  if (Number(open.n) >= MAX_OPEN_TOP_UPS)
    throw new WalletRefusal(429, 'tooManyPending', { params: { n: Number(open.n) } });
}

export function requireVerified(lender: WalletLender): void {
  if (lender.status !== 'active') throw new WalletRefusal(403, 'notVerified');
}

/**
 * Serialises a lender's top-up requests on the lender row (`FOR NO KEY UPDATE`: foreign-key checks of
 * other writes are not blocked). The wallet row is locked only where money moves (crediting), so asking
 * for a top-up or reading one does not open a wallet (project detail's `tidak_teralokasi` stays null
 * until the first money movement). Lock order: lender, then wallet, then the top-up row.
 */
export async function lockLender(trx: WalletTrx, lenderId: number): Promise<void> {
  await trx
    .selectFrom('lenders')
    .select('id')
    .where('id', '=', lenderId)
    .forNoKeyUpdate()
    .executeTakeFirstOrThrow();
}
