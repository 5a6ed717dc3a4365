// Every validation rule of the forms, in zod/mini (the login route stays light). Messages are
// react-intl ids (./messages); the fields format them in the page's language. The rules that need
// the design system's date formatters (dayjs) are in ./date-rules, so a page without dates skips them.
import * as z from 'zod/mini';
import { VALIDATION_IDS as ID } from './messages';

const blank = (value: string) => value.trim() === '';

/** A trimmed string that must not be empty; `requiredId` is the message id (default 'validation.required'). */
export const requiredText = (requiredId: string = ID.required) =>
  z
    .string({ error: requiredId })
    .check(z.trim(), z.minLength(1, { error: requiredId, abort: true }));

/** A string checked by `test` once it is not empty; empty is refused as `required` says. */
export const textRule = (test: (value: string) => boolean, id: string, required: Required) => {
  const emptyId = required === true ? ID.required : required;
  return z.string({ error: emptyId || ID.required }).check(
    z.trim(),
    ...(emptyId ? [z.minLength(1, { error: emptyId, abort: true })] : []),
    z.refine((value) => blank(value) || test(value), { error: id }),
  );
};

/** true: empty is refused with 'validation.required'; a message id: refused with that id; false: optional. */
export type Required = boolean | string;

export interface RuleOptions {
  /** Empty is refused with 'validation.required' (default true), with the id given, or allowed (false). */
  required?: Required;
}

const regexRule =
  (regex: RegExp, id: string) =>
  ({ required = true }: RuleOptions = {}) =>
    textRule((value) => regex.test(value), id, required);

/** 16-digit NIK (spec §5: "OCR accepts a nik only if it is exactly 16 characters"). */
export const nikSchema = ({ required = true }: RuleOptions = {}) =>
  textRule((value) => /^\d{16}$/.test(value.replace(/\s/g, '')), ID.nikLength, required);

/** Digits only (account numbers, amounts, postal codes …; spec §5 "Currency amounts keep digits only"). */
export const digitsOnlySchema = regexRule(/^\d+$/, ID.digitsOnly);

/** An amount typed in a MoneyInput: digits only ('1500000'), no dots nor 'Rp'. */
export const amountSchema = digitsOnlySchema;

export interface AmountLimits {
  /** The least amount accepted, rupiah (e.g. the withdrawal minimum). */
  minimum: number;
  /** The most accepted, rupiah (e.g. what can be withdrawn now). */
  maximum: number;
}

/**
 * An amount typed in a MoneyInput within limits the screen states beforehand (spec §4 Withdrawal: the
 * server refuses below its minimum and above the funds available; the form refuses the same first).
 */
export const limitedAmountSchema = (
  { minimum, maximum }: AmountLimits,
  /** The message ids of each broken limit (default: a withdrawal's minimum and funds available). */
  ids: { below: string; above: string } = {
    below: ID.amountBelowMinimum,
    above: ID.amountAboveAvailable,
  },
) =>
  z.string({ error: ID.required }).check(
    z.trim(),
    z.minLength(1, { error: ID.required, abort: true }),
    z.regex(/^\d+$/, { error: ID.digitsOnly, abort: true }),
    z.refine((value) => Number(value) >= minimum, { error: ids.below, abort: true }),
    z.refine((value) => Number(value) <= maximum, { error: ids.above }),
  );

/** A count typed with dot thousands separators ('1.500.000'; spec §5 "lembar_saham has dots stripped"): up to 15 digits. */
export const groupedNumberSchema = ({ required = true }: RuleOptions = {}) =>
  textRule((value) => /^\d{1,15}$/.test(value.replace(/\./g, '')), ID.digitsOnly, required);

/** RT or RW: 1–3 digits. */
export const rtRwSchema = regexRule(/^\d{1,3}$/, ID.rtRwInvalid);

/** Postal code: 5 digits. */
export const postalCodeSchema = regexRule(/^\d{5}$/, ID.postalCodeInvalid);

/** Bank account number: 6–20 digits (spaces, dots and dashes allowed while typing). */
export const accountNumberSchema = ({ required = true }: RuleOptions = {}) =>
  textRule(
    (value) => /^\d{6,20}$/.test(value.replace(/[\s.-]/g, '')),
    ID.accountNumberInvalid,
    required,
  );

