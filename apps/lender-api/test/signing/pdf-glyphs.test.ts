import { describe, expect, it } from 'vitest';
import { A4_PORTRAIT, PdfWriter } from '../../src/modules/signing/pdf-layout.ts';
import { pdfText } from './pdf-text.ts';

async function documentWith(line: string, bold: boolean): Promise<string> {
  const pdf = await PdfWriter.create(A4_PORTRAIT, {
    title: line,
    subject: line,
    author: 'Pendana',
    keywords: [],
    created: new Date('2026-11-23T00:00:00Z'),
  });
  pdf.text(line, { bold, size: 14 });
  return (await pdfText(Buffer.from(await pdf.bytes()))).text;
}

// Documents of one process share the parsed fonts; what one document drew must not change the
// text layer of the next (an agreement once read back as "FUNDIN AREEMENT" after a company name
// with "Ğ" had been printed in bold).
describe('PDF text layers across documents', () => {
  for (const bold of [true, false]) {
    it(`a composite letter in one document leaves its base letter whole in the next (${bold ? 'bold' : 'regular'})`, async () => {
      expect(await documentWith('PT Sinar Ğüneş Abadi', bold)).toBe('PT Sinar Ğüneş Abadi');
      expect(await documentWith('FUNDING AGREEMENT', bold)).toBe('FUNDING AGREEMENT');
      expect(await documentWith('Gugus Ğ G ğ g', bold)).toBe('Gugus Ğ G ğ g');
    });
  }
});
