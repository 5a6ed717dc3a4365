import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { fieldError, HttpError } from '../../http/errors.ts';
import type { Lang } from '../../shared/i18n/index.ts';
import {
  OTHER_RESULTS,
  PAYMENT_OPTIONS,
  PROVIDER_OK,
  TOP_UP_LIMITS,
  expiryResult,
  failureResult,
  optionOf,
  ovoAccountExists,
  OVO_RESULTS,
  paymentLogoUrl,
  qrPngDataUrl,
  qrisPayload,
  type EwalletMethod,
  type PaymentMethod,
  type ProviderResult,
} from '../../providers/payments/ewallet-sandbox.ts';
import {
  addEntries,
  formatRupiah,
  jakartaDate,
  jakartaIso,
  lockWallet,
  postTransaction,
  reference,
} from '../../shared/ledger/ledger.ts';
import { runOnce } from '../../shared/idempotency.ts';
import { WalletRefusal } from './wallet-refusal.ts';
import type { TopUpStatus, WalletDb, WalletTrx } from './wallet-tables.ts';
import { walletText } from './wallet-texts.ts';

/** At most this many unpaid, unexpired e-wallet/QRIS/card top-ups per lender (more → 429). */
export const MAX_OPEN_TOP_UPS = 3;

export interface WalletLender {
  id: number;
  status: string;
}

