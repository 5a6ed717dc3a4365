// Phone numbers on the wire (contract): no_telp/telp is the number without country code and
// without the leading 0, operator code first ('81234567890'); kode_operator its first three digits
// ('812'); kode_negara the country calling code ('62').
import type { OtpSendRequest } from '@pendana/api-sdk';
import { mobileNumber } from '@pendana/forms/schemas';

export const INDONESIA_COUNTRY_CODE = '62';

export interface SplitPhone {
  number: string;
  operator: string;
}

/** '0812-3456-7890', '+62 812 3456 7890', '6281234567890' or '81234567890' → number + operator. */
export function splitPhone(typed: string): SplitPhone | null {
  const number = mobileNumber(typed);
  return number ? { number, operator: number.slice(0, 3) } : null;
}

/** The OTP request of the eKYC and the older KYC: number, operator code and country code. */
export function toOtpSendPayload(
  typed: string,
  countryCode = INDONESIA_COUNTRY_CODE,
): OtpSendRequest | null {
  const phone = splitPhone(typed);
  if (!phone) return null;
  return { no_telp: phone.number, kode_operator: phone.operator, kode_negara: countryCode };
}
