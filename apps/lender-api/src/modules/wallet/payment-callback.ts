import { sandboxCallbackSecret, type Config } from '../../config.ts';
import { fieldError, HttpError } from '../../http/errors.ts';
import { signatureMatches } from '../../shared/callback-signature.ts';
import type { Lang } from '../../shared/i18n/index.ts';
import type { PaymentMethod } from '../../providers/payments/index.ts';
import { formatRupiah, type MoneyTime } from '../../shared/ledger/ledger.ts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema/index.ts';
import { moneyDb } from '../../shared/ledger/tables.ts';
import { notifyTopUp } from './ewallet.ts';
import { creditVaPayment } from './wallet.ts';
import { walletDb, type TopUpStatus } from './wallet-tables.ts';

/**
 * The payment providers' callback (`receivePaymentCallback`, `POST /v1/payments/callback/{provider}`).
 * A provider signs the raw request body with HMAC-SHA256 and its own secret (`X-Callback-Signature`,
 * lowercase hex). Crediting goes through the same code as the sandbox actions: `creditVaPayment` for
 * virtual accounts, `notifyTopUp` → `applyTopUpNotice` → `creditTopUp` for e-wallet, QRIS and cards.
 */
export const PAYMENT_CALLBACK_PROVIDERS = ['va', 'ewallet', 'qris', 'card'] as const;
export type PaymentCallbackProvider = (typeof PAYMENT_CALLBACK_PROVIDERS)[number];

/** The top-up methods each provider reports on. */
const TOP_UP_METHODS: Record<Exclude<PaymentCallbackProvider, 'va'>, readonly PaymentMethod[]> = {
  ewallet: ['ovo', 'dana', 'shopeepay'],
  qris: ['qris'],
  card: ['card'],
};

export function isPaymentCallbackProvider(value: string): value is PaymentCallbackProvider {
  return (PAYMENT_CALLBACK_PROVIDERS as readonly string[]).includes(value);
}

/** The provider's secret: configured, else `sandbox-callback-<provider>` in sandbox mode, else none. */
export function callbackSecret(config: Config, provider: PaymentCallbackProvider): string | null {
  return (
    config.paymentCallbackSecrets[provider] ??
    (config.sandbox ? sandboxCallbackSecret(provider) : null)
  );
}

/** 401 unless `header` is the signature of `rawBody` with the provider's secret (constant-time). */
export function verifyCallbackSignature(
  config: Config,
  provider: PaymentCallbackProvider,
  rawBody: Buffer | null,
  header: string | undefined,
): void {
  if (!signatureMatches(callbackSecret(config, provider), rawBody, header))
    throw new HttpError(401, 'payments.badSignature');
}

export interface PaymentCallbackNotice {
  reference_id: string;
  status: 'paid' | 'failed' | 'expired';
  amount: number;
  nomor_va?: string | undefined;
  code?: string | undefined;
}

/**
 * Applies a verified notification. Virtual accounts: only `paid` (422 otherwise), `nomor_va` required;
 * an unknown VA is a 404; the provider reference is credited once; a repeat carrying another amount
 * is a 422, one naming another account a 404 (nothing moves). Top-ups: see `notifyTopUp`.
 */
export async function receivePaymentCallback(
  db: Kysely<DB>,
  provider: PaymentCallbackProvider,
  notice: PaymentCallbackNotice,
  lang: Lang,
  when: MoneyTime,
): Promise<{ reference_id: string; status: TopUpStatus; credited: boolean }> {
  if (provider !== 'va')
    return notifyTopUp(
      walletDb(db),
      TOP_UP_METHODS[provider],
      {
        referenceId: notice.reference_id,
        result: notice.status,
        amount: notice.amount,
        code: notice.code,
        provider,
      },
      when,
    );
  if (notice.status !== 'paid') throw fieldError('status', 'payments.vaPaidOnly');
  if (!notice.nomor_va) throw fieldError('nomor_va', 'payments.vaNumberRequired');
  const result = await creditVaPayment(
    moneyDb(db),
    { nomor_va: notice.nomor_va, nominal: notice.amount, reference: notice.reference_id },
    when,
    lang,
  );
  if (result.nominal !== notice.amount)
    throw fieldError('amount', 'payments.amountMismatch', {
      amount: formatRupiah(notice.amount),
      expected: formatRupiah(result.nominal),
    });
  if (result.nomorVa !== notice.nomor_va) throw new HttpError(404, 'errors.notFound');
  return { reference_id: notice.reference_id, status: 3, credited: result.credited };
}
