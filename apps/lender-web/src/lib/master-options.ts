// Master-data lists (allMasterBaru) as select options for every wizard (eKYC, older KYC, corporate
// KYC); each list names its id and label differently. Plus the helpers that turn loaded values
// into form-field values.
import type { MasterData } from '@pendana/api-sdk';
import type { SelectOption } from '@pendana/design-system/components/select';

export interface MasterOptions {
  jenisKelamin: SelectOption[];
  agama: SelectOption[];
  kawin: SelectOption[];
  pendidikan: SelectOption[];
  pekerjaan: SelectOption[];
  bidangPekerjaan: SelectOption[];
  bidangOnline: SelectOption[];
  lamaKerja: SelectOption[];
  pendapatan: SelectOption[];
  sumberPenghasilan: SelectOption[];
  hubungan: SelectOption[];
  bank: SelectOption[];
  jabatan: SelectOption[];
  jenisPemegangSaham: SelectOption[];
  provinsi: SelectOption[];
}

const map = <T>(
  items: readonly T[] | undefined,
  value: (item: T) => string | number,
  label: (item: T) => string,
): SelectOption[] =>
  (items ?? []).map((item) => ({ value: String(value(item)), label: label(item) }));

export function masterOptions(master: MasterData): MasterOptions {
  return {
    jenisKelamin: map(
      master.data_jenis_kelamin,
      (i) => i.id,
      (i) => i.jenis_kelamin,
    ),
    agama: map(
      master.data_agama,
      (i) => i.id,
      (i) => i.agama,
    ),
    kawin: map(
      master.data_kawin,
      (i) => i.id_kawin,
      (i) => i.jenis_kawin,
    ),
    pendidikan: map(
      master.data_pendidikan,
      (i) => i.id_pendidikan,
      (i) => i.pendidikan,
    ),
    pekerjaan: map(
      master.data_pekerjaan,
      (i) => i.id_pekerjaan,
      (i) => i.pekerjaan,
    ),
    bidangPekerjaan: map(
      master.data_bidang_pekerjaan,
      (i) => i.id,
      (i) => i.bidang_pekerjaan,
    ),
    bidangOnline: map(
      master.data_bidang_online,
      (i) => i.id,
      (i) => i.bidang_online,
    ),
    lamaKerja: map(
      master.data_lama_kerja,
      (i) => i.id,
      (i) => i.lama_kerja,
    ),
    pendapatan: map(
      master.data_pendapatan,
      (i) => i.id_pendapatan,
      (i) => i.pendapatan,
    ),
    sumberPenghasilan: map(
      master.data_sumber_penghasilan,
      (i) => i.id,
      (i) => i.sumber_penghasilan,
    ),
    hubungan: map(
      master.data_hubungan,
      (i) => i.id,
      (i) => i.hubungan,
    ),
    bank: map(
      master.data_bank,
      (i) => i.kode,
      (i) => i.nama_bank,
    ),
    jabatan: map(
      master.data_jabatan,
      (i) => i.id,
      (i) => i.jabatan,
    ),
    jenisPemegangSaham: map(
      master.data_jenis_pemegang_saham,
      (i) => i.id,
      (i) => i.jenis_pemegang_saham,
    ),
    provinsi: map(
      master.data_provinsi,
      (i) => i.kode,
      (i) => i.nama_provinsi,
    ),
  };
}

/** A value loaded from the server (number, null, undefined) as the text a form field holds. */
export const asText = (value: string | number | null | undefined): string =>
  value === null || value === undefined ? '' : String(value);

/** A master-data id from the server as the select's value; ids start at 1, so 0 means none. */
export const asId = (value: number | string | null | undefined): string => {
  const number = Number(value);
  return value !== null &&
    value !== undefined &&
    value !== '' &&
    Number.isInteger(number) &&
    number > 0
    ? String(number)
    : '';
};
