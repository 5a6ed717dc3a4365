import type { AppContext } from '../../context.ts';

export async function listProvinces(ctx: AppContext) {
  return ctx.database.db
    .selectFrom('region_provinces')
    .select(['kode as kode_provinsi', 'nama as nama_provinsi'])
    .orderBy('kode')
    .execute();
}

/** Cities and regencies, of one province when `kodeProvinsi` is given. */
export async function listCities(ctx: AppContext, kodeProvinsi?: string) {
  let query = ctx.database.db
    .selectFrom('region_regencies')
    .select(['kode as kode_kota', 'kode_provinsi', 'nama as nama_kota'])
    .orderBy('kode');
  if (kodeProvinsi) query = query.where('kode_provinsi', '=', kodeProvinsi);
  return query.execute();
}

export async function listDistricts(ctx: AppContext, kodeKota: string) {
  return ctx.database.db
    .selectFrom('region_districts')
    .select(['kode as kode_kecamatan', 'kode_kota', 'nama as nama_kecamatan'])
    .where('kode_kota', '=', kodeKota)
    .orderBy('kode')
    .execute();
}

export async function listVillages(ctx: AppContext, kodeKecamatan: string) {
  return ctx.database.db
    .selectFrom('region_villages')
    .select(['kode as kode_kelurahan', 'kode_kecamatan', 'nama as nama_kelurahan', 'kode_pos'])
    .where('kode_kecamatan', '=', kodeKecamatan)
    .orderBy('kode')
    .execute();
}

export async function provinceExists(ctx: AppContext, kode: string): Promise<boolean> {
  return !!(await ctx.database.db
    .selectFrom('region_provinces')
    .select('kode')
    .where('kode', '=', kode)
    .executeTakeFirst());
}

export async function cityExists(ctx: AppContext, kode: string): Promise<boolean> {
  return !!(await ctx.database.db
    .selectFrom('region_regencies')
    .select('kode')
    .where('kode', '=', kode)
    .executeTakeFirst());
}
