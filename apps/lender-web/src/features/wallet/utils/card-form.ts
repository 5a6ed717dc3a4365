// The card top-up form: a saved card (never an expired one) or a new card (number, MM/YYYY expiry
// not past — spec §5 —, the holder's name), and the amount within the card's and the lender's limits.
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import * as z from 'zod/mini';
import type { CardPreTopUpRequest, PaymentOption } from '@pendana/api-sdk';
import {
  cardExpirySchema,
  limitedAmountSchema,
  requiredText,
  VALIDATION_IDS,
} from '@pendana/forms';
import { topUpLimits, type LenderLimits } from './top-up-form';

export const NEW_CARD = 'new';

export interface CardValues {
  /** A saved card's id, or NEW_CARD. */
  card: string;
  number: string;
  expiry: string;
  name: string;
  amount: string;
}

export const EMPTY_CARD: CardValues = { card: '', number: '', expiry: '', name: '', amount: '' };

const digits = (value: string) => value.replace(/[\s-]/g, '');

export function cardResolver(
  option: PaymentOption,
  lender: LenderLimits | undefined,
): Resolver<CardValues> {
  const outside = VALIDATION_IDS.topUpOutsideLimits;
  const amount = limitedAmountSchema(topUpLimits(option, lender), {
    below: outside,
    above: outside,
  });
  const saved = z.object({ card: requiredText(), amount });
  const typed = z.object({
    card: z.literal(NEW_CARD),
    number: requiredText().check(
      z.refine((value) => /^\d{12,19}$/.test(digits(value)), { error: VALIDATION_IDS.digitsOnly }),
    ),
    expiry: cardExpirySchema(),
    name: requiredText().check(z.maxLength(100)),
    amount,
  });
  const forSaved = zodResolver(saved) as unknown as Resolver<CardValues>;
  const forTyped = zodResolver(typed) as unknown as Resolver<CardValues>;
  return (values, context, options) =>
    (values.card === NEW_CARD ? forTyped : forSaved)(values, context, options);
}

export function cardRequest(values: CardValues, save: boolean): CardPreTopUpRequest {
  const amount = Number(values.amount);
  return values.card === NEW_CARD
    ? {
        amount,
        card_number: digits(values.number),
        card_expiry: values.expiry.trim(),
        nama_pemilik: values.name.trim(),
        simpan_kartu: save,
      }
    : { amount, card_id: Number(values.card) };
}
