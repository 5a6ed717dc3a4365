import type { Lender } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';

/** The individual eKYC and KYC flows are for individual lenders (lender_type 1) only: 403 otherwise. */
export function requireIndividual(lender: Lender): void {
  if (lender.lender_type !== 1) throw new HttpError(403, 'errors.individualOnly');
}
