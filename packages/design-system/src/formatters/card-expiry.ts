// Spec §5: "Card expiry is in MM/YYYY format. A card counts as expired when the end of that month is
// before now."

export const CARD_EXPIRY_PATTERN = /^(0[1-9]|1[0-2])\/(\d{4})$/;

/** Parses 'MM/YYYY' → { month, year }; null when the format is wrong. */
export function parseCardExpiry(
  value: string | null | undefined,
): { month: number; year: number } | null {
  const match = CARD_EXPIRY_PATTERN.exec((value ?? '').trim());
  if (!match) return null;
  return { month: Number(match[1]), year: Number(match[2]) };
}

/** The last millisecond of the expiry month (local time). */
export function cardExpiryEnd(value: string): Date | null {
  const parsed = parseCardExpiry(value);
  if (!parsed) return null;
  // Day 0 of the next month is the last day of this month.
  return new Date(parsed.year, parsed.month, 0, 23, 59, 59, 999);
}

/** True when the end of the expiry month is before `now`. A malformed value counts as expired. */
export function isCardExpired(value: string, now: Date = new Date()): boolean {
  const end = cardExpiryEnd(value);
  return end === null || end.getTime() < now.getTime();
}

/** Formats what a user types into 'MM/YYYY' ('0' → '0', '012' → '01/2', '01/2027' stays). */
export function formatCardExpiryInput(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 6);
  return digits.length <= 2 ? digits : `${digits.slice(0, 2)}/${digits.slice(2)}`;
}
