// The e-wallet/QRIS top-up form: the method's limits (its own min/max and what the lender may still
// top up today and this month, from the server; spec §9: the values themselves are not shown), the
// amount within them and, for e-wallets, the phone number they are registered to.
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import * as z from 'zod/mini';
import type { PaymentMethod, PaymentOption } from '@pendana/api-sdk';
import { limitedAmountSchema, mobileNumber, phoneSchema, VALIDATION_IDS } from '@pendana/forms';

export interface TopUpValues {
  amount: string;
  phone: string;
}

export const EMPTY_TOP_UP: TopUpValues = { amount: '', phone: '' };

/** E-wallets pay from the app registered to a phone number. */
export const PHONE_METHODS: readonly PaymentMethod[] = ['ovo', 'dana', 'shopeepay'];

export interface LenderLimits {
  min: number;
  max: number;
  daily_remaining: number;
  monthly_remaining: number;
}

/** The amounts a top-up by `option` may have now. */
export function topUpLimits(option: PaymentOption, lender: LenderLimits | undefined) {
  return {
    minimum: Math.max(option.min, lender?.min ?? 0),
    maximum: Math.min(
      option.max,
      lender?.max ?? Number.POSITIVE_INFINITY,
      lender?.daily_remaining ?? Number.POSITIVE_INFINITY,
      lender?.monthly_remaining ?? Number.POSITIVE_INFINITY,
    ),
  };
}

export function topUpResolver(
  option: PaymentOption,
  lender: LenderLimits | undefined,
): Resolver<TopUpValues> {
  const outside = VALIDATION_IDS.topUpOutsideLimits;
  const schema = z.object({
    amount: limitedAmountSchema(topUpLimits(option, lender), { below: outside, above: outside }),
    phone: PHONE_METHODS.includes(option.payment_method) ? phoneSchema() : z.string(),
  });
  return zodResolver(schema) as unknown as Resolver<TopUpValues>;
}

/** The request of a top-up from the form (the phone as the provider wants it: 8…). */
export function topUpRequest(method: PaymentMethod, values: TopUpValues) {
  const phone = PHONE_METHODS.includes(method) ? mobileNumber(values.phone) : null;
  return {
    payment_method: method,
    amount: Number(values.amount),
    ...(phone ? { nomorHp: phone } : {}),
  };
}
