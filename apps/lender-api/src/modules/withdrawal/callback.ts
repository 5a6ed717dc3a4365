import { sandboxCallbackSecret, type Config } from '../../config.ts';
import { HttpError } from '../../http/errors.ts';
import { signatureMatches } from '../../shared/callback-signature.ts';

/** The disbursement provider's callback secret: configured, else the sandbox's published one in sandbox mode, else none. */
export function disbursementCallbackSecret(config: Config): string | null {
  return (
    config.disbursementCallbackSecret ??
    (config.sandbox ? sandboxCallbackSecret('disbursement') : null)
  );
}

/** 401 (with its reason) unless `header` is the HMAC-SHA256 of `rawBody` with `secret`. */
export function verifyDisbursementSignature(
  secret: string | null,
  rawBody: Buffer | null,
  header: string | string[] | undefined,
): void {
  if (!signatureMatches(secret, rawBody, header)) throw new HttpError(401, 'payments.badSignature');
}
