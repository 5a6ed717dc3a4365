// Table tests of the eKYC payload mappers and checks, from the spec's wording (§3, §5, §8, §9).
import { describe, expect, it } from 'vitest';
import { imageIssue, livenessIssue, personalDataIssues } from '@pendana/forms/schemas';
import catalogue from '../../../i18n/messages/id.json';
import { PASSPORT_PLACEHOLDER_ID_PHOTO } from './images';
import { fieldsFromOcr, ocrOutcome, padBirthDate, splitRtRw, type RegionLookup } from './ocr';
import { splitPhone } from '../../../capabilities/phone-verification';
import {
  toEducationPayload,
  toHeirPayload,
  type EducationValues,
} from '../../../capabilities/wizard';
import { dmyToIso, toIdentityVerificationPayload } from './to-identity-verification-payload';
import { toPersonalDataPayload, type PersonalDataValues } from './to-personal-data-payload';
import { textOf } from '../../../test/message-text';
import { OCR_READING } from '../../../test/ocr-reading';

/** The Indonesian text of a message id the rules give. */
const text = (id: string | undefined) => (catalogue as Record<string, string>)[id ?? ''];

const JPEG = 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDA==';

const emptyPersonal: PersonalDataValues = {
  nik: '',
  no_paspor: '',
  nama: '',
  tempat_lahir: '',
  tanggal_lahir: '',
  agama: '',
  jenis_kelamin: '',
  ibu_kandung: '',
  status_pernikahan: '',
  kewarganegaraan: '',
  warga_negara: '',
  alamat: '',
  provinsi: '',
  kabupaten: '',
  kecamatan: '',
  kelurahan: '',
  kode_pos: '',
  rt: '',
  rw: '',
};
const filled: PersonalDataValues = {
  ...emptyPersonal,
  nik: '3174091708900001',
  nama: 'Siti Aminah',
  tempat_lahir: 'Jakarta',
  tanggal_lahir: '17-08-1990',
  agama: '1',
  jenis_kelamin: '2',
  ibu_kandung: 'Fatimah',
  status_pernikahan: '2',
  kewarganegaraan: 'WNI',
  alamat: 'Jl. Melati 1',
  provinsi: '31',
  kabupaten: '3174',
  kecamatan: '317409',
  kelurahan: '3174091001',
  kode_pos: '12510',
  rt: '001',
  rw: '002',
};

describe('toPersonalDataPayload (spec §3, §5)', () => {
  it('§5.1 §5.2 sends only non-empty fields, but nik always (empty if missing)', () => {
    const result = toPersonalDataPayload({ ...emptyPersonal, nama: 'Siti' }, { isPassport: false });
    expect(result).toEqual({ ok: true, payload: { nik: '', nama: 'Siti', is_passport: false } });
  });

  it('sends master-data ids as numbers and coordinates as alt, lat and long', () => {
    const result = toPersonalDataPayload(filled, {
      isPassport: false,
      coordinates: { altitude: 12.5, latitude: -6.2, longitude: 106.8 },
      images: { foto_ktp: JPEG, profile_ktp: JPEG, profile: JPEG },
    });
    expect(result.ok && result.payload).toMatchObject({
      nik: '3174091708900001',
      agama: 1,
      jenis_kelamin: 2,
      status_pernikahan: 2,
      alt: 12.5,
      lat: -6.2,
      long: 106.8,
      ktp: JPEG,
      profile_ktp: JPEG,
      profile: JPEG,
    });
    expect(result.ok && 'altitude' in result.payload).toBe(false);
  });

  it('leaves out coordinates that are unknown', () => {
    const result = toPersonalDataPayload(filled, {
      isPassport: false,
      coordinates: { altitude: null, latitude: -6.2, longitude: 106.8 },
    });
    expect(
      result.ok && Object.keys(result.payload).filter((k) => ['alt', 'lat', 'long'].includes(k)),
    ).toEqual(['lat', 'long']);
  });

  it('§5.7 passport users: placeholder ID photo as ktp, nik sent empty, passport number uppercased', () => {
    const result = toPersonalDataPayload(
      { ...filled, no_paspor: 'x1234567', kewarganegaraan: 'WNA' },
      { isPassport: true, images: { profile: JPEG } },
    );
    expect(result.ok && result.payload).toMatchObject({
      nik: '',
      no_paspor: 'X1234567',
      is_passport: true,
      ktp: PASSPORT_PLACEHOLDER_ID_PHOTO,
    });
  });

  it.each([
    ['a blob URL', 'blob:https://app/123'],
    ['a plain URL', 'https://cdn.example/ktp.jpg'],
    ['a non-image data URL', 'data:text/plain;base64,aGVsbG8='],
  ])("§5.6 §8.9 stops with 'Gambar gagal diproses!' for %s", (_, image) => {
    const result = toPersonalDataPayload(filled, { isPassport: false, images: { profile: image } });
    expect(result.ok).toBe(false);
    expect(!result.ok && textOf(result.error)).toBe('Gambar gagal diproses!');
  });
});

