import type { Lang } from '../../shared/i18n/index.ts';
import type { PaymentMethod, ProviderResult } from '../../providers/payments/index.ts';
import {
  addEntries,
  jakartaIso,
  lockedTime,
  lockWallet,
  postTransaction,
  reference,
  type MoneyTime,
} from '../../shared/ledger/ledger.ts';
import { optionOf, qrPngDataUrl } from './payment-options.ts';
import { expiryResult, PROVIDER_OK } from './provider-results.ts';
import { lockLender } from './top-up-limits.ts';
import { WalletRefusal } from './wallet-refusal.ts';
import type { TopUpStatus, WalletDb, WalletTrx } from './wallet-tables.ts';
import { walletText } from './wallet-texts.ts';
import { recordEvent, topUpCredited } from '../notifications/index.ts';

/** `ewallet_topups` columns as their CHECK constraints allow. */
type TopUpNarrowing = { payment_method: PaymentMethod; status: TopUpStatus };

/** A stored e-wallet, QRIS or card top-up (`ewallet_topups`). */
export type TopUpRow = {
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

/** Marks an open top-up whose time is over as BATAL (8) with the provider's expiry result. */
async function expireIfDue(trx: WalletTrx, row: TopUpRow, now: Date): Promise<TopUpRow> {
  if ((row.status !== 1 && row.status !== 2) || new Date(row.expired_at) > now) return row;
  return cancelTopUp(trx, row, now);
}

/** An open top-up ends as BATAL (8) with the provider's expiry result; no money moves. */
export async function cancelTopUp(trx: WalletTrx, row: TopUpRow, now: Date): Promise<TopUpRow> {
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

/** A top-up of the lender by reference, locked and brought up to date (expiry); 404 otherwise. */
export async function lockedTopUp(
  trx: WalletTrx,
  lenderId: number,
  referenceId: string,
  now: Date,
  methods?: readonly PaymentMethod[],
): Promise<TopUpRow> {
  await lockLender(trx, lenderId);
  return topUpRowLocked(trx, lenderId, referenceId, now, methods);
}

/**
 * `lockedTopUp` for a credit: the lender's wallet is locked too (before the top-up row), as every
 * ledger posting needs, and the transaction's time is read after that lock (`lockedTime`).
 */
export async function lockedTopUpForCredit(
  trx: WalletTrx,
  lenderId: number,
  referenceId: string,
  when: MoneyTime,
  methods?: readonly PaymentMethod[],
): Promise<{ row: TopUpRow; now: Date }> {
  await lockLender(trx, lenderId);
  const now = lockedTime(when, await lockWallet(trx, lenderId));
  return { row: await topUpRowLocked(trx, lenderId, referenceId, now, methods), now };
}

async function topUpRowLocked(
  trx: WalletTrx,
  lenderId: number,
  referenceId: string,
  now: Date,
  methods: readonly PaymentMethod[] | undefined,
): Promise<TopUpRow> {
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

/**
 * Credits a locked top-up once: ledger entries, BERHASIL on the history row and the top-up. The
 * provider collected the amount plus the fee (`biaya`, the card fee): the lender's wallet gets the
 * amount, the platform's fee income the fee, and the money received is their sum — one posting.
 */
export async function creditTopUp(trx: WalletTrx, row: TopUpRow, now: Date): Promise<TopUpRow> {
  const amount = Number(row.amount);
  const fee = Number(row.biaya);
  await addEntries(
    trx,
    Number(row.transaction_id),
    1,
    [
      { account: 'platform_cash_in', amount: -(amount + fee) },
      { account: 'lender_available', lenderId: row.lender_id, amount },
      ...(fee > 0 ? [{ account: 'platform_fee_income' as const, amount: fee }] : []),
    ],
    now,
  );
  await recordEvent(trx, topUpCredited(row.lender_id, amount, row.reference_id, now));
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
