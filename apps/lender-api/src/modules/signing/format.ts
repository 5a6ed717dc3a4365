/** Display formats of the documents the server generates (Indonesian conventions, WIB). */

export { formatRupiah } from '../../shared/ledger/ledger.ts';

/** `2026-11-23` → `23-11-2026`. */
export function dmy(date: string): string {
  const [year, month, day] = date.slice(0, 10).split('-');
  return `${day}-${month}-${year}`;
}

/** A moment in Jakarta time: `23-11-2026 16:05 WIB`. */
export function wibDateTime(moment: Date): string {
  const local = new Date(moment.getTime() + 7 * 3_600_000).toISOString();
  return `${dmy(local.slice(0, 10))} ${local.slice(11, 16)} WIB`;
}

/** `12.50` → `12,5`, `15` → `15` (a rate as written in Indonesian). */
export function rate(value: number, lang: 'id' | 'en'): string {
  const text = String(Number(value.toFixed(2)));
  return lang === 'id' ? text.replace('.', ',') : text;
}
