import { describe, expect, it } from 'vitest';
import { toFormData } from './form-data.ts';

const entries = (formData: FormData) =>
  [...formData.entries()].map(([key, value]) => [
    key,
    typeof value === 'string' ? value : `file:${value.name}`,
  ]);

describe('toFormData', () => {
  it('encodes arrays of objects as admins[i][field]', () => {
    const formData = toFormData({
      admins: [
        { nama: 'Budi Santoso', jabatan: 2, jenis_identitas: 1 },
        { nama: 'Ani Lestari', jabatan: 3, jenis_identitas: 1 },
      ],
    });
    expect(entries(formData)).toEqual([
      ['admins[0][nama]', 'Budi Santoso'],
      ['admins[0][jabatan]', '2'],
      ['admins[0][jenis_identitas]', '1'],
      ['admins[1][nama]', 'Ani Lestari'],
      ['admins[1][jabatan]', '3'],
      ['admins[1][jenis_identitas]', '1'],
    ]);
  });

  it('keeps files and blobs as files, inside arrays too', () => {
    const ktp = new File(['jpeg-bytes'], 'ktp.jpg', { type: 'image/jpeg' });
    const npwp = new Blob(['pdf-bytes'], { type: 'application/pdf' });
    const formData = toFormData({ ktp_file: ktp, shareholders: [{ foto_npwp: npwp }] });
    const file = formData.get('ktp_file');
    expect(file).toBeInstanceOf(File);
    expect((file as File).name).toBe('ktp.jpg');
    expect((file as File).type).toBe('image/jpeg');
    expect(formData.get('shareholders[0][foto_npwp]')).toBeInstanceOf(Blob);
  });

  it('leaves out undefined and null but keeps empty strings and zero', () => {
    const formData = toFormData({
      nik: '',
      npwp: undefined,
      rt: null,
      lembar_saham: 0,
      is_passport: false,
    });
    expect(entries(formData)).toEqual([
      ['nik', ''],
      ['lembar_saham', '0'],
      ['is_passport', '0'],
    ]);
  });

  it('encodes nested objects with brackets and arrays of scalars with indexes', () => {
    const formData = toFormData({
      contacts: [{ nama: 'Rina', alamat: { kota: 'Depok' } }],
      tags: ['a', 'b'],
    });
    expect(entries(formData)).toEqual([
      ['contacts[0][nama]', 'Rina'],
      ['contacts[0][alamat][kota]', 'Depok'],
      ['tags[0]', 'a'],
      ['tags[1]', 'b'],
    ]);
  });

  it('rejects a body that is not an object', () => {
    expect(() => toFormData('nik=1')).toThrow(TypeError);
  });
});
