// A successful password confirmation opens the 'needs confirmation' pages (spec §6) for a short
// while, kept in memory only (never in storage): a reload or another session asks again.
export const CONFIRMATION_TTL_MS = 5 * 60 * 1000;

let confirmedAt: { token: string; at: number } | null = null;

export function markConfirmed(token: string, now = Date.now()): void {
  confirmedAt = { token, at: now };
}

export function isConfirmed(token: string | null, now = Date.now()): boolean {
  if (!token || !confirmedAt || confirmedAt.token !== token) return false;
  return now - confirmedAt.at < CONFIRMATION_TTL_MS;
}

export function resetConfirmation(): void {
  confirmedAt = null;
}
