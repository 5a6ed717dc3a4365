import * as z from 'zod/mini';
import { validationMessages } from '../../../i18n/common-messages';

/** The contract's password rule (ARCHITECTURE §3): at least 8 characters with a letter and a digit. */
export function isValidPassword(value: string): boolean {
  return value.length >= 8 && /[A-Za-z]/.test(value) && /\d/.test(value);
}

export const passwordSchema = (requiredMessageId: string) =>
  z
    .string()
    .check(
      z.minLength(1, requiredMessageId),
      z.refine(isValidPassword, { error: validationMessages.passwordRule.id, abort: true }),
    );

export const emailSchema = (requiredMessageId: string) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: requiredMessageId, abort: true }),
      z.maxLength(100, validationMessages.email.id),
      z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, validationMessages.email.id),
    );

/** password_confirmation must equal password. */
export const confirmationMatches = <
  T extends { password: string; password_confirmation: string },
>() =>
  z.refine<T>((values) => values.password === values.password_confirmation, {
    path: ['password_confirmation'],
    error: validationMessages.passwordMismatch.id,
  });
