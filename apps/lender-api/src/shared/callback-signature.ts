import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Providers' callbacks are signed: `X-Callback-Signature` is the lowercase hex HMAC-SHA256 of the raw
 * request body with the provider's secret.
 */
export function callbackSignature(secret: string, rawBody: Buffer | string): string {
  return createHmac('sha256', secret).update(rawBody).digest('hex');
}

/**
 * True when `header` is the signature of `rawBody` with `secret` (compared in constant time); false
 * without a secret, a body or a well-formed header.
 */
export function signatureMatches(
  secret: string | null,
  rawBody: Buffer | null,
  header: string | string[] | undefined,
): boolean {
  const value = Array.isArray(header) ? header[0] : header;
  if (!secret || rawBody === null || value === undefined || !/^[0-9a-f]{64}$/.test(value))
    return false;
  return timingSafeEqual(
    Buffer.from(callbackSignature(secret, rawBody), 'hex'),
    Buffer.from(value, 'hex'),
  );
}
