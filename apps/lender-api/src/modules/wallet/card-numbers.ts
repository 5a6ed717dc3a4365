/** Card numbers as the platform handles them: checked, masked for display, expiry read. */

export function luhnValid(number: string): boolean {
  let sum = 0;
  let double = false;
  for (let i = number.length - 1; i >= 0; i -= 1) {
    let digit = Number(number[i]);
    if (double) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
    double = !double;
  }
  return sum % 10 === 0;
}

/** `481111******1114`: the first six and last four digits. */
export function maskCardNumber(number: string): string {
  return `${number.slice(0, 6)}${'*'.repeat(number.length - 10)}${number.slice(-4)}`;
}

/**
 * Whether a card with expiry `MM/YYYY` has expired at `now`: expired when the end of that month (the
 * last millisecond of the month, Jakarta time) is before now.
 */
export function cardExpired(cardExpiry: string, now: Date): boolean {
  const match = /^(0[1-9]|1[0-2])\/(\d{4})$/.exec(cardExpiry);
  if (!match) return true;
  const month = Number(match[1]);
  const year = Number(match[2]);
  // First instant of the next month in Jakarta (UTC+7) = end of the expiry month.
  const endOfMonth = Date.UTC(year, month, 1) - 7 * 3_600_000;
  return endOfMonth <= now.getTime();
}
