// Server field errors of the people lists arrive keyed by wire names (`admins[0][nama]`,
// `shareholders[1][lembar_saham]`); the form holds them as `people.0.nama`. The phone number is one
// field in the form (`telepon`) and two on the wire (`no_telepon`, `kode_operator`).
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '@pendana/api-sdk';

const WIRE_TO_FORM: Record<string, string> = { no_telepon: 'telepon', kode_operator: 'telepon' };

/** Wire name → form path: `admins[0][no_telepon]` → `people.0.telepon`; `nama` → `nama`. */
export function toFormPath(wireName: string): string {
  const person = /^(?:admins|shareholders|contacts)\[(\d+)\]\[(\w+)\]$/.exec(wireName);
  if (person) return `people.${person[1]}.${WIRE_TO_FORM[person[2]!] ?? person[2]}`;
  return wireName;
}

/** The server's field messages as form paths (first message of each field, first field wins). */
export function serverFieldMessages(error: unknown): [path: string, message: string][] {
  if (!isApiError(error)) return [];
  const seen = new Set<string>();
  const out: [string, string][] = [];
  for (const [wire, messages] of Object.entries(error.fieldErrors)) {
    const path = toFormPath(wire);
    const message = messages[0];
    if (!message || seen.has(path) || wire === 'message') continue;
    seen.add(path);
    out.push([path, message]);
  }
  return out;
}

/** Puts the server's field messages on the form's fields; the first one takes the focus. */
export function applyServerMessages<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
): void {
  serverFieldMessages(error).forEach(([path, message], index) =>
    setError(path as Path<T>, { type: 'server', message }, { shouldFocus: index === 0 }),
  );
}
