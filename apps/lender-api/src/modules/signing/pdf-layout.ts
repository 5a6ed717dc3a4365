/** The page drawing of the platform's PDF documents: a writer that fills A4 pages top to bottom. */
import { PDFDocument, rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import { embedFonts, pdfSafe } from './pdf-fonts.ts';
import { metaText, TextLayout } from './pdf-text.ts';

/** A4 in PDF points. */
export const A4_PORTRAIT: [number, number] = [595.28, 841.89];
export const A4_LANDSCAPE: [number, number] = [841.89, 595.28];

const INK = rgb(0.12, 0.16, 0.23);
const MUTED = rgb(0.39, 0.45, 0.55);
export const BRAND = rgb(0.06, 0.46, 0.43);

interface TextOptions {
  size?: number;
  bold?: boolean;
  color?: RGB;
  indent?: number;
  align?: 'left' | 'center';
  gapAfter?: number;
}

/** A top-to-bottom writer over pdf-lib: wraps text to the page width and adds pages when full. */
export class PdfWriter extends TextLayout {
  readonly doc: PDFDocument;
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
    super(regular, bold);
    this.doc = doc;
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
    const { regular, bold } = await embedFonts(doc);
    return new PdfWriter(doc, regular, bold, size, margin);
  }

  get width(): number {
    return this.size[0] - 2 * this.margin;
  }

  /** Starts a new page when fewer than `height` points are left. */
  ensure(height: number): void {
    if (this.y - height >= this.margin) return;
    this.page = this.doc.addPage(this.size);
    this.y = this.size[1] - this.margin;
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
