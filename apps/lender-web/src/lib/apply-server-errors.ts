import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '@pendana/api-sdk';

/**
 * Puts the server's field messages (a 422 `errors` map, wire names = form names) on the form's
 * fields, so the lender sees each message next to its field; returns whether any was applied.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): boolean {
  if (!isApiError(error)) return false;
  let applied = false;
  for (const field of fields) {
    const message = error.fieldError(field);
    if (message) {
      setError(field, { type: 'server', message }, { shouldFocus: !applied });
      applied = true;
    }
  }
  return applied;
}