export function paymentOptions() {
  return {
    data: {
      paymentOptions: PAYMENT_OPTIONS.map((option) => ({
        payment_method: option.payment_method,
        nama: option.nama,
        logo_url: paymentLogoUrl(option.payment_method),
        min: option.min,
        max: option.max,
        biaya: option.biaya,
        aktif: true,
      })),
    },
  };
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

/** `ewallet_topups` columns as their CHECK constraints allow. */
type TopUpNarrowing = { payment_method: PaymentMethod; status: TopUpStatus };

type TopUpRow = {
  id: number;
  reference_id: string;
  lender_id: number;
  payment_method: PaymentMethod;
  amount: number | string;
  /** Fee charged on top of `amount` (cards). */
  biaya: number | string;
  status: TopUpStatus;
  qr_string: string | null;
  redirect_url: string | null;
  provider_code: string;
  provider_message: string;
  provider_error: string | null;
  transaction_id: number | string;
  expired_at: Date;
  created_at: Date;
};

/** The contract's `EwalletTransactionResponse` of a stored top-up. */
export async function transactionResponse(row: TopUpRow) {
  return {
    meta: { code: row.provider_code, message: row.provider_message, error: row.provider_error },
    data: {
      reference_id: row.reference_id,
      payment_method: row.payment_method,
      amount: Number(row.amount),
      status: row.status,
      qr_string: row.qr_string,
      qr_image: row.qr_string ? await qrPngDataUrl(row.qr_string) : null,
      redirect_url: row.redirect_url,
      expired_at: jakartaIso(new Date(row.expired_at)),
      created_at: jakartaIso(new Date(row.created_at)),
    },
  };
}

/** Writes a new top-up with its history row (no ledger entries until it is paid). */
export async function insertTopUp(
  trx: WalletTrx,
  input: {
    lenderId: number;
    method: PaymentMethod;
    amount: number;
    biaya?: number;
    status: TopUpStatus;
    referenceId: string;
    result: ProviderResult;
    lang: Lang;
    now: Date;
    nomorHp?: string | null;
    qrString?: string | null;
    redirectUrl?: string | null;
    card?: {
      id: number | null;
      masked: string;
      fingerprint: string;
      brand: 'VISA' | 'MASTERCARD' | 'JCB' | 'GPN';
      expiry: string;
      namaPemilik: string;
      simpan: boolean;
    };
  },
) {
  const option = optionOf(input.method);
  const transactionId = await postTransaction(trx, {
    lenderId: input.lenderId,
    kategori: 'topup',
    tipe: 'CREDIT',
    nominal: input.amount,
    status: input.status,
    perihal: walletText(input.lang, 'topUpPerihal', { method: option.nama }),
    referensi: input.referenceId,
    now: input.now,
    entries: [],
  });
  return trx
    .insertInto('ewallet_topups')
    .values({
      reference_id: input.referenceId,
      lender_id: input.lenderId,
      payment_method: input.method,
      amount: input.amount,
      biaya: input.biaya ?? 0,
      status: input.status,
      nomor_hp: input.nomorHp ?? null,
      qr_string: input.qrString ?? null,
      redirect_url: input.redirectUrl ?? null,
      card_id: input.card?.id ?? null,
      card_masked: input.card?.masked ?? null,
      card_fingerprint: input.card?.fingerprint ?? null,
      card_brand: input.card?.brand ?? null,
      card_expiry: input.card?.expiry ?? null,
      card_nama_pemilik: input.card?.namaPemilik ?? null,
      simpan_kartu: input.card?.simpan ?? false,
      provider_code: input.result.code,
      provider_message: input.result.message,
      provider_error: input.result.error,
      transaction_id: transactionId,
      expired_at: new Date(input.now.getTime() + option.expiresInSeconds * 1000),
      created_at: input.now,
      updated_at: input.now,
    })
    .returningAll()
    .$narrowType<TopUpNarrowing>()
    .executeTakeFirstOrThrow();
}

const PREFIX: Record<PaymentMethod, string> = {
  ovo: 'TOPUP',
  dana: 'TOPUP',
  shopeepay: 'TOPUP',
  qris: 'QRIS',
  card: 'CARD',
};

export function topUpReference(method: PaymentMethod, now: Date): string {
  return reference(PREFIX[method], now);
}

/**
 * `createEwalletTopUp`: OVO pushes a payment request to the phone (pending; OVO refuses unknown numbers
 * at once with code 14, stored as a failed top-up), DANA and ShopeePay answer a checkout URL, QRIS a
 * dynamic QR. Nothing is credited here: see `settleTopUp`. Idempotent like the money mutations
 * (`Idempotency-Key`, or the same request within 10 s answers the same top-up).
 */
export async function createEwalletTopUp(
  db: WalletDb,
  lender: WalletLender,
  input: { payment_method: PaymentMethod; amount: number; nomorHp?: string | undefined },
  options: { sandboxUrl: string; lang: Lang; now: Date; idempotencyKey?: string | null },
) {
  const { lang, now } = options;
  if (input.payment_method === 'card')
    throw new WalletRefusal(422, 'useCardCalls', { field: 'payment_method' });
  const method: EwalletMethod = input.payment_method;
  requireVerified(lender);
  if (method === 'ovo' && !input.nomorHp)
    throw new WalletRefusal(422, 'phoneRequired', { field: 'nomorHp' });
  const outcome = await db.transaction().execute(async (trx) => {
    await lockLender(trx, lender.id);
    return runOnce<{ reference_id: string; refused: boolean }>(
      trx,
      {
        lenderId: lender.id,
        operation: 'createEwalletTopUp',
        request: input,
        key: options.idempotencyKey ?? null,
        now,
      },
      async () => {
        await checkNewTopUp(trx, lender, method, input.amount, now);
        const referenceId = topUpReference(method, now);
        if (method === 'ovo' && input.nomorHp && !ovoAccountExists(input.nomorHp)) {
          await insertTopUp(trx, {
            lenderId: lender.id,
            method,
            amount: input.amount,
            status: 4,
            referenceId,
            result: OVO_RESULTS.notRegistered,
            lang,
            now,
            nomorHp: input.nomorHp,
          });
          return { body: { reference_id: referenceId, refused: true }, ok: false };
        }
        await insertTopUp(trx, {
          lenderId: lender.id,
          method,
          amount: input.amount,
          status: 2,
          referenceId,
          result: PROVIDER_OK,
          lang,
          now,
          nomorHp: input.nomorHp ?? null,
          qrString: method === 'qris' ? qrisPayload(referenceId, input.amount) : null,
          redirectUrl:
            method === 'dana' || method === 'shopeepay'
              ? `${options.sandboxUrl}/ewallet/${referenceId}`
              : null,
        });
        return { body: { reference_id: referenceId, refused: false }, ok: true };
      },
    );
  });
  if (outcome.refused)
    throw new WalletRefusal(422, 'ovoNotRegistered', {
      field: 'nomorHp',
      meta: OVO_RESULTS.notRegistered,
    });
  // A replayed request answers the top-up as it is now.
  return readTopUp(db, lender.id, outcome.reference_id, now);
}

/** Marks an open top-up whose time is over as BATAL (8) with the provider's expiry result. */
async function expireIfDue(trx: WalletTrx, row: TopUpRow, now: Date): Promise<TopUpRow> {
  if ((row.status !== 1 && row.status !== 2) || new Date(row.expired_at) > now) return row;
  return cancelTopUp(trx, row, now);
}

/** An open top-up ends as BATAL (8) with the provider's expiry result; no money moves. */
async function cancelTopUp(trx: WalletTrx, row: TopUpRow, now: Date): Promise<TopUpRow> {
  const result = expiryResult(row.payment_method);
  const updated = await trx
    .updateTable('ewallet_topups')
    .set({
      status: 8,
      provider_code: result.code,
      provider_message: result.message,
      provider_error: result.error,
      updated_at: now,
    })
    .where('id', '=', row.id)
    .returningAll()
    .$narrowType<TopUpNarrowing>()
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('ledger_transactions')
    .set({ status: 8, updated_at: now })
    .where('id', '=', Number(row.transaction_id))
    .execute();
  return updated;
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

/**
 * A top-up of the lender by reference, locked and brought up to date (expiry); 404 otherwise. With
 * `forCredit` the lender's wallet is locked too (before the top-up row), as every ledger posting needs.
 */
export async function lockedTopUp(
  trx: WalletTrx,
  lenderId: number,
  referenceId: string,
  now: Date,
  methods?: readonly PaymentMethod[],
  forCredit = false,
): Promise<TopUpRow> {
  await lockLender(trx, lenderId);
  if (forCredit) await lockWallet(trx, lenderId);
  const row = await trx
    .selectFrom('ewallet_topups')
    .selectAll()
    .where('reference_id', '=', referenceId)
    .where('lender_id', '=', lenderId)
    .forUpdate()
    .$narrowType<TopUpNarrowing>()
    .executeTakeFirst();
  if (!row || (methods && !methods.includes(row.payment_method)))
    throw new WalletRefusal(404, 'notFound');
  return expireIfDue(trx, row, now);
}

/** `getEwalletTransaction` / `checkQrisPayment`: the lender's top-up by reference (404 for others). */
export async function readTopUp(
  db: WalletDb,
  lenderId: number,
  referenceId: string,
  now: Date,
  methods?: readonly PaymentMethod[],
) {
  const row = await db
    .transaction()
    .execute((trx) => lockedTopUp(trx, lenderId, referenceId, now, methods));
  return transactionResponse(row);
}

/** Credits a locked, open top-up once: ledger entries, BERHASIL on the history row and the top-up. */
export async function creditTopUp(trx: WalletTrx, row: TopUpRow, now: Date): Promise<TopUpRow> {
  const amount = Number(row.amount);
  await addEntries(
    trx,
    Number(row.transaction_id),
    1,
    [
      { account: 'platform_cash_in', amount: -amount },
      { account: 'lender_available', lenderId: row.lender_id, amount },
    ],
    now,
  );
  await trx
    .updateTable('ledger_transactions')
    .set({ status: 3, updated_at: now })
    .where('id', '=', Number(row.transaction_id))
    .execute();
  return trx
    .updateTable('ewallet_topups')
    .set({
      status: 3,
      provider_code: PROVIDER_OK.code,
      provider_message: PROVIDER_OK.message,
      provider_error: null,
      paid_at: now,
      updated_at: now,
    })
    .where('id', '=', row.id)
    .returningAll()
    .$narrowType<TopUpNarrowing>()
    .executeTakeFirstOrThrow();
}

export async function failTopUp(
  trx: WalletTrx,
  row: TopUpRow,
  result: ProviderResult,
  now: Date,
): Promise<TopUpRow> {
  await trx
    .updateTable('ledger_transactions')
    .set({ status: 4, updated_at: now })
    .where('id', '=', Number(row.transaction_id))
    .execute();
  return trx
    .updateTable('ewallet_topups')
    .set({
      status: 4,
      provider_code: result.code,
      provider_message: result.message,
      provider_error: result.error,
      updated_at: now,
    })
    .where('id', '=', row.id)
    .returningAll()
    .$narrowType<TopUpNarrowing>()
    .executeTakeFirstOrThrow();
}

/** A provider's notice about a top-up: paid, failed (with the provider's code) or expired. */
export interface TopUpNotice {
  result: 'paid' | 'failed' | 'expired';
  code?: string | undefined;
}

/**
 * Applies a provider's notice to a top-up locked with `lockedTopUp(…, forCredit = true)`: paid →
 * credited exactly once (`creditTopUp`: ledger entries and statuses in the caller's DB transaction);
 * failed → GAGAL (4) with the provider's code; expired → BATAL (8). Only an open top-up (BARU or
 * MENUNGGU) changes; for any other the notice changes nothing and the row is answered as it is. Used by
 * the sandbox action (`settleTopUp`) and the providers' callback (`notifyTopUp`).
 */
export async function applyTopUpNotice(
  trx: WalletTrx,
  row: TopUpRow,
  notice: TopUpNotice,
  now: Date,
): Promise<{ credited: boolean; row: TopUpRow }> {
  if (row.status !== 1 && row.status !== 2) return { credited: false, row };
  if (notice.result === 'paid') return { credited: true, row: await creditTopUp(trx, row, now) };
  if (notice.result === 'expired')
    return { credited: false, row: await cancelTopUp(trx, row, now) };
  const result =
    row.payment_method === 'card'
      ? OTHER_RESULTS.cardDeclined
      : failureResult(row.payment_method, notice.code);
  return { credited: false, row: await failTopUp(trx, row, result, now) };
}

const metaOf = (r: TopUpRow): ProviderResult => ({
  code: r.provider_code,
  message: r.provider_message,
  error: r.provider_error,
});

/**
 * The sandbox action's payment notice for the lender's own pending e-wallet/QRIS top-up: paid →
 * credited exactly once; failed → GAGAL with the provider's code (`applyTopUpNotice`). A notice for a
 * top-up that is no longer pending (paid, failed, expired) changes nothing.
 */
export async function settleTopUp(
  db: WalletDb,
  lenderId: number,
  referenceId: string,
  notice: { result: 'paid' | 'failed'; code?: string | undefined },
  now: Date,
): Promise<{ credited: boolean; status: TopUpStatus; meta: ProviderResult }> {
  return db.transaction().execute(async (trx) => {
    const row = await lockedTopUp(
      trx,
      lenderId,
      referenceId,
      now,
      ['ovo', 'dana', 'shopeepay', 'qris'],
      true,
    );
    const applied = await applyTopUpNotice(trx, row, notice, now);
    return { credited: applied.credited, status: applied.row.status, meta: metaOf(applied.row) };
  });
}

/**
 * The providers' callback for a top-up by reference alone (no session): the top-up must be one of
 * `methods` (else 404, like an unknown reference) and `amount` what the provider collected (the
 * top-up's amount plus its fee; else 422 and nothing changes). Then `applyTopUpNotice` under the same
 * locks as every credit (lender, wallet, top-up row): duplicates, sequential or concurrent, find the
 * top-up closed and answer its current state with `credited: false`.
 */
export async function notifyTopUp(
  db: WalletDb,
  methods: readonly PaymentMethod[],
  notice: TopUpNotice & { referenceId: string; amount: number },
  now: Date,
): Promise<{ reference_id: string; status: TopUpStatus; credited: boolean }> {
  const owner = await db
    .selectFrom('ewallet_topups')
    .select(['lender_id', 'payment_method'])
    .where('reference_id', '=', notice.referenceId)
    .$narrowType<{ payment_method: PaymentMethod }>()
    .executeTakeFirst();
  if (!owner || !methods.includes(owner.payment_method))
    throw new HttpError(404, 'errors.notFound');
  return db.transaction().execute(async (trx) => {
    const row = await lockedTopUp(trx, owner.lender_id, notice.referenceId, now, methods, true);
    const expected = Number(row.amount) + Number(row.biaya);
    if (notice.amount !== expected)
      throw fieldError('amount', 'payments.amountMismatch', {
        amount: formatRupiah(notice.amount),
        expected: formatRupiah(expected),
      });
    const applied = await applyTopUpNotice(trx, row, notice, now);
    return {
      reference_id: applied.row.reference_id,
      status: applied.row.status,
      credited: applied.credited,
    };
  });
}

/** `3ds-1a2b3c4d`: the id the 3-D Secure step hands back. */
export function authenticationId(): string {
  return `3ds-${randomBytes(4).toString('hex')}`;
}

/** The sandbox provider pages' view of a top-up by reference alone (the provider side has no session). */
export async function topUpForProvider(db: WalletDb, referenceId: string, now: Date) {
  const row = await db
    .selectFrom('ewallet_topups')
    .select(['lender_id'])
    .where('reference_id', '=', referenceId)
    .executeTakeFirst();
  if (!row) return undefined;
  const current = await db
    .transaction()
    .execute((trx) => lockedTopUp(trx, row.lender_id, referenceId, now));
  const card = await db
    .selectFrom('ewallet_topups')
    .select(['card_masked', 'biaya'])
    .where('reference_id', '=', referenceId)
    .executeTakeFirstOrThrow();
  return {
    lenderId: row.lender_id,
    referenceId,
    method: current.payment_method,
    amount: Number(current.amount),
    biaya: Number(card.biaya),
    status: current.status,
    cardMasked: card.card_masked,
    meta: {
      code: current.provider_code,
      message: current.provider_message,
      error: current.provider_error,
    },
  };
}
