import { decodePDFRawStream, PDFDict, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { pdfSafe } from '../../src/modules/signing/pdf-fonts.ts';
import { A4_PORTRAIT, PdfWriter } from '../../src/modules/signing/pdf-layout.ts';
import { parseToUnicode, pdfText } from './pdf-text.ts';

function writer() {
  return PdfWriter.create(A4_PORTRAIT, {
    title: 'Akad Zoë Łukasiewicz 王',
    subject: 'PT Sinar Ğüneş Abadi',
    author: 'Pendana',
    keywords: ['Ğüneş', '王'],
    created: new Date('2026-11-23T00:00:00Z'),
  });
}

describe('pdfSafe', () => {
  it('keeps what the embedded font has and replaces only what it lacks', async () => {
    const pdf = await writer();
    for (const bold of [false, true]) {
      const font = pdf.font(bold);
      expect(pdfSafe('Zoë Łukasiewicz, PT Sinar Ğüneş Abadi', font)).toBe(
        'Zoë Łukasiewicz, PT Sinar Ğüneş Abadi',
      );
      expect(pdfSafe('Nguyễn Thị Minh Khai – “Đà Nẵng” ‘x’ — Ωμέγα Жанна', font)).toBe(
        'Nguyễn Thị Minh Khai – “Đà Nẵng” ‘x’ — Ωμέγα Жанна',
      );
      // Decomposed input is composed (NFC) before the lookup.
      expect(pdfSafe('Zoe\u0308 Be\u0301le\u0301', font)).toBe('Zoë Bélé');
      // CJK and a musical symbol are not in DejaVu Sans.
      expect(pdfSafe('Wang 王小明 𝄞', font)).toBe('Wang ??? ?');
      // Line breaks stay, other whitespace controls are spaces, invisible format characters go.
      expect(pdfSafe('a\tb\r\nc\u00add\u200be\u0007', font)).toBe('a b\ncde?');
    }
  });
});

describe('PdfWriter', () => {
  it('embeds subsets of DejaVu Sans with ToUnicode maps and Unicode document information', async () => {
    const pdf = await writer();
    pdf.text('Zoë Łukasiewicz 王', { bold: true, size: 18 });
    pdf.rows([['Nama', 'PT Sinar Ğüneş Abadi']]);
    const bytes = Buffer.from(await pdf.bytes());

    const text = await pdfText(bytes);
    expect(text.text).toBe('Zoë Łukasiewicz ?\nNama\nPT Sinar Ğüneş Abadi');
    expect(text.title).toBe('Akad Zoë Łukasiewicz 王');
    const doc = await PDFDocument.load(bytes);
    expect(doc.getSubject()).toBe('PT Sinar Ğüneş Abadi');
    expect(doc.getKeywords()).toBe('Ğüneş 王');

    const fonts = [...doc.context.enumerateIndirectObjects()]
      .map(([, object]) => object)
      .filter(
        (object): object is PDFDict =>
          object instanceof PDFDict && object.get(PDFName.of('Subtype')) === PDFName.of('Type0'),
      );
    expect(fonts.map((font) => font.get(PDFName.of('BaseFont'))?.toString()).sort()).toEqual([
      expect.stringMatching(/^\/DejaVuSans-\d+$/),
      expect.stringMatching(/^\/DejaVuSans-Bold-\d+$/),
    ]);
    // Subsets: the whole fonts are 757 KB and 705 KB.
    expect(bytes.length).toBeLessThan(40_000);
    const glyphs = fonts.map((font) => {
      const cmap = font.lookup(PDFName.of('ToUnicode'));
      if (!(cmap instanceof PDFRawStream)) throw new Error('no ToUnicode map');
      return [
        ...parseToUnicode(
          Buffer.from(decodePDFRawStream(cmap).decode()).toString('latin1'),
        ).map.values(),
      ]
        .sort()
        .join('');
    });
    // Only the characters drawn: regular "Nama", bold the name and the company.
    expect(glyphs.sort()).toEqual([' ?APSTZabcdeiknorsuwzëüĞŁş', 'Nam']);
  });
});

describe('PdfWriter.table', () => {
  it('wraps a cell wider than its column onto more lines instead of cutting it', async () => {
    const pdf = await writer();
    const long =
      'Imbal hasil Proyek Perumahan Griya Asri Blok C bulan ke-3 (bruto Rp 100.000, PPh 23 Rp 15.000)';
    pdf.table(
      ['Tanggal', 'Keterangan', 'Jumlah'],
      [['02-03-2026', long, 'Rp 85.000']],
      [0.2, 0.5, 0.3],
    );
    pdf.text('sesudah tabel');
    const text = (await pdfText(Buffer.from(await pdf.bytes()))).text;
    // Every word of the long cell is in the document (cut to its first line, its end was lost).
    for (const word of long.split(' ')) expect(text).toContain(word);
    // The row grew: what follows the table comes after every line of the cell.
    expect(text.indexOf('sesudah tabel')).toBeGreaterThan(text.indexOf('15.000)'));
  });
});

describe('PdfWriter.measure', () => {
  it("gives pdf-lib's width: ASCII words as the sum of their letters, other words shaped", async () => {
    const pdf = await writer();
    const ascii = Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i));
    for (const bold of [false, true]) {
      const font = pdf.font(bold);
      // No pair of printable ASCII characters is shaped into anything but its two glyphs.
      for (const first of ascii)
        for (const second of ascii)
          expect(font.widthOfTextAtSize(first + second, 1)).toBeCloseTo(
            font.widthOfTextAtSize(first, 1) + font.widthOfTextAtSize(second, 1),
            9,
          );
      for (const line of [
        'Pemberi Dana menyerahkan dana sebesar Rp 1.000.000 (office, fluffy; ffi/ffl).',
        'Zoë Łukasiewicz PT Sinar Ğüneş Abadi Nguyễn',
      ])
        expect(pdf.measure(line, 10, bold)).toBeCloseTo(font.widthOfTextAtSize(line, 10), 9);
    }
  });

  it('wraps at the text width, each line full', async () => {
    const pdf = await writer();
    const words = Array.from({ length: 60 }, (_, i) => (i % 3 ? 'Łukasiewicz' : 'pendanaan'));
    const lines = pdf.wrap(words.join(' '), 200, 10);
    expect(lines.length).toBeGreaterThan(3);
    expect(lines.join(' ')).toBe(words.join(' '));
    for (const line of lines)
      expect(pdf.font().widthOfTextAtSize(line, 10)).toBeLessThanOrEqual(200);
    // Each line is full: its next word would not have fitted.
    lines.slice(0, -1).forEach((line, index) => {
      const next = lines[index + 1]?.split(' ')[0] ?? '';
      expect(pdf.font().widthOfTextAtSize(`${line} ${next}`, 10)).toBeGreaterThan(200);
    });
  });
});

describe('parseToUnicode', () => {
  it('reads bfchar and bfrange entries (single destinations and arrays, surrogate pairs)', () => {
    const { codeLength, map } = parseToUnicode(`1 begincodespacerange
<0000> <FFFF>
endcodespacerange
2 beginbfchar
<0003> <0041>
<0004> <D835DC9C>
endbfchar
2 beginbfrange
<0010> <0012> <0061>
<0020> <0021> [<00660069> <0142>]
endbfrange`);
    expect(codeLength).toBe(2);
    expect([...map.entries()]).toEqual([
      [3, 'A'],
      [4, '𝒜'],
      [0x10, 'a'],
      [0x11, 'b'],
      [0x12, 'c'],
      [0x20, 'fi'],
      [0x21, 'ł'],
    ]);
  });
});
