// Identity verification request (spec §3): nik, name, dob (YYYY-MM-DD), phone, selfie, ktp.
import type { IdentityVerificationRequest } from '@pendana/api-sdk';
import { ddMmYyyyToIso } from '@pendana/design-system/formatters';
import { isBase64Image } from '@pendana/forms/schemas';
import { ekycFlowMessages } from '../messages';
import { INDONESIA_COUNTRY_CODE, splitPhone } from '../../../capabilities/phone-verification';
import type { PayloadResult } from './to-personal-data-payload';

export interface IdentityVerificationInput {
  nik: string;
  nama: string;
  /** DD-MM-YYYY as in the personal data. */
  tanggal_lahir: string;
  phone: string;
  selfie: string | null | undefined;
  ktp: string | null | undefined;
}

/** '17-08-1990' → '1990-08-17'; not a real calendar date ('31-02-1990') → undefined. */
export function dmyToIso(date: string): string | undefined {
  return ddMmYyyyToIso(date) || undefined;
}

/** The ID image must convert to base64, else 'Terdapat kesalahan, coba lagi!' (spec §8). */
export function toIdentityVerificationPayload(
  input: IdentityVerificationInput,
): PayloadResult<IdentityVerificationRequest> {
  const dob = dmyToIso(input.tanggal_lahir);
  const phone = splitPhone(input.phone);
  if (!isBase64Image(input.ktp) || !isBase64Image(input.selfie) || !dob || !phone) {
    return { ok: false, error: ekycFlowMessages.idImageConversionFailed };
  }
  return {
    ok: true,
    payload: {
      nik: input.nik.trim(),
      name: input.nama.trim(),
      dob,
      phone: `${INDONESIA_COUNTRY_CODE}${phone.number}`,
      selfie: input.selfie,
      ktp: input.ktp,
    },
  };
}
