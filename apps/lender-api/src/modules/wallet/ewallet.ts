import { randomBytes } from 'node:crypto';
import type {
  EwalletMethod,
  PaymentMethod,
  PaymentProviders,
  ProviderResult,
} from '../../providers/payments/index.ts';
import type { Lang } from '../../shared/i18n/index.ts';
import { runOnce } from '../../shared/idempotency.ts';
import { retryOnReferenceCollision } from '../../shared/ledger/ledger.ts';
import { PAYMENT_OPTIONS, paymentLogoUrl } from './payment-options.ts';
import { PROVIDER_OK } from './provider-results.ts';
import { checkNewTopUp, lockLender, requireVerified, type WalletLender } from './top-up-limits.ts';
import { insertTopUp, readTopUp, topUpReference } from './top-up-store.ts';
import { WalletRefusal } from './wallet-refusal.ts';
import type { WalletDb } from './wallet-tables.ts';

export {
  checkNewTopUp,
  lockLender,
  MAX_OPEN_TOP_UPS,
  requireVerified,
  topUpLimit,
  type WalletLender,
} from './top-up-limits.ts';
export {
  creditTopUp,
  failTopUp,
  insertTopUp,
  lockedTopUp,
  lockedTopUpForCredit,
  readTopUp,
  topUpReference,
  transactionResponse,
} from './top-up-store.ts';
export {
  applyTopUpNotice,
  notifyTopUp,
  settleTopUp,
  topUpForProvider,
  type TopUpNotice,
} from './top-up-notices.ts';

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

/**
 * `createEwalletTopUp`: OVO pushes a payment request to the phone (pending; OVO refuses unknown numbers
 * at once with code 14, stored as a failed top-up), DANA and ShopeePay answer a checkout URL, QRIS a
 * dynamic QR. Nothing is credited here: see `settleTopUp`. Idempotent like the money mutations
 * (`Idempotency-Key`: the same request under it answers the same top-up).
 */
export async function createEwalletTopUp(
  db: WalletDb,
  lender: WalletLender,
  input: { payment_method: PaymentMethod; amount: number; nomorHp?: string | undefined },
  options: {
    payments: PaymentProviders;
    lang: Lang;
    now: Date;
    idempotencyKey: string;
    onReplay?: (() => void) | undefined;
  },
) {
  const { lang, now } = options;
  if (input.payment_method === 'card')
    throw new WalletRefusal(422, 'useCardCalls', { field: 'payment_method' });
  const method: EwalletMethod = input.payment_method;
  requireVerified(lender);
  if (method === 'ovo' && !input.nomorHp)
    throw new WalletRefusal(422, 'phoneRequired', { field: 'nomorHp' });
  const outcome = await retryOnReferenceCollision(() =>
    db.transaction().execute(async (trx) => {
      await lockLender(trx, lender.id);
      return runOnce<{ reference_id: string; refused: ProviderResult | null }>(
        trx,
        {
          lenderId: lender.id,
          operation: 'createEwalletTopUp',
          request: input,
          key: options.idempotencyKey,
          now,
          onReplay: options.onReplay,
        },
        async () => {
          await checkNewTopUp(trx, lender, method, input.amount, now);
          const referenceId = topUpReference(method, now);
          const opening = await options.payments.ewallet.open({
            method,
            referenceId,
            amount: input.amount,
            nomorHp: input.nomorHp ?? null,
          });
          if (!opening.accepted) {
            await insertTopUp(trx, {
              lenderId: lender.id,
              method,
              amount: input.amount,
              status: 4,
              referenceId,
              result: opening.result,
              lang,
              now,
              nomorHp: input.nomorHp,
            });
            return { body: { reference_id: referenceId, refused: opening.result } };
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
            qrString: opening.qrString,
            redirectUrl: opening.redirectUrl,
          });
          return { body: { reference_id: referenceId, refused: null } };
        },
      );
    }),
  );
  if (outcome.refused)
    throw new WalletRefusal(422, 'ovoNotRegistered', {
      field: 'nomorHp',
      meta: outcome.refused,
    });
  // A replayed request answers the top-up as it is now.
  return readTopUp(db, lender.id, outcome.reference_id, now);
}

/** `3ds-1a2b3c4d`: the id the 3-D Secure step hands back. */
export function authenticationId(): string {
  return `3ds-${randomBytes(4).toString('hex')}`;
}
