// Payloads of the older individual KYC flow (spec §3, §5, §7): fields sent only when non-empty, nik
// always; the first form (personal data) and the second (education, work, bank; npwp always) are
// multipart posts; the photos (ktp, profile_ktp, profile) are posted separately after the first
// form. The second form (education, with the NPWP photo) and the heir (JSON) are the eKYC's sections:
// `capabilities/wizard`.
import type { IdentityPhotosUpload, LegacyPersonalForm } from '@pendana/api-sdk';
import { compactPayload } from '@pendana/forms/serialize';
import { idOf, toDmy, type AddressValues } from '../../../capabilities/wizard';

export interface LegacyPersonalValues extends AddressValues {
  nik: string;
  nama: string;
  tempat_lahir: string;
  tanggal_lahir: string;
  jenis_kelamin: string;
  agama: string;
  ibu_kandung: string;
  status_pernikahan: string;
  rt: string;
  rw: string;
}

export function toLegacyPersonalForm(values: LegacyPersonalValues): LegacyPersonalForm {
  return compactPayload(
    {
      ...values,
      nik: values.nik.replace(/\D/g, ''),
      tanggal_lahir: toDmy(values.tanggal_lahir) ?? values.tanggal_lahir,
      jenis_kelamin: idOf(values.jenis_kelamin),
      agama: idOf(values.agama),
      status_pernikahan: idOf(values.status_pernikahan),
      kewarganegaraan: 'WNI',
      is_passport: false,
    },
    { alwaysSend: ['nik'] },
  ) as unknown as LegacyPersonalForm;
}

export interface LegacyPhotos {
  ktp?: File | null | undefined;
  profile_ktp?: File | null | undefined;
  profile?: File | null | undefined;
}

/** The photos posted after the first form; null when none was chosen. */
export function toLegacyPhotosUpload(photos: LegacyPhotos): IdentityPhotosUpload | null {
  const payload = compactPayload({
    ktp: photos.ktp ?? undefined,
    profile_ktp: photos.profile_ktp ?? undefined,
    profile: photos.profile ?? undefined,
  }) as IdentityPhotosUpload;
  return Object.keys(payload).length > 0 ? payload : null;
}
