import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream } from 'pdf-lib';
import { expect } from 'vitest';

/**
 * Loads a PDF with pdf-lib (it must parse) and returns its text: the strings of every text operator
 * (`<hex> Tj`) of every page's content streams, one line each, plus the document title.
 */
export async function pdfText(
  body: Buffer,
): Promise<{ text: string; flat: string; pages: number; title: string }> {
  expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const doc = await PDFDocument.load(body);
  const lines: string[] = [];
  for (const page of doc.getPages()) {
    const contents = page.node.Contents();
    const streams =
      contents instanceof PDFArray
        ? contents.asArray().map((ref) => doc.context.lookup(ref))
        : [contents];
    for (const stream of streams) {
      if (!(stream instanceof PDFRawStream)) continue;
      const source = Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
      for (const match of source.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g))
        lines.push(Buffer.from(match[1] ?? '', 'hex').toString('latin1'));
    }
  }
  const text = lines.join('\n');
  // `flat`: wrapped lines joined with single spaces (a sentence may wrap anywhere).
  return {
    text,
    flat: text.replace(/\s+/g, ' '),
    pages: doc.getPageCount(),
    title: doc.getTitle() ?? '',
  };
}
