import { describe, expect, it } from 'vitest';
import { splitPhone } from '../../../capabilities/phone-verification';
import {
  toDmy,
  toEducationPayload as toLegacyEducationForm,
  toHeirPayload as toLegacyHeir,
  type EducationValues as LegacyEducationValues,
} from '../../../capabilities/wizard';
import {
  toLegacyPersonalForm,
  toLegacyPhotosUpload,
  type LegacyPersonalValues,
} from './to-legacy-payloads';

const personal: LegacyPersonalValues = {
  nik: '3174 0917 0890 0001',
  nama: 'Siti Aminah',
  tempat_lahir: 'Jakarta',
  tanggal_lahir: '7-3-1990',
  jenis_kelamin: '2',
  agama: '1',
  ibu_kandung: 'Fatimah',
  status_pernikahan: '',
  alamat: 'Jl. Melati 1',
  provinsi: '31',
  kabupaten: '3171',
  kecamatan: '',
  kelurahan: '',
  kode_pos: '',
  rt: '001',
  rw: '',
};

describe('older KYC: first form (spec §5: only non-empty fields, nik always)', () => {
  it('sends ids as numbers, the date DD-MM-YYYY, nik digits, and leaves empty fields out', () => {
    expect(toLegacyPersonalForm(personal)).toEqual({
      nik: '3174091708900001',
      nama: 'Siti Aminah',
      tempat_lahir: 'Jakarta',
      tanggal_lahir: '07-03-1990',
      jenis_kelamin: 2,
      agama: 1,
      ibu_kandung: 'Fatimah',
      alamat: 'Jl. Melati 1',
      provinsi: '31',
      kabupaten: '3171',
      rt: '001',
      kewarganegaraan: 'WNI',
      is_passport: false,
    });
  });

  it('nik is always sent, empty if missing', () => {
    expect(toLegacyPersonalForm({ ...personal, nik: '' }).nik).toBe('');
  });
});

describe('older KYC: photos posted separately after the first form', () => {
  it('sends only the chosen photos; none chosen → nothing to post', () => {
    const ktp = new File(['x'], 'ktp.jpg', { type: 'image/jpeg' });
    expect(toLegacyPhotosUpload({ ktp, profile: null })).toEqual({ ktp });
    expect(toLegacyPhotosUpload({})).toBeNull();
  });
});

describe('older KYC: second form (npwp always sent)', () => {
  const education: LegacyEducationValues = {
    pendidikan: '5',
    pekerjaan: '2',
    bidang_pekerjaan: '',
    bidang_online: '',
    lama_kerja: '0',
    estimasi_penghasilan: '3',
    sumber_penghasilan: '1',
    npwp: '',
    rekening: '712 345 6789',
    bank: '009',
    nama_pemilik: 'Siti Aminah',
  };

  it.each([
    ['', ''],
    ['01.234.567.8-901.000', '012345678901000'],
  ])('npwp %j → %j', (typed, sent) => {
    expect(toLegacyEducationForm({ ...education, npwp: typed }).npwp).toBe(sent);
  });

  it('ids as numbers (0 is none), account digits, the NPWP photo when chosen', () => {
    const photo = new File(['x'], 'npwp.jpg', { type: 'image/jpeg' });
    expect(toLegacyEducationForm(education, photo)).toEqual({
      pendidikan: 5,
      pekerjaan: 2,
      estimasi_penghasilan: 3,
      sumber_penghasilan: 1,
      npwp: '',
      rekening: '7123456789',
      bank: '009',
      nama_pemilik: 'Siti Aminah',
      foto_npwp: photo,
    });
  });
});

describe('older KYC: heir', () => {
  it('splits the phone into number and operator code; nik always sent', () => {
    expect(
      toLegacyHeir({
        ahli_waris: 'Ahmad',
        nik: '',
        hubungan: '2',
        telp: '0812-3456-7890',
        alamat: 'Depok',
      }),
    ).toEqual({
      ahli_waris: 'Ahmad',
      nik: '',
      hubungan: 2,
      telp: '81234567890',
      kode_operator: '812',
      alamat: 'Depok',
    });
  });

  it.each([
    ['+62 812 3456 7890', { number: '81234567890', operator: '812' }],
    ['021555123', null],
  ])('splitPhone(%j)', (typed, expected) => {
    expect(splitPhone(typed)).toEqual(expected);
  });

  it.each([
    ['1990-03-07', '07-03-1990'],
    ['07/03/1990', '07-03-1990'],
    ['7 Maret', undefined],
  ])('toDmy(%j) → %j', (typed, expected) => {
    expect(toDmy(typed)).toBe(expected);
  });
});
