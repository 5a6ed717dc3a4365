// Form text → wire values, the same in every wizard (spec §5).
import { normalizeDdMmYyyy } from '@pendana/design-system/formatters';

/** A master-data id typed into a form: a positive integer, or nothing (not sent). */
export function idOf(value: string | undefined): number | undefined {
  const text = (value ?? '').trim();
  const number = Number(text);
  return text !== '' && Number.isInteger(number) && number > 0 ? number : undefined;
}

/**
 * 'D-M-YYYY', 'DD/MM/YYYY' or 'YYYY-MM-DD' (a date input) → 'DD-MM-YYYY'; not a real calendar date
 * ('31-02-1990') or anything else → undefined. The design system's one strict date rule (dayjs).
 */
export function toDmy(value: string | undefined): string | undefined {
  return normalizeDdMmYyyy(value) || undefined;
}

/** The address fields every wizard has, in their order on the form (`FormRegionField` of @pendana/forms). */
export const ADDRESS_FIELDS = [
  'alamat',
  'provinsi',
  'kabupaten',
  'kecamatan',
  'kelurahan',
  'kode_pos',
] as const;

export type AddressValues = Record<(typeof ADDRESS_FIELDS)[number], string>;
