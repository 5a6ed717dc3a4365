import type { Lender } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';

/** The corporate wizard is for corporate lenders (lender_type 2) only: 403 otherwise. */
export function requireCorporate(lender: Lender): void {
  if (lender.lender_type !== 2) throw new HttpError(403, 'errors.corporateOnly');
}
