import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';

/** A4 in PDF points. */
export const A4_PORTRAIT: [number, number] = [595.28, 841.89];
export const A4_LANDSCAPE: [number, number] = [841.89, 595.28];

const INK = rgb(0.12, 0.16, 0.23);
const MUTED = rgb(0.39, 0.45, 0.55);
export const BRAND = rgb(0.06, 0.46, 0.43);

/**
 * The standard PDF fonts only encode WinAnsi: letters with accents are reduced to their base letter
 * and anything else outside printable ASCII becomes "?", so a name can never break the rendering.
 */
export function pdfSafe(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[^\x20-\x7e]/g, '?');
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
    doc.setTitle(pdfSafe(meta.title));
    doc.setSubject(pdfSafe(meta.subject));
    doc.setAuthor(pdfSafe(meta.author));
    doc.setKeywords(meta.keywords.map(pdfSafe));
    doc.setCreator('Pendana lender-api');
    doc.setProducer('pdf-lib');
    doc.setCreationDate(meta.created);
    doc.setModificationDate(meta.created);
    const regular = await doc.embedFont(StandardFonts.Helvetica);
    const bold = await doc.embedFont(StandardFonts.HelveticaBold);
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

  /** Splits text into lines that fit `width` at `size`. */
  wrap(text: string, width: number, size: number, bold = false): string[] {
    const font = this.font(bold);
    const lines: string[] = [];
    for (const paragraph of pdfSafe(text).split('\n')) {
      let line = '';
      for (const word of paragraph.split(/\s+/).filter(Boolean)) {
        const candidate = line ? `${line} ${word}` : word;
        if (font.widthOfTextAtSize(candidate, size) <= width || !line) line = candidate;
        else {
          lines.push(line);
          line = word;
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
          ? this.margin + (this.width - font.widthOfTextAtSize(line, size)) / 2
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
      this.page.drawText(pdfSafe(label), {
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

  /** A table with fixed column widths (fractions of the text width). */
  table(
    header: readonly string[],
    body: ReadonlyArray<readonly string[]>,
    fractions: readonly number[],
    size = 9,
  ): void {
    const lineHeight = size * 1.5;
    const draw = (cells: readonly string[], bold: boolean) => {
      this.ensure(lineHeight);
      let x = this.margin;
      cells.forEach((cell, index) => {
        const width = (fractions[index] ?? 0) * this.width;
        const [first] = this.wrap(cell, width - 4, size, bold);
        this.page.drawText(first ?? '', {
          x,
          y: this.y - size,
          size,
          font: this.font(bold),
          color: INK,
        });
        x += width;
      });
      this.y -= lineHeight;
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
