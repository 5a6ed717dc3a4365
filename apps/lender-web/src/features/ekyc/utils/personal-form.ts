// The eKYC personal data form (spec §3, §5): its values (the identity kind besides the payload's
// fields), the fields the server may name in a 422, the saved answer as form values, and the device
// position sent with it.
import type { Path } from 'react-hook-form';
import type { EkycPersonalData } from '@pendana/api-sdk';
import { ADDRESS_FIELDS } from '../../../capabilities/wizard';
import { asId, asText } from '../../../lib/master-options';
import type { Coordinates, PersonalDataValues } from './to-personal-data-payload';

export type IdentityKind = 'ktp' | 'passport';
export type PersonalForm = PersonalDataValues & { identity: IdentityKind };

export const PERSONAL_SERVER_FIELDS = [
  'nik',
  'no_paspor',
  'nama',
  'tempat_lahir',
  'tanggal_lahir',
  'agama',
  'jenis_kelamin',
  'ibu_kandung',
  'status_pernikahan',
  'warga_negara',
  ...ADDRESS_FIELDS,
  'rt',
  'rw',
] as const satisfies readonly Path<PersonalForm>[];

const ID_FIELDS = ['agama', 'jenis_kelamin', 'status_pernikahan'] as const;

export function personalFromServer(data: EkycPersonalData | undefined): PersonalForm {
  const values = {
    identity: data?.is_passport ? 'passport' : 'ktp',
    kewarganegaraan: data?.kewarganegaraan ?? '',
  } as PersonalForm;
  for (const field of PERSONAL_SERVER_FIELDS) values[field] = asText(data?.[field]);
  for (const field of ID_FIELDS) values[field] = asId(data?.[field]);
  return values;
}

/** The device position, asked once a photo is taken; sent as alt, lat, long when given (spec §3). */
export function readCoordinates(): Promise<Coordinates | null> {
  if (typeof navigator === 'undefined' || !navigator.geolocation) return Promise.resolve(null);
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      (position) =>
        resolve({
          altitude: position.coords.altitude,
          latitude: position.coords.latitude,
          longitude: position.coords.longitude,
        }),
      () => resolve(null),
      { timeout: 10_000, maximumAge: 600_000 },
    );
  });
}
