// The corporate phone (spec §4, §9): country code 62, sent as `no_telp` without the country code
// and without the leading 0 ('81234567890'); the server takes the operator code from its digits.
import type { CorporateOtpSendRequest } from '@pendana/api-sdk';
import { splitPhone } from '../../../capabilities/phone-verification';

/** '0812-3456-7890', '+62 812 3456 7890', '6281234567890' or '81234567890' → the payload. */
export function toCorporateOtpPayload(typed: string): CorporateOtpSendRequest | null {
  const phone = splitPhone(typed);
  return phone ? { no_telp: phone.number } : null;
}