describe('personalDataIssues: the messages before the eKYC submit (spec §5)', () => {
  it('lists the six messages, in the spec order, for an empty form', () => {
    expect(personalDataIssues(emptyPersonal, false).map((i) => text(i.message))).toEqual([
      'Agama harap diisi',
      'Ibu kandung harap diisi',
      'Status pernikahan harap diisi',
      'Kode pos harap diisi',
      'RT harap diisi',
      'RW harap diisi',
    ]);
  });

  it('does not require kode pos, RT and RW from passport holders', () => {
    expect(personalDataIssues(emptyPersonal, true).map((i) => i.field)).toEqual([
      'agama',
      'ibu_kandung',
      'status_pernikahan',
    ]);
  });

  it('treats blanks as missing and is satisfied by a filled form', () => {
    expect(personalDataIssues({ ...filled, rw: '  ' }, false).map((i) => text(i.message))).toEqual([
      'RW harap diisi',
    ]);
    expect(personalDataIssues(filled, false)).toEqual([]);
  });

  it("'Mohon melakukan test liveness' when a photo was taken but no liveness result exists", () => {
    expect(text(livenessIssue({ profile: JPEG }, false)?.message)).toBe(
      'Mohon melakukan test liveness',
    );
    expect(livenessIssue({ profile: JPEG }, true)).toBeNull();
    expect(livenessIssue({}, false)).toBeNull();
  });

  it("'Gambar gagal diproses!' for an image that is not a base64 data URL", () => {
    expect(text(imageIssue({ foto_ktp: 'ktp.jpg' })?.message)).toBe('Gambar gagal diproses!');
    expect(imageIssue({ foto_ktp: JPEG, profile: null })).toBeNull();
  });
});

describe('toEducationPayload (spec §5: npwp always sent)', () => {
  const empty: EducationValues = {
    pendidikan: '',
    pekerjaan: '',
    bidang_pekerjaan: '',
    bidang_online: '',
    lama_kerja: '',
    estimasi_penghasilan: '',
    sumber_penghasilan: '',
    npwp: '',
    rekening: '',
    bank: '',
    nama_pemilik: '',
  };

  it('§5.3 sends npwp even when empty, nothing else that is empty', () => {
    expect(toEducationPayload(empty)).toEqual({ npwp: '' });
  });

  it('sends ids as numbers and npwp as digits', () => {
    expect(
      toEducationPayload({
        ...empty,
        pendidikan: '5',
        pekerjaan: '3',
        npwp: '09.254.294.3-407.000',
        rekening: '1234 5678 90',
        bank: '009',
        nama_pemilik: 'Siti Aminah',
      }),
    ).toEqual({
      pendidikan: 5,
      pekerjaan: 3,
      npwp: '092542943407000',
      rekening: '1234567890',
      bank: '009',
      nama_pemilik: 'Siti Aminah',
    });
  });
});

describe('toHeirPayload and phone numbers', () => {
  it.each([
    ['0812-3456-7890', { number: '81234567890', operator: '812' }],
    ['+62 812 3456 7890', { number: '81234567890', operator: '812' }],
    ['6285712345678', { number: '85712345678', operator: '857' }],
    ['81234567890', { number: '81234567890', operator: '812' }],
    ['021 555 1234', null],
    ['08', null],
  ])('splitPhone(%s) → %j', (typed, expected) => {
    expect(splitPhone(typed)).toEqual(expected);
  });

  it('heir: telp without the leading 0 and its operator code; nik always', () => {
    expect(
      toHeirPayload({
        ahli_waris: 'Ahmad',
        nik: '',
        hubungan: '2',
        telp: '0812-3456-7890',
        alamat: 'Bandung',
      }),
    ).toEqual({
      ahli_waris: 'Ahmad',
      nik: '',
      hubungan: 2,
      telp: '81234567890',
      kode_operator: '812',
      alamat: 'Bandung',
    });
  });
});

