// My Account's personal data answers shared by the section's tests and stories (not shipped): a
// verified KTP holder in Jakarta, the region lists of Jakarta and Surabaya, the master lists.
import { http, HttpResponse } from 'msw';
import type { MasterData, ProfilePersonalData } from '@pendana/api-sdk';
import { getGetAllMastersResponseMock } from '@pendana/api-sdk/msw';

export const PERSONAL_DATA: ProfilePersonalData = {
  nik: '3174011505850003',
  nama: 'Siti Aminah',
  tempat_lahir: 'Jakarta',
  tanggal_lahir: '15-05-1985',
  agama: 1,
  jenis_kelamin: 2,
  ibu_kandung: 'Fatimah',
  status_pernikahan: 2,
  kewarganegaraan: 'WNI',
  warga_negara: 'Indonesia',
  alamat: 'Jl. Kebon Sirih No. 20',
  provinsi: '31',
  kabupaten: '3171',
  kecamatan: '317101',
  kelurahan: '3171011001',
  kode_pos: '10340',
  rt: '005',
  rw: '002',
  is_passport: false,
  foto_ktp: null,
  profile_ktp: null,
  profile: null,
  pekerjaan: 2,
};

export const MASTERS: MasterData = {
  ...getGetAllMastersResponseMock(),
  data_pekerjaan: [
    { id_pekerjaan: 2, pekerjaan: 'Pegawai Swasta' },
    { id_pekerjaan: 5, pekerjaan: 'Wiraswasta' },
  ],
};

const PROVINCES = [
  { kode_provinsi: '31', nama_provinsi: 'DKI Jakarta' },
  { kode_provinsi: '35', nama_provinsi: 'Jawa Timur' },
];
const CITIES = [
  { kode_kota: '3171', kode_provinsi: '31', nama_kota: 'Kota Jakarta Pusat' },
  { kode_kota: '3578', kode_provinsi: '35', nama_kota: 'Kota Surabaya' },
];
const DISTRICTS = [
  { kode_kecamatan: '317101', kode_kota: '3171', nama_kecamatan: 'Gambir' },
  { kode_kecamatan: '357801', kode_kota: '3578', nama_kecamatan: 'Genteng' },
];
const VILLAGES = [
  {
    kode_kelurahan: '3171011001',
    kode_kecamatan: '317101',
    nama_kelurahan: 'Gambir',
    kode_pos: '10110',
  },
  {
    kode_kelurahan: '3578011001',
    kode_kecamatan: '357801',
    nama_kelurahan: 'Embong Kaliasin',
    kode_pos: '60271',
  },
];

const param = (request: Request, name: string) => new URL(request.url).searchParams.get(name);

/** The individual region calls the pickers make, answering the lists above by the parent code. */
export const regionHandlers = [
  http.get('*/api/v2/wilayah/provinsi', () => HttpResponse.json({ data: PROVINCES })),
  http.get('*/api/v2/region/kabupaten', ({ request }) =>
    HttpResponse.json({
      data: CITIES.filter((c) => c.kode_provinsi === param(request, 'kode_provinsi')),
    }),
  ),
  http.get('*/api/v2/region/kecamatan', ({ request }) =>
    HttpResponse.json({
      data: DISTRICTS.filter((d) => d.kode_kota === param(request, 'kode_kota')),
    }),
  ),
  http.get('*/api/v2/region/kelurahan', ({ request }) =>
    HttpResponse.json({
      data: VILLAGES.filter((v) => v.kode_kecamatan === param(request, 'kode_kecamatan')),
    }),
  ),
];
