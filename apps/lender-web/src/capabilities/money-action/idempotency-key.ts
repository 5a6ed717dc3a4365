// One key per attempt of a money mutation (checkout, add funds, take funds, withdrawal, top-up). The
// lender-api replays the first answer given under a key (`Idempotency-Key`, 1–100 visible ASCII
// characters), so a retry after a lost answer never pays twice.
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID needs a secure context; getRandomValues does not.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The request options (SDK call's second argument) that carry the key. */
export function idempotencyRequest(key: string): { headers: Record<string, string> } {
  return { headers: { [IDEMPOTENCY_HEADER]: key } };
}
