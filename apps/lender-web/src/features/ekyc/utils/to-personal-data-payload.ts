// The eKYC personal data body (spec §3, §5): fields sent only when non-empty, nik always (empty if
// missing), coordinates as alt/lat/long, images as base64 data URLs (ktp, profile_ktp, profile),
// passport users with the placeholder ID photo.
import type { MessageDescriptor } from 'react-intl';
import type { EkycPersonalDataInput } from '@pendana/api-sdk';
import { compactPayload } from '@pendana/forms/serialize';
import { isBase64Image } from '@pendana/forms/schemas';
import { idOf, type AddressValues } from '../../../capabilities/wizard';
import { ekycCheckMessages } from '../messages';
import { PASSPORT_PLACEHOLDER_ID_PHOTO } from './images';

export interface PersonalDataValues extends AddressValues {
  nik: string;
  no_paspor: string;
  nama: string;
  tempat_lahir: string;
  /** DD-MM-YYYY */
  tanggal_lahir: string;
  /** Master-data ids kept as the select's string value. */
  agama: string;
  jenis_kelamin: string;
  ibu_kandung: string;
  status_pernikahan: string;
  kewarganegaraan: '' | 'WNI' | 'WNA';
  warga_negara: string;
  rt: string;
  rw: string;
}

export interface Coordinates {
  altitude: number | null;
  latitude: number | null;
  longitude: number | null;
}

export interface IdentityImages {
  /** The KTP photo (sent as `ktp`). */
  foto_ktp?: string | null;
  /** Selfie holding the KTP. */
  profile_ktp?: string | null;
  /** Selfie. */
  profile?: string | null;
}

export interface PersonalDataContext {
  isPassport: boolean;
  coordinates?: Coordinates | null;
  images?: IdentityImages;
}

export type PayloadResult<T> = { ok: true; payload: T } | { ok: false; error: MessageDescriptor };

const finite = (value: number | null | undefined): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

export function toPersonalDataPayload(
  values: PersonalDataValues,
  { isPassport, coordinates, images = {} }: PersonalDataContext,
): PayloadResult<EkycPersonalDataInput> {
  const ktp = isPassport ? PASSPORT_PLACEHOLDER_ID_PHOTO : images.foto_ktp;
  const photos: Record<'ktp' | 'profile_ktp' | 'profile', string | null | undefined> = {
    ktp,
    profile_ktp: images.profile_ktp,
    profile: images.profile,
  };
  for (const photo of Object.values(photos)) {
    if (photo !== undefined && photo !== null && photo !== '' && !isBase64Image(photo)) {
      return { ok: false, error: ekycCheckMessages.imageNotBase64 };
    }
  }

  const body = compactPayload(
    {
      nik: isPassport ? '' : values.nik,
      no_paspor: isPassport ? values.no_paspor.toUpperCase() : '',
      nama: values.nama,
      tempat_lahir: values.tempat_lahir,
      tanggal_lahir: values.tanggal_lahir,
      agama: idOf(values.agama),
      jenis_kelamin: idOf(values.jenis_kelamin),
      ibu_kandung: values.ibu_kandung,
      status_pernikahan: idOf(values.status_pernikahan),
      kewarganegaraan: values.kewarganegaraan,
      warga_negara: values.warga_negara,
      alamat: values.alamat,
      provinsi: values.provinsi,
      kabupaten: values.kabupaten,
      kecamatan: values.kecamatan,
      kelurahan: values.kelurahan,
      kode_pos: values.kode_pos,
      rt: values.rt,
      rw: values.rw,
      is_passport: isPassport,
      alt: finite(coordinates?.altitude),
      lat: finite(coordinates?.latitude),
      long: finite(coordinates?.longitude),
      ...photos,
    },
    { alwaysSend: ['nik'] },
  );
  return { ok: true, payload: body as EkycPersonalDataInput };
}
