import { describe, expect, it } from 'vitest';
import {
  toAdministratorsPayload,
  toCompanyPayload,
  toContactsPayload,
  toShareholdersPayload,
  type CompanyValues,
  type PersonValues,
} from './to-corporate-payloads';
import { toDmy } from '../../../capabilities/wizard';

const person: PersonValues = {
  nama: 'Budi Hartono',
  jenis_kelamin: '1',
  identitas: '3174091708900001',
  tempat_lahir: 'Jakarta',
  tanggal_lahir: '1980-01-05',
  telepon: '0812-3456-7890',
  agama: '1',
  pendidikan: '',
  npwp: '',
  jabatan: '5',
  alamat: 'Jl. Sudirman 1',
  provinsi: '31',
  kabupaten: '',
  kecamatan: '',
  kelurahan: '',
  kode_pos: '',
};

describe('§5.12 toDmy (spec §5: corporate dates are DD-MM-YYYY)', () => {
  it.each([
    ['2020-03-07', '07-03-2020'],
    ['7-3-2020', '07-03-2020'],
    ['07/03/2020', '07-03-2020'],
    ['', undefined],
    ['March 7', undefined],
    // Not real calendar dates: the old regexes passed them on.
    ['31-02-1990', undefined],
    ['2020-02-30', undefined],
  ])('%s → %s', (input, expected) => {
    expect(toDmy(input)).toBe(expected);
  });
});

describe('toCompanyPayload', () => {
  const company = {
    nama: 'PT Amanah Sejahtera',
    npwp: '01.234.567.8-901.000',
    tanggal_akta_pendirian: '2015-06-01',
    tanggal_akta_perubahan: '',
    omset_tahun_terakhir: 'Rp 1.500.000.000',
    total_aset_tahun_terakhir: '2.750.000.000',
    bidang_pekerjaan: '4',
    no_akta_perubahan: '',
  } satisfies CompanyValues;

  it('§5.12 §5.13 formats dates DD-MM-YYYY, keeps digits of amounts and npwp, drops empty fields', () => {
    const result = toCompanyPayload(company);
    expect(result).toEqual({
      ok: true,
      payload: {
        nama: 'PT Amanah Sejahtera',
        npwp: '012345678901000',
        tanggal_akta_pendirian: '01-06-2015',
        omset_tahun_terakhir: '1500000000',
        total_aset_tahun_terakhir: '2750000000',
        bidang_pekerjaan: 4,
      },
    });
  });

  it('sends foto_npwp (an image) and laporan_keuangan (a file); refuses a foto_npwp that is not an image', () => {
    const photo = new File(['x'], 'npwp.jpg', { type: 'image/jpeg' });
    const report = new File(['%PDF'], 'laporan.pdf', { type: 'application/pdf' });
    const ok = toCompanyPayload(company, { foto_npwp: photo, laporan_keuangan: report });
    expect(ok.ok && ok.payload.foto_npwp).toBe(photo);
    expect(ok.ok && ok.payload.laporan_keuangan).toBe(report);
    expect(toCompanyPayload(company, { foto_npwp: report })).toEqual({
      ok: false,
      error: 'npwpPhotoNotImage',
    });
  });
});

describe('people (spec §3, §9)', () => {
  it('§9.3 §9.4 administrators: identity type 1, the first one has jabatan 2, the others keep theirs', () => {
    const { admins } = toAdministratorsPayload([person, { ...person, nama: 'Sari', jabatan: '5' }]);
    expect(admins[0]).toEqual({
      nama: 'Budi Hartono',
      jenis_kelamin: 1,
      identitas: '3174091708900001',
      jenis_identitas: 1,
      tempat_lahir: 'Jakarta',
      tanggal_lahir: '05-01-1980',
      no_telepon: '81234567890',
      kode_operator: '812',
      agama: 1,
      jabatan: 2,
      alamat: 'Jl. Sudirman 1',
      provinsi: '31',
    });
    expect(admins[1]).toMatchObject({ nama: 'Sari', jabatan: 5, jenis_identitas: 1 });
  });

  it('§5.14 shareholders: lembar_saham with dots stripped, nilai_saham digits only', () => {
    const { shareholders } = toShareholdersPayload([
      {
        ...person,
        jenis_pemegang_saham: '1',
        nilai_saham: 'Rp 500.000.000',
        lembar_saham: '5.000',
      },
    ]);
    expect(shareholders[0]).toMatchObject({
      jenis_identitas: 1,
      jenis_pemegang_saham: 1,
      nilai_saham: '500000000',
      lembar_saham: '5000',
      jabatan: 5,
    });
  });

  it('sends the first chosen file of each photo field; no file, no field', () => {
    const ktp = new File(['x'], 'ktp.jpg', { type: 'image/jpeg' });
    const [admin] = toAdministratorsPayload([
      { ...person, foto_ktp: [ktp], foto_npwp: [], foto_profile: [] },
    ]).admins;
    expect(admin?.foto_ktp).toBe(ktp);
    expect(admin).not.toHaveProperty('foto_npwp');
    expect(admin).not.toHaveProperty('foto_profile');
    expect(admin).not.toHaveProperty('foto_profile_ktp');
  });

  it('§9.3 contacts: identity type 1, no forced jabatan', () => {
    expect(toContactsPayload([person]).contacts[0]).toMatchObject({
      jenis_identitas: 1,
      jabatan: 5,
    });
  });
});
