// The profile's edit (spec §5: fields are sent only when non-empty; the contract: only the fields sent
// change, at least one): what the lender changed, as updateProfile's body — or null when nothing did.
import type { IndividualProfile, ProfileUpdateRequest } from '@pendana/api-sdk';

export interface ProfileEditValues {
  agama: string;
  status_pernikahan: string;
  /** Typed only to change it (the saved one is shown masked). */
  nama_ibu_kandung: string;
}

export function profileEditDefaults(profile: IndividualProfile): ProfileEditValues {
  return {
    agama: profile.agama === null ? '' : String(profile.agama),
    status_pernikahan: profile.status_pernikahan === null ? '' : String(profile.status_pernikahan),
    nama_ibu_kandung: '',
  };
}

export function profileUpdate(
  profile: IndividualProfile,
  values: ProfileEditValues,
): ProfileUpdateRequest | null {
  const body: ProfileUpdateRequest = {};
  if (values.agama !== '' && Number(values.agama) !== profile.agama)
    body.agama = Number(values.agama);
  if (
    values.status_pernikahan !== '' &&
    Number(values.status_pernikahan) !== profile.status_pernikahan
  )
    body.status_pernikahan = Number(values.status_pernikahan);
  const mother = values.nama_ibu_kandung.trim();
  if (mother !== '' && mother !== profile.nama_ibu_kandung) body.nama_ibu_kandung = mother;
  return Object.keys(body).length > 0 ? body : null;
}
