// Spec §5: messages before the eKYC submit. RT, RW and postal code are not required for passport holders.
// Field names are the contract's (`PersonalData` of @pendana/api-sdk: `ibu_kandung`,
// `status_pernikahan`, `is_passport`); the first version's names stay accepted as deprecated aliases.
import { z } from 'zod';
import { validationMessage, type FormLocale } from './messages';

export interface EkycSubmitCheckInput {
  agama?: string | number | null;
  /** Mother's maiden name (contract `PersonalData.ibu_kandung`). */
  ibu_kandung?: string | null;
  /** Marital status id (contract `PersonalData.status_pernikahan`). */
  status_pernikahan?: string | number | null;
  kode_pos?: string | null;
  rt?: string | null;
  rw?: string | null;
  /** True when the lender identifies with a passport (contract `PersonalData.is_passport`). */
  is_passport?: boolean | null;
  /** @deprecated Use `ibu_kandung` (the contract's name). */
  nama_ibu_kandung?: string | null;
  /** @deprecated Use `status_pernikahan` (the contract's name). */
  status_kawin?: string | number | null;
  /** @deprecated Use `is_passport` (the contract's name). */
  isPassport?: boolean;
}

const empty = (value: unknown) =>
  value === undefined || value === null || String(value).trim() === '';

type MessageKey = Parameters<typeof validationMessage>[0];

/** Zod check producing the spec's messages on the fields they belong to. */
export const ekycSubmitCheckSchema = (locale: FormLocale = 'id') =>
  z
    .object({
      agama: z.union([z.string(), z.number()]).nullish(),
      ibu_kandung: z.string().nullish(),
      status_pernikahan: z.union([z.string(), z.number()]).nullish(),
      kode_pos: z.string().nullish(),
      rt: z.string().nullish(),
      rw: z.string().nullish(),
      is_passport: z.boolean().nullish(),
      nama_ibu_kandung: z.string().nullish(),
      status_kawin: z.union([z.string(), z.number()]).nullish(),
      isPassport: z.boolean().optional(),
    })
    .superRefine((value, ctx) => {
      const passport = value.is_passport === true || value.isPassport === true;
      // [field the message goes on, its deprecated alias, message, required?]
      const required: [
        keyof EkycSubmitCheckInput,
        keyof EkycSubmitCheckInput | null,
        MessageKey,
        boolean,
      ][] = [
        ['agama', null, 'religionRequired', true],
        ['ibu_kandung', 'nama_ibu_kandung', 'motherNameRequired', true],
        ['status_pernikahan', 'status_kawin', 'maritalStatusRequired', true],
        ['kode_pos', null, 'postalCodeRequired', !passport],
        ['rt', null, 'rtRequired', !passport],
        ['rw', null, 'rwRequired', !passport],
      ];
      for (const [field, alias, key, applies] of required) {
        if (!applies || !empty(value[field]) || (alias && !empty(value[alias]))) continue;
        // A form still using the old name gets the message on the field it renders.
        const path = alias && alias in value && !(field in value) ? alias : field;
        ctx.addIssue({ code: 'custom', path: [path], message: validationMessage(key, locale) });
      }
    });
