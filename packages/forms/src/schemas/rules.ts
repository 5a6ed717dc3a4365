// Reusable zod pieces (issue 6 §4). Each factory takes the locale of its messages.
import { isCardExpired, parseCardExpiry, parseDdMmYyyy } from '@pendana/design-system/formatters';
import { z } from 'zod';
import { validationMessage, type FormLocale } from './messages';

const stripSeparators = (value: string) => value.replace(/[.\-\s]/g, '');

/** 16-digit NIK (spec §5: "OCR accepts a nik only if it is exactly 16 characters"). */
export const nikSchema = (locale: FormLocale = 'id') =>
  z
    .string({ error: validationMessage('required', locale) })
    .trim()
    .regex(/^\d{16}$/, validationMessage('nikLength', locale));

/** NPWP: 15 digits (old) or 16 (NIK-based); dots and dashes allowed while typing, digits kept. */
export const npwpSchema = (locale: FormLocale = 'id') =>
  z
    .string({ error: validationMessage('required', locale) })
    .transform(stripSeparators)
    .pipe(z.string().regex(/^(\d{15}|\d{16})$/, validationMessage('npwpInvalid', locale)));

/**
 * Indonesian mobile number with an operator code: 08xx…, 628xx… or +628xx…, 10–13 digits in the
 * national form. Output is normalised to the national form starting with 0.
 */
export const phoneSchema = (locale: FormLocale = 'id') =>
  z
    .string({ error: validationMessage('required', locale) })
    .transform((value) => stripSeparators(value).replace(/^\+?62/, '0'))
    .pipe(z.string().regex(/^08[1-9]\d{7,10}$/, validationMessage('phoneInvalid', locale)));

/** 'DD-MM-YYYY', a real calendar date (spec §5, §9). */
export const ddMmYyyySchema = (locale: FormLocale = 'id') =>
  z
    .string({ error: validationMessage('required', locale) })
    .trim()
    .refine((value) => parseDdMmYyyy(value) !== null, validationMessage('dateInvalid', locale));

/** Digits only (account numbers, postal codes …). */
export const digitsOnlySchema = (locale: FormLocale = 'id') =>
  z
    .string({ error: validationMessage('required', locale) })
    .trim()
    .regex(/^\d+$/, validationMessage('digitsOnly', locale));

/** RT or RW: 1–3 digits. */
export const rtRwSchema = (locale: FormLocale = 'id') =>
  z
    .string({ error: validationMessage('required', locale) })
    .trim()
    .regex(/^\d{1,3}$/, validationMessage('rtRwInvalid', locale));

/** Base64 image data URL (spec §5: otherwise 'Gambar gagal diproses!'). */
export const IMAGE_DATA_URL = /^data:image\/(jpeg|jpg|png|webp);base64,[A-Za-z0-9+/]+={0,2}$/;
export const base64ImageSchema = (locale: FormLocale = 'id') =>
  z
    .string({ error: validationMessage('imageInvalid', locale) })
    .regex(IMAGE_DATA_URL, validationMessage('imageInvalid', locale));

/** Card expiry 'MM/YYYY', not expired (spec §5: expired when the end of that month is before now). */
export const cardExpirySchema = (locale: FormLocale = 'id', now: () => Date = () => new Date()) =>
  z
    .string({ error: validationMessage('required', locale) })
    .trim()
    .refine(
      (value) => parseCardExpiry(value) !== null,
      validationMessage('cardExpiryFormat', locale),
    )
    .refine(
      (value) => parseCardExpiry(value) === null || !isCardExpired(value, now()),
      validationMessage('cardExpired', locale),
    );

/** A required text with a given message (e.g. 'Agama harap diisi'). */
export const requiredText = (message: string) =>
  z.string({ error: message }).trim().min(1, message);

/** Email. */
export const emailSchema = (locale: FormLocale = 'id') =>
  z
    .string({ error: validationMessage('required', locale) })
    .trim()
    .min(1, validationMessage('required', locale))
    .pipe(z.email(validationMessage('emailInvalid', locale)));

/** Password rule of ARCHITECTURE §3: at least 8 characters with a letter and a digit. */
export const passwordSchema = (locale: FormLocale = 'id') =>
  z
    .string({ error: validationMessage('required', locale) })
    .min(8, validationMessage('passwordRule', locale))
    .regex(/[A-Za-z]/, validationMessage('passwordRule', locale))
    .regex(/\d/, validationMessage('passwordRule', locale));
