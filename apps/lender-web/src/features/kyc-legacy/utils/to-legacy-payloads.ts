// Payloads of the older individual KYC flow (spec §3, §5, §7): fields sent only when non-empty, nik
// always; the first form (personal data) and the second (education, work, bank; npwp always) are
// multipart posts; the photos (ktp, profile_ktp, profile) are posted separately after the first
// form; the heir is JSON.
import type {
  Heir,
  IdentityPhotosUpload,
  LegacyEducationForm,
  LegacyPersonalForm,
} from '@pendana/api-sdk';
import { compactPayload } from '@pendana/forms/serialize';
import { splitPhone } from '../../../capabilities/phone-verification';

const id = (value: string | undefined): number | undefined => {
  const text = (value ?? '').trim();
  const number = Number(text);
  return text !== '' && Number.isInteger(number) && number > 0 ? number : undefined;
};

/** 'D-M-YYYY', 'DD/MM/YYYY' or 'YYYY-MM-DD' → 'DD-MM-YYYY'; anything else → undefined. */
export function toDmy(value: string | undefined): string | undefined {
  const text = (value ?? '').trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  if (iso) return `${iso[3]!.padStart(2, '0')}-${iso[2]!.padStart(2, '0')}-${iso[1]}`;
  const dmy = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(text);
  if (dmy) return `${dmy[1]!.padStart(2, '0')}-${dmy[2]!.padStart(2, '0')}-${dmy[3]}`;
  return undefined;
}

export interface LegacyPersonalValues {
  nik: string;
  nama: string;
  tempat_lahir: string;
  tanggal_lahir: string;
  jenis_kelamin: string;
  agama: string;
  ibu_kandung: string;
  status_pernikahan: string;
  alamat: string;
  provinsi: string;
  kabupaten: string;
  kecamatan: string;
  kelurahan: string;
  kode_pos: string;
  rt: string;
  rw: string;
}

export function toLegacyPersonalForm(values: LegacyPersonalValues): LegacyPersonalForm {
  return compactPayload(
    {
      ...values,
      nik: values.nik.replace(/\D/g, ''),
      tanggal_lahir: toDmy(values.tanggal_lahir) ?? values.tanggal_lahir,
      jenis_kelamin: id(values.jenis_kelamin),
      agama: id(values.agama),
      status_pernikahan: id(values.status_pernikahan),
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

export interface LegacyEducationValues {
  pendidikan: string;
  pekerjaan: string;
  bidang_pekerjaan: string;
  bidang_online: string;
  lama_kerja: string;
  estimasi_penghasilan: string;
  sumber_penghasilan: string;
  npwp: string;
  rekening: string;
  bank: string;
  nama_pemilik: string;
}

export const LEGACY_EDUCATION_IDS = [
  'pendidikan',
  'pekerjaan',
  'bidang_pekerjaan',
  'bidang_online',
  'lama_kerja',
  'estimasi_penghasilan',
  'sumber_penghasilan',
] as const;

export function toLegacyEducationForm(
  values: LegacyEducationValues,
  npwpPhoto?: File | null,
): LegacyEducationForm {
  const ids: Record<string, number | undefined> = {};
  for (const field of LEGACY_EDUCATION_IDS) ids[field] = id(values[field]);
  return compactPayload(
    {
      ...ids,
      npwp: values.npwp.replace(/\D/g, ''),
      rekening: values.rekening.replace(/\D/g, ''),
      bank: values.bank,
      nama_pemilik: values.nama_pemilik,
      foto_npwp: npwpPhoto ?? undefined,
    },
    { alwaysSend: ['npwp'] },
  ) as unknown as LegacyEducationForm;
}

export interface LegacyHeirValues {
  ahli_waris: string;
  nik: string;
  hubungan: string;
  telp: string;
  alamat: string;
}

export function toLegacyHeir(values: LegacyHeirValues): Heir {
  const phone = splitPhone(values.telp);
  return compactPayload(
    {
      ahli_waris: values.ahli_waris,
      nik: values.nik.replace(/\D/g, ''),
      hubungan: id(values.hubungan),
      telp: phone?.number,
      kode_operator: phone?.operator,
      alamat: values.alamat,
    },
    { alwaysSend: ['nik'] },
  ) as Heir;
}
