// Spec §5: "Numbers are grouped with dot thousands separators."
// Spec §9: "Currency display uses prefix Rp with dot thousands separators."
// One formatter for numbers and money: Intl.NumberFormat('id-ID') underneath.

const LOCALE = 'id-ID';
const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = JSON.stringify(options);
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE, options);
    formats.set(key, format);
  }
  return format;
}

/** The API's decimal strings ('1500000.00', '-25000.5'): a dot followed by 1–2 digits or more than 3. */
const DECIMAL_STRING = /^-?\d+(\.(\d{1,2}|\d{4,}))?$/;
/** Indonesian grouping as typed or shown ('1.500.000', '1.234,50'). */
const GROUPED_STRING = /^-?\d{1,3}(\.\d{3})*(,\d+)?$/;

/**
 * A number from a number, an API decimal string ('1500000.00' → 1500000) or an Indonesian grouped
 * string ('1.500.000' → 1500000, '1.234,5' → 1234.5); null for anything else.
 */
export function toNumber(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const text = value.trim();
  if (DECIMAL_STRING.test(text)) return Number(text);
  if (GROUPED_STRING.test(text)) return Number(text.replace(/\./g, '').replace(',', '.'));
  return null;
}

/** Groups the integer part with dots: 1500000 → '1.500.000'. Decimals (if asked) follow a comma. */
export function formatNumber(
  value: number | string | null | undefined,
  options: { decimals?: number } = {},
): string {
  const num = toNumber(value);
  if (num === null) return '';
  const decimals = options.decimals ?? 0;
  return numberFormat({ minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(
    num,
  );
}

/**
 * A rate or percentage as a number of the text around it ('{rate}% per tahun'): whole numbers bare,
 * others with two decimals after a comma — 15 → '15', 13.5 → '13,50', 87.25 → '87,25'.
 */
export function formatRate(value: number | string | null | undefined): string {
  const num = toNumber(value);
  if (num === null) return '';
  return formatNumber(num, { decimals: Number.isInteger(num) ? 0 : 2 });
}

/** Non-breaking space between 'Rp' and the amount, so money never breaks across lines (the design of record's "Look and feel"). */
export const CURRENCY_SEPARATOR = '\u00A0';

/** 'Rp 1.500.000' (rounded to whole rupiah; the space is a non-breaking space). */
export function formatCurrency(value: number | string | null | undefined): string {
  const num = toNumber(value);
  if (num === null) return '';
  // Intl gives 'Rp 1.500.000' with a non-breaking space for id-ID / IDR; the replace pins it.
  return numberFormat({ style: 'currency', currency: 'IDR', maximumFractionDigits: 0 })
    .format(num)
    .replace(/Rp\s*/, `Rp${CURRENCY_SEPARATOR}`);
}

/** Keeps digits only: 'Rp 1.500.000' → '1500000' (spec §5: "Currency amounts keep digits only"). */
export function digitsOnly(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  return String(value).replace(/\D/g, '');
}

/** Parses a grouped amount back to an integer of rupiah; '' → null. */
export function parseAmount(value: string | null | undefined): number | null {
  const digits = digitsOnly(value);
  return digits === '' ? null : Number(digits);
}
