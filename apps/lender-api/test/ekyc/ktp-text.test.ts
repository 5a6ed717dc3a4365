import { describe, expect, it } from 'vitest';
import {
  digitsOf,
  readDate,
  readKtpText,
  readNik,
  readRtRw,
} from '../../src/modules/ekyc/ocr/ktp-text.ts';
import { distance } from '../../src/modules/ekyc/ocr/regions.ts';

// Text as tesseract reads generated cards (label noise such as "TempatiTgi", "KellDesa", "RTIRW").
const READ = `PROVINSI JAWA BARAT
KOTA DEPOK

NIK :3276045708900001
Nama : SITI AMINAH
TempatiTgi Lahir: BANDUNG, 17-08-1990
Jenis Kelamin : PEREMPUAN
Alamat : JL. KRUKUT RAYA NO. 12

RTIRW : 0031007

KellDesa : CINERE

Kecamatan : CINERE
Agama : ISLAM
Status Perkawinan : KAWIN
Pekerjaan : KARYAWAN SWASTA KOTA DEPOK
Kewarganegaraan : WNI 12-03-2019
Berlaku Hingga — : SEUMUR HIDUP da`;

describe('reading KTP text', () => {
  it('reads every field of a card', () => {
    expect(readKtpText(READ)).toEqual({
      labels: 9,
      provinsi: 'JAWA BARAT',
      kota: 'KOTA DEPOK',
      nik: '3276045708900001',
      nama: 'SITI AMINAH',
      tempat_lahir: 'BANDUNG',
      tanggal_lahir: '17-08-1990',
      alamat: 'JL. KRUKUT RAYA NO. 12',
      rt_rw: '003/007',
      kelurahan: 'CINERE',
      kecamatan: 'CINERE',
    });
  });

  it('takes digit look-alikes in number fields as digits', () => {
    expect(digitsOf('32O6O4S7O89OOOl2')).toBe('3206045708900012');
    expect(readNik(': 3276 045708900001')).toBe('3276045708900001');
    expect(readNik('1101021203850007 extra')).toBe('1101021203850007');
  });

  it('finds an unlabelled 16-digit NIK and counts no labels on other text', () => {
    const card = readKtpText(
      'PROVINSI ACEH\nKABUPATEN ACEH SELATAN\n: 1101021203850007\nNama : TEUKU',
    );
    expect(card.nik).toBe('1101021203850007');
    expect(card.kota).toBe('KABUPATEN ACEH SELATAN');
    expect(readKtpText('Resep Nasi Goreng\nPanaskan minyak, tumis bawang.').labels).toBe(0);
    expect(readKtpText('Status Perkawinan: BELUM KAWIN 5555').nik).toBe('');
  });

  it('pads dates and RT/RW', () => {
    expect(readDate('BANDUNG, 7-8-1990')).toBe('07-08-1990');
    expect(readDate('BANDUNG, 17.O8.1990')).toBe('17-08-1990');
    expect(readDate('BANDUNG, 45-13-1990')).toBe('');
    expect(readRtRw('0031007')).toBe('003/007');
    expect(readRtRw('003/007')).toBe('003/007');
    expect(readRtRw('3 / 7')).toBe('003/007');
    expect(readRtRw('001002')).toBe('001/002');
    expect(readRtRw('')).toBe('');
  });

  it('measures edit distance', () => {
    expect(distance('CINERE', 'CINERE')).toBe(0);
    expect(distance('C1NERE', 'CINERE')).toBe(1);
    expect(distance('', 'ABC')).toBe(3);
  });
});
