import { getDistricts, getProvinces, getRegencies, getVillages } from 'idn-area-data';
import { sql } from 'kysely';
import type { Database } from '../db/database.ts';

/** `11.01.01.2001` → `1101012001` (BPS codes without dots, as the contract sends them). */
const digits = (code: string) => code.replaceAll('.', '');

/**
 * Loads every province, regency/city, district and village of Indonesia from the idn-area-data
 * package (≈ 38 + 514 + 7.3k + 83.8k rows) when the tables are empty. One INSERT … SELECT FROM
 * unnest(arrays) per table, so the whole load is four statements in one transaction.
 */
export async function seedRegions(database: Database): Promise<void> {
  const { db } = database;
  const present = await db.selectFrom('region_villages').select('kode').limit(1).executeTakeFirst();
  if (present) return;
  const [provinces, regencies, districts, villages] = await Promise.all([
    getProvinces(),
    getRegencies({ transform: true }),
    getDistricts({ transform: true }),
    getVillages({ transform: true }),
  ]);
  await db.transaction().execute(async (trx) => {
    await sql`INSERT INTO region_provinces (kode, nama)
      SELECT * FROM unnest(${provinces.map((p) => digits(p.code))}::text[], ${provinces.map((p) => p.name)}::text[])`.execute(
      trx,
    );
    await sql`INSERT INTO region_regencies (kode, kode_provinsi, nama)
      SELECT * FROM unnest(${regencies.map((r) => digits(r.code))}::text[], ${regencies.map((r) => digits(r.provinceCode))}::text[], ${regencies.map((r) => r.name)}::text[])`.execute(
      trx,
    );
    await sql`INSERT INTO region_districts (kode, kode_kota, nama)
      SELECT * FROM unnest(${districts.map((d) => digits(d.code))}::text[], ${districts.map((d) => digits(d.regencyCode))}::text[], ${districts.map((d) => d.name)}::text[])`.execute(
      trx,
    );
    await sql`INSERT INTO region_villages (kode, kode_kecamatan, nama)
      SELECT * FROM unnest(${villages.map((v) => digits(v.code))}::text[], ${villages.map((v) => digits(v.districtCode))}::text[], ${villages.map((v) => v.name)}::text[])`.execute(
      trx,
    );
  });
}
