import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';

const require = createRequire(import.meta.url);

/** A4 in PDF points. */
export const A4_PORTRAIT: [number, number] = [595.28, 841.89];
export const A4_LANDSCAPE: [number, number] = [841.89, 595.28];

const INK = rgb(0.12, 0.16, 0.23);
const MUTED = rgb(0.39, 0.45, 0.55);
export const BRAND = rgb(0.06, 0.46, 0.43);

/**
 * DejaVu Sans (regular and bold, package `dejavu-fonts-ttf`): a TrueType font covering Latin with
 * every extension, Greek, Cyrillic and more, so names print as written. The files are read once per
 * process; each document embeds a subset of the glyphs it uses (Type0/Identity-H with a ToUnicode map).
 */
const FONT_FILES = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
} as const;

let fontBytes: Promise<{ regular: Uint8Array; bold: Uint8Array }> | null = null;

function loadFonts(): Promise<{ regular: Uint8Array; bold: Uint8Array }> {
  fontBytes ??= Promise.all([readFile(FONT_FILES.regular), readFile(FONT_FILES.bold)]).then(
    ([regular, bold]) => ({ regular, bold }),
    (error: unknown) => {
      fontBytes = null; // a failed read is retried by the next document
      throw error;
    },
  );
  return fontBytes;
}

type Fontkit = Parameters<PDFDocument['registerFontkit']>[0];

/**
 * fontkit parsing each font file once per process: documents share the parsed font and its glyph
 * cache (pdf-lib only reads it, synchronously), every embedding still makes its own subset.
 */
const parsedFonts = new WeakMap<Uint8Array, ReturnType<Fontkit['create']>>();
const sharedFontkit: Fontkit = {
  create(buffer, postscriptName) {
    if (postscriptName !== undefined) return fontkit.create(buffer, postscriptName);
    let font = parsedFonts.get(buffer);
    if (!font) {
      font = fontkit.create(buffer);
      parsedFonts.set(buffer, font);
    }
    return font;
  },
};

/** What a font file has for every document: its code points and the widths of letters drawn. */
interface FontFacts {
  characters: ReadonlySet<number>;
  /** Width at size 1 of single printable-ASCII characters, measured once per process. */
  letterWidths: Map<string, number>;
}

const fileFacts = new WeakMap<Uint8Array, FontFacts>();
const fontFacts = new WeakMap<PDFFont, FontFacts>();

function factsOf(font: PDFFont): FontFacts {
  let facts = fontFacts.get(font);
  if (!facts) {
    facts = { characters: new Set(font.getCharacterSet()), letterWidths: new Map() };
    fontFacts.set(font, facts);
  }
  return facts;
}

async function embedFont(
  doc: PDFDocument,
  bytes: Uint8Array,
  options: Parameters<PDFDocument['embedFont']>[1],
): Promise<PDFFont> {
  const font = await doc.embedFont(bytes, options);
  const known = fileFacts.get(bytes);
  if (known) fontFacts.set(font, known);
  else fileFacts.set(bytes, factsOf(font));
  return font;
}

/**
 * Text as `font` can draw it: NFC-normalised (a letter and its combining accent become the
 * precomposed letter the font has), line breaks kept, other whitespace as a space when it is a control
 * or not in the font, invisible format characters (soft hyphen, zero-width and direction marks)
 * dropped, and every other character the font has no glyph for (e.g. CJK) or control character
 * replaced by "?", so a name can never break the rendering.
 */
export function pdfSafe(text: string, font: PDFFont): string {
  const glyphs = factsOf(font).characters;
  let safe = '';
  for (const char of text.normalize('NFC').replace(/\r\n?/g, '\n')) {
    const codePoint = char.codePointAt(0) ?? 0;
    const control = codePoint < 0x20 || (codePoint >= 0x7f && codePoint <= 0x9f);
    if (codePoint > 0x20 && codePoint < 0x7f) safe += glyphs.has(codePoint) ? char : '?';
    else if (char === '\n') safe += char;
    else if (/^\s$/u.test(char)) safe += control || !glyphs.has(codePoint) ? ' ' : char;
    else if (/^\p{Cf}$/u.test(char)) continue;
    else safe += control || !glyphs.has(codePoint) ? '?' : char;
  }
  return safe;
}