describe('OCR (spec §5, §8)', () => {
  const reading = OCR_READING;

  it.each([
    ['7-8-1990', '07-08-1990'],
    ['17-08-1990', '17-08-1990'],
    ['1/2/1990', '01-02-1990'],
    ['1990-08-17', undefined],
    ['', undefined],
    ['31-02-1990', undefined],
  ])('§5.10 §9.12 padBirthDate(%s) → %s (OCR dates DD-MM-YYYY)', (raw, expected) => {
    expect(padBirthDate(raw)).toBe(expected);
  });

  it.each([
    ['001/002', { rt: '001', rw: '002' }],
    [' 3 / 4 ', { rt: '3', rw: '4' }],
    ['001', undefined],
    ['001/', undefined],
  ])('§5.11 splitRtRw(%s) → %j (needs at least two parts)', (raw, expected) => {
    expect(splitRtRw(raw)).toEqual(expected);
  });

  // The region lists the pickers show (the region calls), as the server names them.
  const regions: RegionLookup = {
    provinces: async () => [{ value: '31', label: 'DKI Jakarta' }],
    cities: async (province) =>
      province === '31' ? [{ value: '3174', label: 'Kota Administrasi Jakarta Selatan' }] : [],
    districts: async (city) =>
      city === '3174'
        ? [
            { value: '317408', label: 'Pasar Minggu' },
            { value: '317409', label: 'Cilandak' },
          ]
        : [],
    villages: async (district) =>
      district === '317409'
        ? [
            { value: '3174091002', label: 'Gandaria Selatan' },
            { value: '3174091001', label: 'Cipete  Selatan' },
          ]
        : [],
  };

  it('§9.1 §9.12 fills the fields of a good reading (16-digit nik, DD-MM-YYYY birth date), the region names turned into the pickers’ codes', async () => {
    expect(await fieldsFromOcr(reading, regions)).toEqual({
      nik: '3174091708900001',
      nama: 'SITI AMINAH',
      tempat_lahir: 'JAKARTA',
      tanggal_lahir: '07-08-1990',
      provinsi: '31',
      kabupaten: '3174',
      kecamatan: '317409',
      kelurahan: '3174091001',
      alamat: 'JL. MELATI 1',
      rt: '001',
      rw: '002',
    });
  });

  it.each([
    ['an unknown village', { kelurahan: 'ANTAH BERANTAH' }, ['31', '3174', '317409', '']],
    ['an unknown district', { kecamatan: 'ANTAH' }, ['31', '3174', '', '']],
    ['a city outside the province', { kode_kota: '3275' }, ['31', '', '', '']],
    ['empty names', { kecamatan: '', kelurahan: '' }, ['31', '3174', '', '']],
  ])('leaves a region level empty, never a name, for %s', async (_, change, codes) => {
    const fields = await fieldsFromOcr({ ...reading, ...change }, regions);
    expect([fields.provinsi, fields.kabupaten, fields.kecamatan, fields.kelurahan]).toEqual(codes);
  });

  it('leaves the region pickers alone when the province is unknown or the lists fail', async () => {
    const unknown = await fieldsFromOcr({ ...reading, kode_provinsi: '99' }, regions);
    const failing = { ...regions, provinces: () => Promise.reject(new Error('offline')) };
    const offline = await fieldsFromOcr(reading, failing);
    for (const fields of [unknown, offline]) {
      for (const level of ['provinsi', 'kabupaten', 'kecamatan', 'kelurahan'])
        expect(fields).not.toHaveProperty(level);
      expect(fields.nama).toBe('SITI AMINAH');
    }
  });

  it.each(['317409170890000', '31740917089000012', ''])(
    '§5.9 §9.1 accepts a nik only at exactly 16 characters (%s)',
    async (nik) => {
      expect((await fieldsFromOcr({ ...reading, nik }, regions)).nik).toBeUndefined();
    },
  );

  it.each([
    [{ status: 'success', message: 'ok', reason: null, data: reading }, 'OCR Berhasil', undefined],
    [
      { status: 'not_found', message: 'x', reason: null, data: reading },
      'OCR Gagal KTP Tidak Ditemukan',
      undefined,
    ],
    [
      { status: 'failed', message: 'x', reason: 'gambar buram', data: reading },
      'OCR Gagal, {reason}',
      'gambar buram',
    ],
    [null, 'Gagal mengolah gambar KTP', undefined],
  ] as const)('message for %j', async (answer, message, reason) => {
    const outcome = await ocrOutcome(answer, regions);
    expect(textOf(outcome.message)).toBe(message);
    expect(outcome.values?.reason).toBe(reason);
    expect(Object.keys(outcome.fields).length > 0).toBe(answer?.status === 'success');
  });
});

describe('identity verification request (spec §3)', () => {
  it('sends nik, name, dob as YYYY-MM-DD, phone with 62, selfie and ktp', () => {
    expect(
      toIdentityVerificationPayload({
        nik: '3174091708900001',
        nama: ' Siti Aminah ',
        tanggal_lahir: '17-08-1990',
        phone: '0812-3456-7890',
        selfie: JPEG,
        ktp: JPEG,
      }),
    ).toEqual({
      ok: true,
      payload: {
        nik: '3174091708900001',
        name: 'Siti Aminah',
        dob: '1990-08-17',
        phone: '6281234567890',
        selfie: JPEG,
        ktp: JPEG,
      },
    });
  });

  it("§8.12 an ID image that cannot be converted gives 'Terdapat kesalahan, coba lagi!'", () => {
    const result = toIdentityVerificationPayload({
      nik: '3174091708900001',
      nama: 'Siti',
      tanggal_lahir: '17-08-1990',
      phone: '081234567890',
      selfie: JPEG,
      ktp: 'blob:x',
    });
    expect(!result.ok && textOf(result.error)).toBe('Terdapat kesalahan, coba lagi!');
  });

  it('dmyToIso', () => {
    expect(dmyToIso('01-02-2000')).toBe('2000-02-01');
    expect(dmyToIso('2000-02-01')).toBeUndefined();
    // A real calendar date only (dayjs strict): the old regex sent '1990-02-31' to the provider.
    expect(dmyToIso('31-02-1990')).toBeUndefined();
  });
});
