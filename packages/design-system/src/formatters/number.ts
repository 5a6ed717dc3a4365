// Spec §5: "Numbers are grouped with dot thousands separators."
// Spec §9: "Currency display uses prefix Rp with dot thousands separators."

/** Groups the integer part with dots: 1500000 → '1.500.000'. Decimals (if any) follow a comma. */
export function formatNumber(
  value: number | string | null | undefined,
  options: { decimals?: number } = {},
): string {
  const num =
    typeof value === 'string' ? Number(value.replace(/\./g, '').replace(',', '.')) : value;
  if (num === null || num === undefined || !Number.isFinite(num)) return '';
  const decimals = options.decimals ?? 0;
  const sign = num < 0 ? '-' : '';
  const fixed = Math.abs(num).toFixed(decimals);
  const [intPart = '0', fraction] = fixed.split('.');
  const grouped = intPart.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return fraction ? `${sign}${grouped},${fraction}` : `${sign}${grouped}`;
}

/** Non-breaking space between 'Rp' and the amount, so money never breaks across lines (ARCHITECTURE §3a). */
export const CURRENCY_SEPARATOR = '\u00A0';

/** 'Rp 1.500.000' (rounded to whole rupiah; the space is a non-breaking space). */
export function formatCurrency(value: number | string | null | undefined): string {
  const grouped = formatNumber(value);
  if (grouped === '') return '';
  return grouped.startsWith('-')
    ? `-Rp${CURRENCY_SEPARATOR}${grouped.slice(1)}`
    : `Rp${CURRENCY_SEPARATOR}${grouped}`;
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
