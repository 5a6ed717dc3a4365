import type { AppContext } from '../../context.ts';
import type { MasterKind } from '../../db/schema/index.ts';
import type { FieldMessages } from '../../http/errors.ts';

/** `DD-MM-YYYY` → `YYYY-MM-DD` when it is a real calendar date not in the future, else null. */
export function parseDmyDate(value: string, now: Date): string | null {
  const match = /^(\d{2})-(\d{2})-(\d{4})$/.exec(value);
  if (!match) return null;
  const [, dd, mm, yyyy] = match;
  const date = new Date(Date.UTC(Number(yyyy), Number(mm) - 1, Number(dd)));
  if (date.getUTCDate() !== Number(dd) || date.getUTCMonth() !== Number(mm) - 1) return null;
  if (date.getTime() > now.getTime() || Number(yyyy) < 1900) return null;
  return `${yyyy}-${mm}-${dd}`;
}

/** Adds `ekyc.unknownOption` for every given option id that is not in its master list. */
export async function checkOptions(
  ctx: AppContext,
  fields: FieldMessages,
  checks: Array<{ field: string; kind: MasterKind; id: number | undefined }>,
): Promise<void> {
  const wanted = checks.filter((check) => check.id !== undefined);
  if (wanted.length === 0) return;
  const rows = await ctx.database.db
    .selectFrom('master_options')
    .select(['kind', 'id'])
    .where('kind', 'in', [...new Set(wanted.map((check) => check.kind))])
    .execute();
  const known = new Set(rows.map((row) => `${row.kind}:${row.id}`));
  for (const check of wanted) {
    if (!known.has(`${check.kind}:${check.id}`))
      (fields[check.field] ??= []).push({ key: 'ekyc.unknownOption' });
  }
}

/** Checks that village ⊂ district ⊂ city ⊂ province, each present in the region tables. */
export async function checkRegions(
  ctx: AppContext,
  fields: FieldMessages,
  input: { provinsi?: string; kabupaten?: string; kecamatan?: string; kelurahan?: string },
): Promise<void> {
  const { db } = ctx.database;
  const mismatch = (field: string) => (fields[field] ??= []).push({ key: 'ekyc.regionMismatch' });
  if (
    input.provinsi &&
    !(await db
      .selectFrom('region_provinces')
      .select('kode')
      .where('kode', '=', input.provinsi)
      .executeTakeFirst())
  )
    mismatch('provinsi');
  if (input.kabupaten) {
    const row = await db
      .selectFrom('region_regencies')
      .select('kode_provinsi')
      .where('kode', '=', input.kabupaten)
      .executeTakeFirst();
    if (!row || (input.provinsi && row.kode_provinsi !== input.provinsi)) mismatch('kabupaten');
  }
  if (input.kecamatan) {
    const row = await db
      .selectFrom('region_districts')
      .select('kode_kota')
      .where('kode', '=', input.kecamatan)
      .executeTakeFirst();
    if (!row || (input.kabupaten && row.kode_kota !== input.kabupaten)) mismatch('kecamatan');
  }
  if (input.kelurahan) {
    const row = await db
      .selectFrom('region_villages')
      .select('kode_kecamatan')
      .where('kode', '=', input.kelurahan)
      .executeTakeFirst();
    if (!row || (input.kecamatan && row.kode_kecamatan !== input.kecamatan)) mismatch('kelurahan');
  }
}
