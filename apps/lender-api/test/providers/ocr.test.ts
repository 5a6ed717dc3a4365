import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OcrUnreadableError, type OcrProvider } from '../../src/providers/ocr/index.ts';
import { createTesseractOcr } from '../../src/providers/ocr/tesseract.ts';
import { ktpHtml, renderJpegs, type KtpIdentity } from '../helpers/ktp-image.ts';

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

let card: { image: Uint8Array; nik: string };
beforeAll(async () => {
  const [image] = await renderJpegs([ktpHtml(SITI)]);
  card = { image: image!, nik: SITI.nik };
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
