// Education, work and bank (spec §3, §5), the same section in the eKYC and the older KYC: form values,
// the saved answer as form values, and the payload (fields sent only when non-empty; npwp always).
import type { EducationWork } from '@pendana/api-sdk';
import { compactPayload } from '@pendana/forms/serialize';
import { asId, asText } from '../../../lib/master-options';
import { idOf } from '../wire';

/** The master-data ids of the section, sent as numbers (0 or empty: not sent). */
export const EDUCATION_ID_FIELDS = [
  'pendidikan',
  'pekerjaan',
  'bidang_pekerjaan',
  'bidang_online',
  'lama_kerja',
  'estimasi_penghasilan',
  'sumber_penghasilan',
] as const;

export const EDUCATION_FIELDS = [
  ...EDUCATION_ID_FIELDS,
  'npwp',
  'rekening',
  'bank',
  'nama_pemilik',
] as const;

export type EducationValues = Record<(typeof EDUCATION_FIELDS)[number], string>;

export function educationFromServer(data: EducationWork | undefined): EducationValues {
  const values = {} as EducationValues;
  for (const field of EDUCATION_FIELDS) values[field] = asText(data?.[field]);
  for (const field of EDUCATION_ID_FIELDS) values[field] = asId(data?.[field]);
  return values;
}

/** The section's payload; the older KYC's second form also carries the NPWP photo when chosen. */
export function toEducationPayload(
  values: EducationValues,
  npwpPhoto?: File | null,
): EducationWork & { foto_npwp?: File } {
  const ids: Record<string, number | undefined> = {};
  for (const field of EDUCATION_ID_FIELDS) ids[field] = idOf(values[field]);
  return compactPayload(
    {
      ...ids,
      // NPWP and account number: digits only on the wire (dots, dashes, spaces are typing aids).
      npwp: values.npwp.replace(/\D/g, ''),
      rekening: values.rekening.replace(/\D/g, ''),
      bank: values.bank,
      nama_pemilik: values.nama_pemilik,
      foto_npwp: npwpPhoto ?? undefined,
    },
    { alwaysSend: ['npwp'] },
  ) as EducationWork & { foto_npwp?: File };
}
