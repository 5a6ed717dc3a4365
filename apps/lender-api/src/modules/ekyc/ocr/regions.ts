import type { AppContext } from '../../../context.ts';

/** Edit distance (Levenshtein) of two short strings. */
export function distance(a: string, b: string): number {
  if (a === b) return 0;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

const normal = (name: string) =>
  name
    .toUpperCase()
    .replace(/[^A-Z0-9 ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** How a regency is printed on a KTP: `KOTA DEPOK`, `KABUPATEN BOGOR`, `JAKARTA SELATAN`. */
function printedForms(name: string): string[] {
  const upper = normal(name);
  const forms = [upper];
  const administrative = /^(KOTA|KABUPATEN) ADMINISTRASI (.*)$/.exec(upper);
  if (administrative?.[2])
    forms.push(administrative[2], `${administrative[1]} ${administrative[2]}`);
  const kab = /^KABUPATEN (.*)$/.exec(upper);
  if (kab?.[1]) forms.push(`KAB ${kab[1]}`);
  return forms;
}

/**
 * The row whose name is closest to what was read, when close enough (at most a third of the letters
 * differ); null otherwise.
 */
function closest<T extends { nama: string }>(
  read: string,
  rows: readonly T[],
  forms: (name: string) => string[] = (name) => [normal(name)],
): T | null {
  const wanted = normal(read);
  if (wanted.length < 3) return null;
  let best: { row: T; score: number } | null = null;
  for (const row of rows) {
    for (const form of forms(row.nama)) {
      const score = distance(wanted, form) / Math.max(form.length, wanted.length);
      if (!best || score < best.score) best = { row, score };
    }
  }
  return best && best.score <= 0.34 ? best.row : null;
}

export interface KtpRegions {
  provinsi: string;
  kode_provinsi: string;
  kode_kota: string;
  kecamatan: string;
  kelurahan: string;
}

/**
 * Region names read from the card → official names and codes (Kemendagri tables). The NIK's first
 * digits are the card's province (2), regency (4) and district (6) codes, so they decide when the
 * printed names are unreadable, and confirm them otherwise.
 */
export async function resolveRegions(
  ctx: AppContext,
  read: { provinsi: string; kota: string; kecamatan: string; kelurahan: string; nik: string },
): Promise<KtpRegions> {
  const { db } = ctx.database;
  const nik = /^\d{16}$/.test(read.nik) ? read.nik : '';
  const provinces = await db.selectFrom('region_provinces').select(['kode', 'nama']).execute();
  const province =
    closest(read.provinsi, provinces) ??
    provinces.find((row) => nik !== '' && row.kode === nik.slice(0, 2)) ??
    null;
  const regencies = province
    ? await db
        .selectFrom('region_regencies')
        .select(['kode', 'nama'])
        .where('kode_provinsi', '=', province.kode)
        .execute()
    : [];
  const regency =
    closest(read.kota, regencies, printedForms) ??
    regencies.find((row) => nik !== '' && row.kode === nik.slice(0, 4)) ??
    null;
  const districts = regency
    ? await db
        .selectFrom('region_districts')
        .select(['kode', 'nama'])
        .where('kode_kota', '=', regency.kode)
        .execute()
    : [];
  const district =
    closest(read.kecamatan, districts) ??
    districts.find((row) => nik !== '' && row.kode === nik.slice(0, 6)) ??
    null;
  const villages = district
    ? await db
        .selectFrom('region_villages')
        .select(['kode', 'nama'])
        .where('kode_kecamatan', '=', district.kode)
        .execute()
    : [];
  const village = closest(read.kelurahan, villages);
  return {
    provinsi: province ? normal(province.nama) : read.provinsi,
    kode_provinsi: province?.kode ?? '',
    kode_kota: regency?.kode ?? '',
    kecamatan: district ? normal(district.nama) : read.kecamatan,
    kelurahan: village ? normal(village.nama) : read.kelurahan,
  };
}
