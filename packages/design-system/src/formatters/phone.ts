/**
 * A phone number as people read it: `+62 812-3456-7890` — the country code, then the national number
 * grouped 3-4-rest (Indonesian mobile numbers). A leading 0 or the country code repeated in the number
 * is dropped; '' when there are no digits.
 */
export function formatPhoneNumber(
  number: string | null | undefined,
  countryCode: string | null | undefined = '62',
): string {
  const code = (countryCode ?? '').replace(/\D/g, '');
  let digits = (number ?? '').replace(/\D/g, '');
  if (digits === '') return '';
  if (code && digits.startsWith(code) && digits.length > code.length + 8)
    digits = digits.slice(code.length);
  if (digits.startsWith('0')) digits = digits.slice(1);
  const groups =
    digits.length <= 7 ? [digits] : [digits.slice(0, 3), digits.slice(3, 7), digits.slice(7)];
  const national = groups.filter(Boolean).join('-');
  return code ? `+${code} ${national}` : national;
}
