// Checks before the eKYC submit (spec §5, §8), in the order the spec lists them. Field names are
// the contract's (`PersonalData`: `ibu_kandung`, `status_pernikahan`, …); messages are ids.
import { VALIDATION_IDS as ID } from './messages';
import { isBase64Image } from './rules';

export interface EkycSubmitValues {
  agama?: string | number | null;
  ibu_kandung?: string | null;
  status_pernikahan?: string | number | null;
  kode_pos?: string | null;
  rt?: string | null;
  rw?: string | null;
}

export interface SubmitIssue<F extends string = string> {
  field: F;
  /** A message id (`validation.*`). */
  message: string;
}

const blank = (value: unknown) =>
  value === undefined || value === null || String(value).trim() === '';

/**
 * 'Agama harap diisi', 'Ibu kandung harap diisi', 'Status pernikahan harap diisi', 'Kode pos harap
 * diisi', 'RT harap diisi', 'RW harap diisi'; the last three are not required for passport holders.
 */
export function personalDataIssues(
  values: EkycSubmitValues,
  isPassport: boolean,
): SubmitIssue<keyof EkycSubmitValues>[] {
  const rules: [keyof EkycSubmitValues, string, boolean][] = [
    ['agama', ID.religionRequired, true],
    ['ibu_kandung', ID.motherNameRequired, true],
    ['status_pernikahan', ID.maritalStatusRequired, true],
    ['kode_pos', ID.postalCodeRequired, !isPassport],
    ['rt', ID.rtRequired, !isPassport],
    ['rw', ID.rwRequired, !isPassport],
  ];
  return rules
    .filter(([field, , applies]) => applies && blank(values[field]))
    .map(([field, message]) => ({ field, message }));
}

/** Every image present must be a base64 data URL, else 'Gambar gagal diproses!'. */
export function imageIssue(
  images: Record<string, string | null | undefined>,
): SubmitIssue<'images'> | null {
  const bad = Object.values(images).some((image) => !blank(image) && !isBase64Image(image));
  return bad ? { field: 'images', message: ID.imageInvalid } : null;
}

/** A selfie, ID or profile photo was taken but there is no liveness result: 'Mohon melakukan test liveness'. */
export function livenessIssue(
  images: Record<string, string | null | undefined>,
  hasLivenessResult: boolean,
): SubmitIssue<'liveness'> | null {
  const tookPhoto = Object.values(images).some((image) => !blank(image));
  return tookPhoto && !hasLivenessResult
    ? { field: 'liveness', message: ID.livenessRequired }
    : null;
}
