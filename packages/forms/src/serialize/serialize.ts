// Serializers (spec §5): "Form fields are sent only when non-empty. nik is always sent, empty if
// missing. npwp is always sent in the education and work form." "Currency amounts keep digits
// only. Shareholder lembar_saham has dots stripped." Multipart arrays use `admins[i][field]`.

export type Scalar = string | number | boolean | Blob | null | undefined;

export function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

export interface CompactOptions {
  /** Keys sent even when empty (as ''), e.g. ['nik'] or ['nik', 'npwp']. */
  alwaysSend?: readonly string[];
}

/** Keeps only non-empty fields, plus `alwaysSend` keys (as '' when missing). Does not recurse into arrays. */
export function compactPayload<T extends Record<string, unknown>>(
  values: T,
  { alwaysSend = [] }: CompactOptions = {},
): Partial<T> & Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (!isEmptyValue(value)) out[key] = typeof value === 'string' ? value.trim() : value;
  }
  for (const key of alwaysSend) {
    if (!(key in out)) out[key] = '';
  }
  return out as Partial<T> & Record<string, unknown>;
}

/** Keys the spec sends always: nik everywhere (`withNik`), nik + npwp in the education and work form. */
export const ALWAYS_SEND = {
  withNik: ['nik'],
  educationWork: ['nik', 'npwp'],
} as const;

/** '1.500.000' → '1500000' (dots removed; other characters kept). */
export function stripDots(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  return String(value).replace(/\./g, '');
}

/** Currency amounts keep digits only: 'Rp 1.500.000' → '1500000'. */
export function amountDigits(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  return String(value).replace(/\D/g, '');
}

/**
 * Flattens a payload into multipart entries: arrays of objects become `admins[0][nama]`, arrays of
 * scalars `tags[0]`, nested objects `a[b]`. Empty values are skipped unless the key is listed in
 * `alwaysSend` (matched on the leaf key name).
 */
export function toMultipartEntries(
  values: Record<string, unknown>,
  options: CompactOptions = {},
): [string, string | Blob][] {
  const always = new Set(options.alwaysSend ?? []);
  const entries: [string, string | Blob][] = [];
  const visit = (prefix: string, leafKey: string, value: unknown) => {
    if (Array.isArray(value)) {
      value.forEach((item, index) => visit(`${prefix}[${index}]`, leafKey, item));
      return;
    }
    if (value instanceof Blob) {
      entries.push([prefix, value]);
      return;
    }
    if (typeof value === 'object' && value !== null) {
      for (const [key, inner] of Object.entries(value)) visit(`${prefix}[${key}]`, key, inner);
      return;
    }
    if (isEmptyValue(value)) {
      if (always.has(leafKey)) entries.push([prefix, '']);
      return;
    }
    entries.push([prefix, typeof value === 'string' ? value.trim() : String(value)]);
  };
  for (const [key, value] of Object.entries(values)) visit(key, key, value);
  return entries;
}

/** Builds a FormData from `toMultipartEntries`. */
export function toFormData(
  values: Record<string, unknown>,
  options: CompactOptions = {},
): FormData {
  const form = new FormData();
  for (const [key, value] of toMultipartEntries(values, options)) form.append(key, value);
  return form;
}
