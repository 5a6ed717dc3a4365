// Form text → wire values, the same in every wizard (spec §5).

/** A master-data id typed into a form: a positive integer, or nothing (not sent). */
export function idOf(value: string | undefined): number | undefined {
  const text = (value ?? '').trim();
  const number = Number(text);
  return text !== '' && Number.isInteger(number) && number > 0 ? number : undefined;
}

/** 'D-M-YYYY', 'DD/MM/YYYY' or 'YYYY-MM-DD' (a date input) → 'DD-MM-YYYY'; anything else → undefined. */
export function toDmy(value: string | undefined): string | undefined {
  const text = (value ?? '').trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  if (iso) return `${iso[3]!.padStart(2, '0')}-${iso[2]!.padStart(2, '0')}-${iso[1]}`;
  const dmy = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(text);
  if (dmy) return `${dmy[1]!.padStart(2, '0')}-${dmy[2]!.padStart(2, '0')}-${dmy[3]}`;
  return undefined;
}

/** The address fields every wizard has, in their order on the form (`lib/region-fields`). */
export const ADDRESS_FIELDS = [
  'alamat',
  'provinsi',
  'kabupaten',
  'kecamatan',
  'kelurahan',
  'kode_pos',
] as const;
