// Server field errors of the people lists arrive keyed by wire names (`admins[0][nama]`,
// `shareholders[1][lembar_saham]`); the form holds them as `people.0.nama`. The phone number is one
// field in the form (`telepon`) and two on the wire (`no_telepon`, `kode_operator`). The errors go
// on the fields through @pendana/forms' applyServerErrors with this map.

const WIRE_TO_FORM: Record<string, string> = { no_telepon: 'telepon', kode_operator: 'telepon' };

/** Wire name → form path: `admins[0][no_telepon]` → `people.0.telepon`; `nama` → `nama`. */
export function toFormPath(wireName: string): string {
  const person = /^(?:admins|shareholders|contacts)\[(\d+)\]\[(\w+)\]$/.exec(wireName);
  if (person) return `people.${person[1]}.${WIRE_TO_FORM[person[2]!] ?? person[2]}`;
  return wireName;
}
