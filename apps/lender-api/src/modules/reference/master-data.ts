import type { AppContext } from '../../context.ts';
import type { MasterKind } from '../../db/schema/index.ts';

async function options(
  ctx: AppContext,
): Promise<Map<MasterKind, Array<{ id: number; nama: string }>>> {
  const rows = await ctx.database.db
    .selectFrom('master_options')
    .select(['kind', 'id', 'nama'])
    .orderBy('kind')
    .orderBy('sort')
    .$narrowType<{ kind: MasterKind }>()
    .execute();
  const byKind = new Map<MasterKind, Array<{ id: number; nama: string }>>();
  for (const row of rows) {
    const list = byKind.get(row.kind) ?? [];
    list.push({ id: row.id, nama: row.nama });
    byKind.set(row.kind, list);
  }
  return byKind;
}

export async function listBanks(ctx: AppContext) {
  return ctx.database.db
    .selectFrom('banks')
    .select(['kode', 'nama_bank'])
    .orderBy('nama_bank')
    .execute();
}

export async function listMasterProvinces(ctx: AppContext) {
  return ctx.database.db
    .selectFrom('region_provinces')
    .select(['kode', 'nama as nama_provinsi'])
    .orderBy('kode')
    .execute();
}

/** Every option list of the KYC forms, under the wire names of the older backend's `allMasterBaru`. */
export async function allMasters(ctx: AppContext) {
  const lists = await options(ctx);
  const list = (kind: MasterKind) => lists.get(kind) ?? [];
  const cities = await ctx.database.db
    .selectFrom('region_regencies')
    .innerJoin('region_provinces', 'region_provinces.kode', 'region_regencies.kode_provinsi')
    .select([
      'region_regencies.kode_provinsi',
      'region_provinces.nama as nama_provinsi',
      'region_regencies.kode as kode_kota',
      'region_regencies.nama as nama_kota',
    ])
    .orderBy('region_regencies.kode')
    .execute();
  return {
    data_jenis_kelamin: list('jenis_kelamin').map((o) => ({ id: o.id, jenis_kelamin: o.nama })),
    data_agama: list('agama').map((o) => ({ id: o.id, agama: o.nama })),
    data_kawin: list('kawin').map((o) => ({ id_kawin: o.id, jenis_kawin: o.nama })),
    data_pendidikan: list('pendidikan').map((o) => ({ id_pendidikan: o.id, pendidikan: o.nama })),
    data_pekerjaan: list('pekerjaan').map((o) => ({ id_pekerjaan: o.id, pekerjaan: o.nama })),
    data_bidang_pekerjaan: list('bidang_pekerjaan').map((o) => ({
      id: o.id,
      bidang_pekerjaan: o.nama,
    })),
    data_bidang_online: list('bidang_online').map((o) => ({ id: o.id, bidang_online: o.nama })),
    data_lama_kerja: list('lama_kerja').map((o) => ({ id: o.id, lama_kerja: o.nama })),
    data_pendapatan: list('pendapatan').map((o) => ({ id_pendapatan: o.id, pendapatan: o.nama })),
    data_sumber_penghasilan: list('sumber_penghasilan').map((o) => ({
      id: o.id,
      sumber_penghasilan: o.nama,
    })),
    data_hubungan: list('hubungan').map((o) => ({ id: o.id, hubungan: o.nama })),
    data_jabatan: list('jabatan').map((o) => ({ id: o.id, jabatan: o.nama })),
    data_jenis_pemegang_saham: list('jenis_pemegang_saham').map((o) => ({
      id: o.id,
      jenis_pemegang_saham: o.nama,
    })),
    data_bank: await listBanks(ctx),
    data_provinsi: await listMasterProvinces(ctx),
    data_kota: cities,
  };
}
