// Checks before the eKYC submit (spec §5, §8), in the order the spec lists them.
import type { MessageDescriptor } from 'react-intl';
import { ekycCheckMessages } from '../messages';
import { isBase64Image } from './images';
import type { IdentityImages, PersonalDataValues } from './to-personal-data-payload';

export interface SubmitIssue {
  field: keyof PersonalDataValues | 'images' | 'liveness';
  message: MessageDescriptor;
}

const blank = (value: string | undefined) => value === undefined || value.trim() === '';

/**
 * 'Agama harap diisi', 'Ibu kandung harap diisi', 'Status pernikahan harap diisi', 'Kode pos harap
 * diisi', 'RT harap diisi', 'RW harap diisi'; the last three are not required for passport holders.
 */
export function personalDataIssues(values: PersonalDataValues, isPassport: boolean): SubmitIssue[] {
  const rules: [keyof PersonalDataValues, MessageDescriptor, boolean][] = [
    ['agama', ekycCheckMessages.religionRequired, true],
    ['ibu_kandung', ekycCheckMessages.motherNameRequired, true],
    ['status_pernikahan', ekycCheckMessages.maritalStatusRequired, true],
    ['kode_pos', ekycCheckMessages.postalCodeRequired, !isPassport],
    ['rt', ekycCheckMessages.rtRequired, !isPassport],
    ['rw', ekycCheckMessages.rwRequired, !isPassport],
  ];
  return rules
    .filter(([field, , applies]) => applies && blank(values[field]))
    .map(([field, message]) => ({ field, message }));
}

/** Every image present must be a base64 data URL, else 'Gambar gagal diproses!'. */
export function imageIssue(images: IdentityImages): SubmitIssue | null {
  for (const image of Object.values(images)) {
    if (image !== undefined && image !== null && image !== '' && !isBase64Image(image)) {
      return { field: 'images', message: ekycCheckMessages.imageNotBase64 };
    }
  }
  return null;
}

/** A selfie, ID or profile photo was taken but there is no liveness result: 'Mohon melakukan test liveness'. */
export function livenessIssue(
  images: IdentityImages,
  hasLivenessResult: boolean,
): SubmitIssue | null {
  const tookPhoto = Object.values(images).some(
    (image) => typeof image === 'string' && image !== '',
  );
  if (tookPhoto && !hasLivenessResult)
    return { field: 'liveness', message: ekycCheckMessages.livenessRequired };
  return null;
}