/** Document metadata: Unicode (pdf-lib writes it as UTF-16 text strings), NFC, no control characters. */
function metaText(text: string): string {
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

interface TextOptions {
  size?: number;
  bold?: boolean;
  color?: RGB;
  indent?: number;
  align?: 'left' | 'center';
  gapAfter?: number;
}

/** A top-to-bottom writer over pdf-lib: wraps text to the page width and adds pages when full. */
export class PdfWriter {
  readonly doc: PDFDocument;
  private readonly regular: PDFFont;
  private readonly bold: PDFFont;
  private readonly size: [number, number];
  private readonly widths = new Map<PDFFont, Map<string, number>>();
  readonly margin: number;
  page: PDFPage;
  y: number;

  private constructor(
    doc: PDFDocument,
    regular: PDFFont,
    bold: PDFFont,
    size: [number, number],
    margin: number,
  ) {
    this.doc = doc;
    this.regular = regular;
    this.bold = bold;
    this.size = size;
    this.margin = margin;
    this.page = doc.addPage(size);
    this.y = size[1] - margin;
  }

  static async create(
    size: [number, number],
    meta: { title: string; subject: string; author: string; keywords: string[]; created: Date },
    margin = 56,
  ): Promise<PdfWriter> {
    const doc = await PDFDocument.create();
    doc.setTitle(metaText(meta.title));
    doc.setSubject(metaText(meta.subject));
    doc.setAuthor(metaText(meta.author));
    doc.setKeywords(meta.keywords.map(metaText));
    doc.setCreator('Pendana lender-api');
    doc.setProducer('pdf-lib');
    doc.setCreationDate(meta.created);
    doc.setModificationDate(meta.created);
    doc.registerFontkit(sharedFontkit);
    const fonts = await loadFonts();
    // No ligatures: every glyph is one character, so a name is copied and searched as it is written.
    // pdf-lib draws glyph ids with their advance widths only, so the positioning features (kerning,
    // mark placement) would be computed for nothing on every measured word.
    const options = {
      subset: true,
      features: { liga: false, kern: false, mark: false, mkmk: false },
    };
    const regular = await embedFont(doc, fonts.regular, options);
    const bold = await embedFont(doc, fonts.bold, options);
    return new PdfWriter(doc, regular, bold, size, margin);
  }

  get width(): number {
    return this.size[0] - 2 * this.margin;
  }

  font(bold = false): PDFFont {
    return bold ? this.bold : this.regular;
  }

  /** Starts a new page when fewer than `height` points are left. */
  ensure(height: number): void {
    if (this.y - height >= this.margin) return;
    this.page = this.doc.addPage(this.size);
    this.y = this.size[1] - this.margin;
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

  text(value: string, options: TextOptions = {}): void {
    const size = options.size ?? 10;
    const indent = options.indent ?? 0;
    const font = this.font(options.bold);
    const lineHeight = size * 1.35;
    for (const line of this.wrap(value, this.width - indent, size, options.bold)) {
      this.ensure(lineHeight);
      const x =
        options.align === 'center'
          ? this.margin + (this.width - this.measure(line, size, options.bold)) / 2
          : this.margin + indent;
      this.page.drawText(line, {
        x,
        y: this.y - size,
        size,
        font,
        color: options.color ?? INK,
      });
      this.y -= lineHeight;
    }
    this.y -= options.gapAfter ?? 2;
  }

  muted(value: string, options: TextOptions = {}): void {
    this.text(value, { size: 8.5, color: MUTED, ...options });
  }

  /** `label: value` rows in two columns. */
  rows(rows: ReadonlyArray<readonly [string, string]>, labelWidth = 150, size = 10): void {
    const lineHeight = size * 1.4;
    for (const [label, value] of rows) {
      // Values are drawn bold: wrap them with the bold font's widths.
      const lines = this.wrap(value, this.width - labelWidth, size, true);
      this.ensure(lineHeight * lines.length);
      this.page.drawText(pdfSafe(label, this.regular), {
        x: this.margin,
        y: this.y - size,
        size,
        font: this.regular,
        color: MUTED,
      });
      for (const line of lines) {
        this.page.drawText(line, {
          x: this.margin + labelWidth,
          y: this.y - size,
          size,
          font: this.bold,
          color: INK,
        });
        this.y -= lineHeight;
      }
    }
    this.y -= 4;
  }

  /**
   * A table with fixed column widths (fractions of the text width). A cell wider than its column
   * wraps onto more lines and its row grows to the tallest cell (a row never splits across pages).
   */
  table(
    header: readonly string[],
    body: ReadonlyArray<readonly string[]>,
    fractions: readonly number[],
    size = 9,
  ): void {
    const lineHeight = size * 1.5;
    const draw = (cells: readonly string[], bold: boolean) => {
      const widths = cells.map((_, index) => (fractions[index] ?? 0) * this.width);
      const lines = cells.map((cell, index) =>
        this.wrap(cell, (widths[index] ?? 0) - 4, size, bold),
      );
      const height = lineHeight * Math.max(1, ...lines.map((cellLines) => cellLines.length));
      this.ensure(height);
      let x = this.margin;
      lines.forEach((cellLines, index) => {
        cellLines.forEach((line, n) => {
          this.page.drawText(line, {
            x,
            y: this.y - size - n * lineHeight,
            size,
            font: this.font(bold),
            color: INK,
          });
        });
        x += widths[index] ?? 0;
      });
      this.y -= height;
    };
    draw(header, true);
    this.rule();
    for (const row of body) draw(row, false);
    this.y -= 4;
  }

  rule(color: RGB = MUTED): void {
    this.ensure(6);
    this.page.drawLine({
      start: { x: this.margin, y: this.y - 2 },
      end: { x: this.margin + this.width, y: this.y - 2 },
      thickness: 0.6,
      color,
    });
    this.y -= 8;
  }

  gap(points: number): void {
    this.y -= points;
  }

  /** A framed block (signature box, total box) around the lines drawn by `draw`. */
  box(draw: () => void, color: RGB = BRAND): void {
    const top = this.y;
    const page = this.page;
    this.y -= 8;
    draw();
    this.y -= 4;
    if (page !== this.page) return; // a block split across pages is left unframed
    page.drawRectangle({
      x: this.margin - 8,
      y: this.y,
      width: this.width + 16,
      height: top - this.y,
      borderColor: color,
      borderWidth: 1,
    });
    this.y -= 8;
  }

  async bytes(): Promise<Uint8Array> {
    return this.doc.save();
  }
}
