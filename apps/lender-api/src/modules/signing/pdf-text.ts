/** Text layout: widths of lines in a document's fonts, lines wrapped to a width, text cleaned. */
import type { PDFFont } from 'pdf-lib';
import { factsOf, pdfSafe } from './pdf-fonts.ts';

/** Document metadata: Unicode (pdf-lib writes it as UTF-16 text strings), NFC, no control characters. */
export function metaText(text: string): string {
  return text.normalize('NFC').replace(/[\p{Cc}\p{Cf}]+/gu, ' ');
}

/** Text of an HTML fragment (seeded descriptions are HTML): tags dropped, common entities decoded. */
export function plainText(html: string): string {
  return html
    .replace(/<(br|\/p|\/li|\/div)\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replaceAll('&nbsp;', ' ')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Measures and wraps text in a document's regular and bold fonts (widths cached per document). */
export class TextLayout {
  protected readonly regular: PDFFont;
  protected readonly bold: PDFFont;
  private readonly widths = new Map<PDFFont, Map<string, number>>();

  protected constructor(regular: PDFFont, bold: PDFFont) {
    this.regular = regular;
    this.bold = bold;
  }

  font(bold = false): PDFFont {
    return bold ? this.bold : this.regular;
  }

  /**
   * Width of `line` (words joined by single spaces) at `size`. pdf-lib measures a string by shaping it
   * with fontkit, which is slow; a width is the sum of the glyphs' advances, so each word is measured
   * once per document and font, and a printable-ASCII word as the sum of its letters (DejaVu Sans
   * shapes no ASCII sequence once ligatures are off: a test checks every pair).
   */
  measure(line: string, size: number, bold = false): number {
    const font = this.font(bold);
    const letters = factsOf(font).letterWidths;
    let cache = this.widths.get(font);
    if (!cache) {
      cache = new Map();
      this.widths.set(font, cache);
    }
    const words = cache;
    const letter = (char: string): number => {
      let width = letters.get(char);
      if (width === undefined) {
        width = font.widthOfTextAtSize(char, 1);
        letters.set(char, width);
      }
      return width;
    };
    const unit = (word: string): number => {
      let width = words.get(word);
      if (width === undefined) {
        width = /^[\x20-\x7e]+$/.test(word)
          ? [...word].reduce((sum, char) => sum + letter(char), 0)
          : font.widthOfTextAtSize(word, 1);
        words.set(word, width);
      }
      return width;
    };
    const parts = line.split(' ');
    return (
      (parts.reduce((sum, word) => sum + unit(word), 0) + (parts.length - 1) * letter(' ')) * size
    );
  }

  /** Splits text into lines that fit `width` at `size`. */
  wrap(text: string, width: number, size: number, bold = false): string[] {
    const space = this.measure(' ', size, bold);
    const lines: string[] = [];
    for (const paragraph of pdfSafe(text, this.font(bold)).split('\n')) {
      let line = '';
      let lineWidth = 0;
      for (const word of paragraph.split(/\s+/).filter(Boolean)) {
        const wordWidth = this.measure(word, size, bold);
        if (!line) {
          line = word;
          lineWidth = wordWidth;
        } else if (lineWidth + space + wordWidth <= width) {
          line = `${line} ${word}`;
          lineWidth += space + wordWidth;
        } else {
          lines.push(line);
          line = word;
          lineWidth = wordWidth;
        }
      }
      lines.push(line);
    }
    return lines;
  }
}
