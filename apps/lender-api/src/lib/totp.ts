// Time-based one-time passwords (RFC 6238) and recovery codes: pure functions, no database, shared
// by every kind of account that signs in with a second factor.
import { createHash, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

/** What authenticator apps expect: SHA-1, 6 digits, a 30-second step. */
export const TOTP_PERIOD_SECONDS = 30;
const TOTP_DIGITS = 6;
/** Steps accepted either side of now: a phone clock a little off, or a code typed as it changed. */
const TOTP_WINDOW = 1;
export const RECOVERY_CODE_COUNT = 10;
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** A new secret: 20 random bytes (160 bits, what RFC 4226 recommends), as 32 base32 characters. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totpOf(secret: string, issuer: string, label: string): TOTP {
  return new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** The `otpauth://totp/…` URI an app scans. */
export function totpUri(secret: string, issuer: string, label: string): string {
  return totpOf(secret, issuer, label).toString();
}

/** The time step a moment falls in. */
export function totpStep(now: Date): number {
  return Math.floor(now.getTime() / 1000 / TOTP_PERIOD_SECONDS);
}

/**
 * The time step whose code `code` is, within one step of `now`, or null for a wrong code. A step at
 * or before `lastUsedStep` is refused: each code is accepted once.
 */
export function matchTotp(
  secret: string,
  code: string,
  now: Date,
  lastUsedStep: number | null,
): number | null {
  const digits = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(digits)) return null;
  const delta = totpOf(secret, 'x', 'x').validate({
    token: digits,
    timestamp: now.getTime(),
    window: TOTP_WINDOW,
  });
  if (delta === null) return null;
  const step = totpStep(now) + delta;
  return lastUsedStep !== null && step <= lastUsedStep ? null : step;
}

/** Ten new recovery codes, `xxxxx-xxxxx` (no look-alike letters or digits). */
export function newRecoveryCodes(): string[] {
  const part = () =>
    Array.from({ length: 5 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join(
      '',
    );
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => `${part()}-${part()}`);
}

/** Whether `code` looks like a recovery code (case and the dash ignored). */
export function isRecoveryCodeShape(code: string): boolean {
  return /^[a-z0-9]{10}$/.test(normaliseRecoveryCode(code));
}

function normaliseRecoveryCode(code: string): string {
  return code.trim().toLowerCase().replace(/[\s-]/g, '');
}

/** How a recovery code is kept: SHA-256 of the account's key and the code (never the code). */
export function hashRecoveryCode(accountKey: string, code: string): string {
  return createHash('sha256')
    .update(`${accountKey}:${normaliseRecoveryCode(code)}`, 'utf8')
    .digest('hex');
}
