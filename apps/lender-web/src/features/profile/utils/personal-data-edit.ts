// My Account's edit of the personal data (updateProfilePersonalData, same rules as the eKYC step):
// the form's values (the identity read-only, the address and the occupation editable), the stored
// answer as form values, and the body — the stored data as read with the edited fields over it
// (spec §5: sent only when non-empty, nik always), without photos (the server keeps the stored ones).
import type { Path } from 'react-hook-form';
import type { ProfilePersonalData, ProfilePersonalDataInput } from '@pendana/api-sdk';
import { compactPayload } from '@pendana/forms/serialize';
import { ADDRESS_FIELDS, idOf, type AddressValues } from '../../../capabilities/wizard';
import { asId, asText } from '../../../lib/master-options';

export interface PersonalDataEditValues extends AddressValues {
  identity: 'ktp' | 'passport';
  nik: string;
  no_paspor: string;
  nama: string;
  tanggal_lahir: string;
  rt: string;
  rw: string;
  /** Master-data id kept as the select's string value. */
  pekerjaan: string;
}

/** The fields the server may name in a 422, each shown on its own field. */
export const PERSONAL_DATA_EDIT_FIELDS = [
  'nik',
  'no_paspor',
  'nama',
  ...ADDRESS_FIELDS,
  'rt',
  'rw',
  'pekerjaan',
] as const satisfies readonly Path<PersonalDataEditValues>[];

export function personalDataEditDefaults(data: ProfilePersonalData): PersonalDataEditValues {
  const values = {
    identity: data.is_passport ? 'passport' : 'ktp',
    tanggal_lahir: asText(data.tanggal_lahir),
    pekerjaan: asId(data.pekerjaan),
  } as PersonalDataEditValues;
  for (const field of PERSONAL_DATA_EDIT_FIELDS) {
    if (field !== 'pekerjaan') values[field] = asText(data[field]);
  }
  return values;
}

export function toPersonalDataEditPayload(
  stored: ProfilePersonalData,
  values: PersonalDataEditValues,
): ProfilePersonalDataInput {
  const { foto_ktp: _ktp, profile_ktp: _selfieKtp, profile: _selfie, ...kept } = stored;
  return compactPayload(
    {
      ...kept,
      alamat: values.alamat,
      provinsi: values.provinsi,
      kabupaten: values.kabupaten,
      kecamatan: values.kecamatan,
      kelurahan: values.kelurahan,
      kode_pos: values.kode_pos,
      rt: values.rt,
      rw: values.rw,
      pekerjaan: idOf(values.pekerjaan),
    },
    { alwaysSend: ['nik'] },
  ) as ProfilePersonalDataInput;
}
