// Corporate KYC payloads (spec §3, §5, §9): company dates DD-MM-YYYY, currency amounts digits only,
// shareholder lembar_saham with dots stripped, identity type always 1, the first administrator's
// jabatan forced to 2, fields sent only when non-empty. The SDK encodes the people arrays as
// multipart `admins[i][field]`, `shareholders[i][field]`, `contacts[i][field]`.
import type { CompanyDataForm, CorporatePersonInput, ShareholderInput } from '@pendana/api-sdk';
import { mobileNumber } from '@pendana/forms/schemas';
import { amountDigits, compactPayload, stripDots } from '@pendana/forms/serialize';
import { idOf, toDmy, type AddressValues } from '../../../capabilities/wizard';
import { CORPORATE_IDENTITY_TYPE, FIRST_ADMINISTRATOR_JABATAN } from './corporate-steps';

export const COMPANY_DATE_FIELDS = [
  'tanggal_akta_pendirian',
  'tanggal_akta_perubahan',
  'tanggal_sk_kemenkumham_akta_pendirian',
  'tanggal_sk_kemenkumham_akta_perubahan',
] as const;

/** The company form's text values (fields left out of a draft count as empty). */
export type CompanyValues = Partial<
  Record<Exclude<keyof CompanyDataForm, 'foto_npwp' | 'laporan_keuangan'>, string>
> & {
  nama: string;
  npwp: string;
};

export interface CompanyFiles {
  foto_npwp?: File | Blob | null;
  laporan_keuangan?: File | Blob | null;
}

export type CorporatePayloadError = 'npwpPhotoNotImage';

export function toCompanyPayload(
  values: CompanyValues,
  files: CompanyFiles = {},
): { ok: true; payload: CompanyDataForm } | { ok: false; error: CorporatePayloadError } {
  if (files.foto_npwp && !files.foto_npwp.type.startsWith('image/'))
    return { ok: false, error: 'npwpPhotoNotImage' };
  const dates: Record<string, string | undefined> = {};
  for (const field of COMPANY_DATE_FIELDS) dates[field] = toDmy(values[field]);
  const payload = compactPayload({
    ...values,
    ...dates,
    npwp: values.npwp.replace(/\D/g, ''),
    telepon: (values.telepon ?? '').replace(/\D/g, ''),
    rekening: (values.rekening ?? '').replace(/\D/g, ''),
    bidang_pekerjaan: idOf(values.bidang_pekerjaan),
    omset_tahun_terakhir: amountDigits(values.omset_tahun_terakhir),
    total_aset_tahun_terakhir: amountDigits(values.total_aset_tahun_terakhir),
    foto_npwp: files.foto_npwp ?? undefined,
    laporan_keuangan: files.laporan_keuangan ?? undefined,
  });
  return { ok: true, payload: payload as unknown as CompanyDataForm };
}

export interface PersonValues extends AddressValues {
  /** The saved row's id (update); empty for a new person. */
  id?: string;
  nama: string;
  jenis_kelamin: string;
  identitas: string;
  tempat_lahir: string;
  tanggal_lahir: string;
  /** As typed: 0812…, +62 812… */
  telepon: string;
  agama: string;
  pendidikan: string;
  npwp: string;
  jabatan: string;
  /** Identity photos chosen for this person (files stay in memory; sent as admins[i][foto_ktp] …). */
  foto_ktp?: File[];
  foto_npwp?: File[];
  foto_profile?: File[];
  foto_profile_ktp?: File[];
}

export const PERSON_PHOTO_FIELDS = [
  'foto_ktp',
  'foto_npwp',
  'foto_profile',
  'foto_profile_ktp',
] as const;

export interface ShareholderValues extends PersonValues {
  jenis_pemegang_saham: string;
  nilai_saham: string;
  lembar_saham: string;
}

function phoneParts(typed: string): { no_telepon?: string; kode_operator?: string } {
  const number = mobileNumber(typed);
  return number ? { no_telepon: number, kode_operator: number.slice(0, 3) } : {};
}

function toPerson(values: PersonValues): Record<string, unknown> {
  const { telepon, foto_ktp, foto_npwp, foto_profile, foto_profile_ktp, ...rest } = values;
  return compactPayload({
    ...rest,
    foto_ktp: foto_ktp?.[0],
    foto_npwp: foto_npwp?.[0],
    foto_profile: foto_profile?.[0],
    foto_profile_ktp: foto_profile_ktp?.[0],
    id: idOf(values.id),
    identitas: values.identitas.replace(/\D/g, ''),
    jenis_identitas: CORPORATE_IDENTITY_TYPE,
    jenis_kelamin: idOf(values.jenis_kelamin),
    agama: idOf(values.agama),
    pendidikan: idOf(values.pendidikan),
    jabatan: idOf(values.jabatan),
    npwp: values.npwp.replace(/\D/g, ''),
    tanggal_lahir: toDmy(values.tanggal_lahir),
    ...phoneParts(telepon),
  });
}

/** Administrators (pengurus): the first one's jabatan is forced to 2. */
export function toAdministratorsPayload(people: PersonValues[]): {
  admins: CorporatePersonInput[];
} {
  return {
    admins: people.map((person, index) => {
      const out = toPerson(person);
      if (index === 0) out.jabatan = FIRST_ADMINISTRATOR_JABATAN;
      return out as unknown as CorporatePersonInput;
    }),
  };
}

export function toShareholdersPayload(people: ShareholderValues[]): {
  shareholders: ShareholderInput[];
} {
  return {
    shareholders: people.map((person) => {
      const { jenis_pemegang_saham, nilai_saham, lembar_saham, ...rest } = person;
      const out = toPerson(rest);
      return compactPayload({
        ...out,
        jenis_pemegang_saham: idOf(jenis_pemegang_saham),
        nilai_saham: amountDigits(nilai_saham),
        lembar_saham: stripDots(lembar_saham).trim(),
      }) as unknown as ShareholderInput;
    }),
  };
}

export function toContactsPayload(people: PersonValues[]): { contacts: CorporatePersonInput[] } {
  return { contacts: people.map((person) => toPerson(person) as unknown as CorporatePersonInput) };
}
