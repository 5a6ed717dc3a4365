// Education, work and bank (spec §3, §5): fields sent only when non-empty; npwp always.
import type { EducationWork } from '@pendana/api-sdk';
import { compactPayload } from '@pendana/forms/serialize';

export interface EducationValues {
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

const ID_FIELDS = [
  'pendidikan',
  'pekerjaan',
  'bidang_pekerjaan',
  'bidang_online',
  'lama_kerja',
  'estimasi_penghasilan',
  'sumber_penghasilan',
] as const;

export function toEducationPayload(values: EducationValues): EducationWork {
  const ids: Record<string, number | undefined> = {};
  for (const field of ID_FIELDS) {
    const number = Number(values[field].trim());
    ids[field] =
      values[field].trim() !== '' && Number.isInteger(number) && number > 0 ? number : undefined;
  }
  return compactPayload(
    {
      ...ids,
      // NPWP: digits only on the wire (dots and dashes are typing aids).
      npwp: values.npwp.replace(/\D/g, ''),
      rekening: values.rekening.replace(/\s/g, ''),
      bank: values.bank,
      nama_pemilik: values.nama_pemilik,
    },
    { alwaysSend: ['npwp'] },
  ) as EducationWork;
}
