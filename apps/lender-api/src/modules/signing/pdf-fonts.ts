/** The documents' fonts: read and parsed once per process, embedded per document; safe text. */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';

const require = createRequire(import.meta.url);

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
 * fontkit parsing each font file once per process, and each document getting its own view of the
 * parsed font: the tables are shared (read only), the glyph cache is the document's. A cached glyph
 * keeps the characters it was first asked for, and a composite letter (bold "Ğ") asks for its base
 * letter with none — shared across documents, a later document's "G" then had no character in its
 * text layer ("FUNDIN AREEMENT" when read back).
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
    return Object.assign(Object.create(font) as typeof font, { _glyphs: {} });
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

export function factsOf(font: PDFFont): FontFacts {
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

/** The regular and bold fonts embedded in `doc`, each a subset of the glyphs the document uses. */
export async function embedFonts(doc: PDFDocument): Promise<{ regular: PDFFont; bold: PDFFont }> {
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
  return { regular, bold };
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
