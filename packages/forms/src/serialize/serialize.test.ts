import { describe, expect, it } from 'vitest';
import {
  ALWAYS_SEND,
  amountDigits,
  compactPayload,
  isEmptyValue,
  stripDots,
  toFormData,
  toMultipartEntries,
} from './serialize';

describe('compactPayload — spec §5 "sent only when non-empty; nik always sent, empty if missing"', () => {
  it('drops empty fields and keeps the others (trimmed)', () => {
    expect(
      compactPayload({
        nama: ' Budi ',
        alamat: '',
        kota: null,
        rt: undefined,
        umur: 0,
        aktif: false,
        list: [],
      }),
    ).toEqual({
      nama: 'Budi',
      umur: 0,
      aktif: false,
    });
  });

  it('always sends nik, empty if missing', () => {
    expect(compactPayload({ nama: 'Budi' }, { alwaysSend: ALWAYS_SEND.withNik })).toEqual({
      nama: 'Budi',
      nik: '',
    });
    expect(
      compactPayload({ nik: '3174012345678901' }, { alwaysSend: ALWAYS_SEND.withNik }),
    ).toEqual({ nik: '3174012345678901' });
  });

  it('always sends npwp in the education and work form', () => {
    expect(
      compactPayload({ pendidikan: 'S1', npwp: '' }, { alwaysSend: ALWAYS_SEND.educationWork }),
    ).toEqual({
      pendidikan: 'S1',
      nik: '',
      npwp: '',
    });
  });
});

describe('stripDots / amountDigits — spec §5', () => {
  it('strips dots of lembar_saham', () => {
    expect(stripDots('1.000.000')).toBe('1000000');
    expect(stripDots(2500)).toBe('2500');
    expect(stripDots(null)).toBe('');
  });
  it('keeps digits only of currency amounts', () => {
    expect(amountDigits('Rp 1.500.000')).toBe('1500000');
    expect(amountDigits(undefined)).toBe('');
  });
  it('knows what is empty', () => {
    expect(isEmptyValue('  ')).toBe(true);
    expect(isEmptyValue(0)).toBe(false);
  });
});

describe('multipart arrays — admins[i][field]', () => {
  it('flattens arrays of objects and skips empty values', () => {
    const entries = toMultipartEntries({
      nama_perusahaan: 'PT Maju',
      admins: [
        { nama: 'Budi', jabatan: 2, nik: '' },
        { nama: 'Siti', jabatan: 3, email: '' },
      ],
      tags: ['a', 'b'],
      alamat: { kota: 'Jakarta', rt: '' },
    });
    expect(entries).toEqual([
      ['nama_perusahaan', 'PT Maju'],
      ['admins[0][nama]', 'Budi'],
      ['admins[0][jabatan]', '2'],
      ['admins[1][nama]', 'Siti'],
      ['admins[1][jabatan]', '3'],
      ['tags[0]', 'a'],
      ['tags[1]', 'b'],
      ['alamat[kota]', 'Jakarta'],
    ]);
  });

  it('keeps alwaysSend leaf keys (nik) inside arrays and files as blobs', () => {
    const photo = new Blob(['x'], { type: 'image/jpeg' });
    const form = toFormData(
      { admins: [{ nama: 'Budi', nik: '', foto: photo }] },
      { alwaysSend: ['nik'] },
    );
    expect([...form.keys()]).toEqual(['admins[0][nama]', 'admins[0][nik]', 'admins[0][foto]']);
    expect(form.get('admins[0][nik]')).toBe('');
    expect(form.get('admins[0][foto]')).toBeInstanceOf(Blob);
  });
});
