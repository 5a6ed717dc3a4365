import { describe, expect, it } from 'vitest';
import {
  digitsOf,
  readDate,
  readKtpText,
  readName,
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

  it('keeps the one-letter parts of Balinese and Javanese names', () => {
    expect(readName('I KETUT WIRAWAN')).toBe('I KETUT WIRAWAN');
    // The capital I of a sans-serif face read as a stroke, alone or glued to the next word.
    expect(readName('1 KETUT WIRAWAN')).toBe('I KETUT WIRAWAN');
    expect(readName('1KETUT WIRAWAN')).toBe('I KETUT WIRAWAN');
    expect(readName('| GUSTI AYU MADE SARI')).toBe('I GUSTI AYU MADE SARI');
    expect(readName('l GUSTI NGURAH')).toBe('I GUSTI NGURAH');
    // The narrow space after a one-letter word lost.
    expect(readName('IKETUT WIRAWAN')).toBe('I KETUT WIRAWAN');
    expect(readName('NILUH PUTU ARYANI')).toBe('NI LUH PUTU ARYANI');
    expect(readName('IGUSTI AYU RAI')).toBe('I GUSTI AYU RAI');
    expect(readName('MUHAMMAD A. RAHMAN')).toBe('MUHAMMAD A. RAHMAN');
    expect(readKtpText('Nama 1 KETUT WIRAWAN').nama).toBe('I KETUT WIRAWAN');
    expect(readKtpText('Nama : NI LUH MADE SARI').nama).toBe('NI LUH MADE SARI');
  });

  it('drops OCR noise around a name without inventing letters', () => {
    // Scraps of the photo or signature read after the name; marks inside words.
    expect(readName('KETUT WIRAWAN . Dn')).toBe('KETUT WIRAWAN');
    expect(readName('SITI AMINAH da')).toBe('SITI AMINAH');
    expect(readName('SITI AMI#NAH ,')).toBe('SITI AMINAH');
    // Without a colon on the line, a leading bar is the colon as read, not an I.
    expect(readName('| KETUT WIRAWAN', true)).toBe('KETUT WIRAWAN');
    expect(readKtpText('Nama | KETUT WIRAWAN').nama).toBe('KETUT WIRAWAN');
    // Names that merely start with I or NI stay whole.
    expect(readName('INDRA NINGSIH')).toBe('INDRA NINGSIH');
    expect(readName('NINA IMANUEL')).toBe('NINA IMANUEL');
  });

  it('reads birth dates through OCR confusions, never guessing one', () => {
    expect(readDate('DENPASAR, l2-O7-1985')).toBe('12-07-1985');
    expect(readDate('DENPASAR, 12.07.I985')).toBe('12-07-1985');
    expect(readDate('DENPASAR, S1-12-1985')).toBe('');
    expect(readDate('DENPASAR, 15-O8-2OOO')).toBe('15-08-2000');
    expect(readDate('DENPASAR, 1B-05-1990')).toBe('18-05-1990');
    expect(readDate('DENPASAR 12071985')).toBe('12-07-1985');
    expect(readDate('DENPASAR, 1207-1985')).toBe('12-07-1985');
    expect(readDate('DENPASAR, 12-071985')).toBe('12-07-1985');
    // Letters of the place are not digits; impossible or partial dates give nothing.
    expect(readDate('BOGOR, 31-02-1990')).toBe('');
    expect(readDate('BOGOR, 29-02-1990')).toBe('');
    expect(readDate('BOGOR, 29-02-1992')).toBe('29-02-1992');
    expect(readDate('BOGOR, 12-07-85')).toBe('');
    expect(readDate('BOGOR, 1781990')).toBe('');
    expect(readDate('BOGOR, 12-07-1w85')).toBe('');
    expect(readDate('SOLO')).toBe('');
    const card = readKtpText('TempatiTgi Lahir DENPASAR 12.O7.1985');
    expect(card.tempat_lahir).toBe('DENPASAR');
    expect(card.tanggal_lahir).toBe('12-07-1985');
  });

  it('reads RT/RW through OCR confusions, never guessing one', () => {
    expect(readRtRw('0O4/O11')).toBe('004/011');
    expect(readRtRw('004I011')).toBe('004/011');
    expect(readRtRw('004l011')).toBe('004/011');
    expect(readRtRw('0047011')).toBe('004/011');
    expect(readRtRw('OO4 O11')).toBe('004/011');
    expect(readRtRw('04/11')).toBe('004/011');
    expect(readRtRw('0S1/002')).toBe('051/002');
    expect(readRtRw('0041011 da')).toBe('004/011');
    // A letter that is no digit, a lost half, a number too long: nothing rather than a guess.
    expect(readRtRw('00w011')).toBe('');
    expect(readRtRw('004')).toBe('');
    expect(readRtRw('0045011')).toBe('');
    expect(readRtRw('00401100')).toBe('');
    expect(readRtRw('004/0x1')).toBe('');
  });

  it('measures edit distance', () => {
    expect(distance('CINERE', 'CINERE')).toBe(0);
    expect(distance('C1NERE', 'CINERE')).toBe(1);
    expect(distance('', 'ABC')).toBe(3);
  });
});