/** Landline or office telephone: 6–15 digits, with spaces, dots, dashes or a leading '+'. */
export const telephoneSchema = ({ required = true }: RuleOptions = {}) =>
  textRule(
    (value) => /^[\d\s.\-+]*$/.test(value) && /^\d{6,15}$/.test(value.replace(/\D/g, '')),
    ID.telephoneInvalid,
    required,
  );

/** NPWP: 15 digits (old) or 16 (NIK-based); dots and dashes allowed while typing. */
export const npwpSchema = ({ required = true }: RuleOptions = {}) =>
  textRule((value) => /^(\d{15}|\d{16})$/.test(value.replace(/\D/g, '')), ID.npwpInvalid, required);

/**
 * An Indonesian mobile number as the contract sends it: without country code and leading 0, operator
 * code first. '0812-3456-7890', '+62 812 3456 7890', '6281234567890' or '81234567890' →
 * '81234567890'; null when it is not a mobile number (8 then 7–12 digits).
 */
export function mobileNumber(typed: string): string | null {
  const digits = typed.replace(/\D/g, '').replace(/^62/, '').replace(/^0/, '');
  return /^8\d{7,12}$/.test(digits) ? digits : null;
}

/** '+62 812-3456-7890', '6281…', '0812…' → '081234567890' (the national form); the text as typed when invalid. */
export const normalizePhone = (value: string) => {
  const number = mobileNumber(value);
  return number ? `0${number}` : value;
};

/** Indonesian mobile number with an operator code (see `mobileNumber`). */
export const phoneSchema = ({ required = true }: RuleOptions = {}) =>
  textRule((value) => mobileNumber(value) !== null, ID.phoneInvalid, required);

/** Base64 image data URL (spec §5: otherwise 'Gambar gagal diproses!'). */
export const IMAGE_DATA_URL = /^data:image\/(jpeg|jpg|png|webp);base64,[A-Za-z0-9+/]+={0,2}$/;
export const isBase64Image = (value: unknown): value is string =>
  typeof value === 'string' && IMAGE_DATA_URL.test(value);
export const base64ImageSchema = () =>
  z.string({ error: ID.imageInvalid }).check(z.regex(IMAGE_DATA_URL, ID.imageInvalid));

/** Email (at most 100 characters); `requiredId` names the field in the empty message. */
export const emailSchema = (requiredId: string = ID.required) =>
  requiredText(requiredId).check(
    z.maxLength(100, ID.email),
    z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, ID.email),
  );

/** The contract's password rule (docs/lender-api.md "API conventions"): at least 8 characters with a letter and a digit. */
export function isValidPassword(value: string): boolean {
  return value.length >= 8 && /[A-Za-z]/.test(value) && /\d/.test(value);
}

export const passwordSchema = (requiredId: string = ID.required) =>
  z
    .string({ error: requiredId })
    .check(
      z.minLength(1, { error: requiredId, abort: true }),
      z.refine(isValidPassword, { error: ID.passwordRule }),
    );

/** The password of an existing account (login, confirmation): only required, kept as typed (no trim). */
export const currentPasswordSchema = (requiredId: string = ID.required) =>
  z.string({ error: requiredId }).check(z.minLength(1, requiredId));

/** `password_confirmation` must equal `password` (the message goes on the confirmation). */
export const confirmationMatches = <
  T extends { password: string; password_confirmation: string },
>() =>
  z.refine<T>((values) => values.password === values.password_confirmation, {
    path: ['password_confirmation'],
    error: ID.passwordMismatch,
  });

/** Username (docs/lender-api.md "API conventions"): 4–30 letters, digits, dots or underscores. */
export const usernameSchema = (requiredId: string = ID.required) =>
  requiredText(requiredId).check(z.regex(/^[A-Za-z0-9._]{4,30}$/, ID.usernameRule));

/** Optional referral code: at most 30 characters. */
export const referralCodeSchema = () =>
  z.string().check(z.trim(), z.maxLength(30, ID.referralCodeLength));

/** Lender type of the contract: '1' individual, '2' corporate. */
export const lenderTypeSchema = () => z.enum(['1', '2'], { error: ID.lenderTypeRequired });

/** A box that must be ticked (terms and conditions). */
export const acceptedSchema = () => z.literal(true, { error: ID.termsRequired });
