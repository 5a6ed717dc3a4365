import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OcrUnreadableError, type OcrProvider } from '../../src/providers/ocr/index.ts';
import { createTesseractOcr } from '../../src/providers/ocr/tesseract.ts';
import { readKtpText } from '../../src/modules/ekyc/ocr/ktp-text.ts';
import { ktpHtml, renderJpegs, type KtpIdentity, type KtpPhoto } from '../helpers/ktp-image.ts';

const SITI: KtpIdentity = {
  nik: '3273014507900012',
  nama: 'Siti Aminah',
  tempatLahir: 'Bandung',
  tanggalLahir: '05-07-1990',
  jenisKelamin: 'PEREMPUAN',
  provinsi: 'Jawa Barat',
  kota: 'Kota Bandung',
  kecamatan: 'Sukasari',
  kelurahan: 'Gegerkalong',
  alamat: 'Jl. Merdeka No. 45',
  rtRw: '003/007',
  agama: 'Islam',
  statusPerkawinan: 'Kawin',
  pekerjaan: 'Karyawan Swasta',
};

/**
 * What every OCR implementation promises: bytes that are no image are refused with
 * `OcrUnreadableError` (and the engine reads on after it); a card photo's text comes back with the
 * NIK in it and a mean confidence in 0–100; closing twice is harmless. One card only: a reading
 * takes seconds.
 */
export async function checkOcrProvider(
  ocr: OcrProvider,
  card: { image: Uint8Array; nik: string },
): Promise<void> {
  await expect(ocr.read(new TextEncoder().encode('bukan gambar'))).rejects.toBeInstanceOf(
    OcrUnreadableError,
  );
  const read = await ocr.read(card.image);
  expect(read.text.replace(/\s/g, '')).toContain(card.nik);
  expect(read.confidence).toBeGreaterThanOrEqual(0);
  expect(read.confidence).toBeLessThanOrEqual(100);
  await ocr.close();
  await ocr.close();
}

/** A Balinese name: its one-letter first part is the one OCR drops most easily. */
const KETUT: KtpIdentity = {
  nik: '5171031207850003',
  nama: 'I Ketut Wirawan',
  tempatLahir: 'Denpasar',
  tanggalLahir: '12-07-1985',
  jenisKelamin: 'LAKI-LAKI',
  provinsi: 'Bali',
  kota: 'Kota Denpasar',
  kecamatan: 'Denpasar Selatan',
  kelurahan: 'Sesetan',
  alamat: 'JL. RAYA SESETAN NO. 8',
  rtRw: '004/011',
  agama: 'Hindu',
  statusPerkawinan: 'KAWIN',
  pekerjaan: 'WIRASWASTA',
};
const NI_LUH: KtpIdentity = {
  ...KETUT,
  nik: '5103065010920002',
  nama: 'Ni Luh Made Sari',
  tanggalLahir: '10-10-1992',
  jenisKelamin: 'PEREMPUAN',
  rtRw: '001/005',
};

/** Phone photos of a card: held at a slant, out of focus, in a dim room. */
const PHOTOS: Array<{ name: string; id: KtpIdentity; photo: KtpPhoto }> = [
  { name: 'tilted 5° clockwise', id: KETUT, photo: { tilt: 5 } },
  {
    name: 'tilted 5° anticlockwise and a little blurred',
    id: KETUT,
    photo: { tilt: -5, blur: 0.8 },
  },
  { name: 'tilted 5° clockwise and a little blurred', id: NI_LUH, photo: { tilt: 5, blur: 0.8 } },
  { name: 'out of focus', id: KETUT, photo: { blur: 1 } },
  { name: 'in low light', id: KETUT, photo: { light: 0.35 } },
];

let card: { image: Uint8Array; nik: string };
let photos: Buffer[];
beforeAll(async () => {
  const [image, ...rest] = await renderJpegs([
    ktpHtml(SITI),
    ...PHOTOS.map(({ id, photo }) => ktpHtml(id, photo)),
  ]);
  card = { image: image!, nik: SITI.nik };
  photos = rest;
});

describe('OCR contract', () => {
  const opened: OcrProvider[] = [];
  afterAll(async () => {
    for (const ocr of opened) await ocr.close();
  });

  it('tesseract keeps it', async () => {
    const ocr = createTesseractOcr();
    opened.push(ocr);
    await checkOcrProvider(ocr, card);
  });

  it('catches an implementation that breaks it', async () => {
    const plainErrors: OcrProvider = {
      read: async () => {
        throw new Error('cannot decode');
      },
      close: async () => undefined,
    };
    await expect(checkOcrProvider(plainErrors, card)).rejects.toThrow();
    const confidencePerMille: OcrProvider = {
      read: async (image) => {
        if (image.length < 100) throw new OcrUnreadableError('not an image');
        return { text: `NIK : ${card.nik}`, confidence: 910 };
      },
      close: async () => undefined,
    };
    await expect(checkOcrProvider(confidencePerMille, card)).rejects.toThrow();
  });
});

describe('tesseract on phone photos of a KTP', () => {
  const ocr = createTesseractOcr();
  afterAll(async () => {
    await ocr.close();
  });

  for (const [index, { name, id, photo }] of PHOTOS.entries()) {
    it(`reads NIK, name, birth date and RT/RW of a card ${name}`, async () => {
      const started = performance.now();
      const cpu = process.cpuUsage();
      const read = await ocr.read(photos[index] ?? Buffer.alloc(0));
      const ms = performance.now() - started;
      const used = process.cpuUsage(cpu);
      const fields = readKtpText(read.text);
      expect(
        {
          nik: fields.nik,
          nama: fields.nama,
          tanggal_lahir: fields.tanggal_lahir,
          rt_rw: fields.rt_rw,
        },
        read.text,
      ).toEqual({
        nik: id.nik,
        nama: id.nama.toUpperCase(),
        tanggal_lahir: id.tanggalLahir,
        rt_rw: id.rtRw,
      });
      // The tilt is measured (and turned back) to within a few tenths of a degree.
      expect(Math.abs((read.skewDegrees ?? 99) - (photo.tilt ?? 0))).toBeLessThanOrEqual(0.3);
      // CPU time of the process (the engine's worker thread included) does not grow with machine load.
      console.log(
        `OCR ${name}: ${ms.toFixed(0)} ms, ${((used.user + used.system) / 1000).toFixed(0)} ms CPU`,
      );
    });
  }
});
