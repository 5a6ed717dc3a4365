// Maps an API error (the SDK's ApiError: `{ status, message, fieldErrors, error }`, or a raw error
// body `{ message, errors }`) onto react-hook-form fields, with the catalogue's fallbacks (spec §8:
// "errors.message; otherwise the first message of the first field in errors; otherwise 'Terjadi
// Kesalahan'"). The server answers in the request's language, so its texts are shown as they are;
// the fallback is the message id 'errors.generic' ('Terjadi Kesalahan'), formatted by the app.
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ERROR_IDS } from '../schemas/messages';

/** The id of 'Terjadi Kesalahan' (spec §8), used when the error carries no text. */
export const DEFAULT_SERVER_ERROR_MESSAGE = ERROR_IDS.generic;

export interface ServerErrorLike {
  status?: number;
  message?: string;
  fieldErrors?: Record<string, string[] | string>;
  errors?: Record<string, string[] | string>;
  error?: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string | undefined => {
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' && first.trim() !== '' ? first : undefined;
};

/** `admins[0][nama]` or `admins.0.nama` → `admins.0.nama` (react-hook-form path). */
export function toFieldPath(wireName: string): string {
  return wireName.replace(/\[(\w+)\]/g, '.$1').replace(/^\./, '');
}

/** The field messages of an error: `fieldErrors` (ApiError) or `errors` (raw body), minus `message`. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!isRecord(error)) return {};
  const map = isRecord(error.fieldErrors)
    ? error.fieldErrors
    : isRecord(error.errors)
      ? error.errors
      : {};
  const out: Record<string, string> = {};
  for (const [field, messages] of Object.entries(map)) {
    if (field === 'message') continue;
    const message = text(messages);
    if (message) out[field] = message;
  }
  return out;
}

/** The catalogue message: errors.message, else the first field message, else message, else error, else the id of 'Terjadi Kesalahan'. */
export function serverErrorMessage(
  error: unknown,
  fallback: string = DEFAULT_SERVER_ERROR_MESSAGE,
): string {
  if (!isRecord(error)) return fallback;
  const map = isRecord(error.fieldErrors)
    ? error.fieldErrors
    : isRecord(error.errors)
      ? error.errors
      : undefined;
  const general = map ? text(map.message) : undefined;
  if (general) return general;
  const first = Object.values(serverFieldErrors(error))[0];
  if (first) return first;
  return text(error.message) ?? text(error.error) ?? fallback;
}

export interface ApplyServerErrorsOptions<T extends FieldValues> {
  /**
   * Wire name → form path when they differ: a table ({ tgl_lahir: 'birthDate' }) or a function
   * (`admins[0][no_telepon]` → `people.0.telepon`). Several wire names may share a path: the first wins.
   */
  fieldMap?: Partial<Record<string, FieldPath<T>>> | ((wireName: string) => string);
  /** Only these form paths receive errors; others are reported as unmatched. Default: every field. */
  fields?: readonly FieldPath<T>[];
  /** Message when the error carries none (default the id 'errors.generic'). */
  fallback?: string;
}

export interface AppliedServerErrors<T extends FieldValues> {
  /** Message for a toast or alert (catalogue fallbacks). */
  message: string;
  /** Form paths that received an error, in order. */
  applied: FieldPath<T>[];
  /** Wire names with a message that no form field took. */
  unmatched: string[];
}

/** Sets each server field message on its form field (focusing the first) and returns the summary message. */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  options: ApplyServerErrorsOptions<T> = {},
): AppliedServerErrors<T> {
  const applied: FieldPath<T>[] = [];
  const unmatched: string[] = [];
  for (const [wireName, message] of Object.entries(serverFieldErrors(error))) {
    const map = options.fieldMap;
    const path = (
      typeof map === 'function' ? map(wireName) : (map?.[wireName] ?? toFieldPath(wireName))
    ) as FieldPath<T>;
    if (applied.includes(path)) continue;
    if (options.fields && !options.fields.includes(path)) {
      unmatched.push(wireName);
      continue;
    }
    setError(path, { type: 'server', message }, { shouldFocus: applied.length === 0 });
    applied.push(path);
  }
  return { message: serverErrorMessage(error, options.fallback), applied, unmatched };
}
