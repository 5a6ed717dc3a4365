import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  PDFStream,
  type PDFObject,
  type PDFPage,
} from 'pdf-lib';
import { expect } from 'vitest';

/** How the codes of one font's strings become text. */
interface FontDecoder {
  /** Bytes per character code (2 for a Type0/Identity-H font). */
  codeLength: number;
  /** Character code → Unicode text, from the font's /ToUnicode CMap; null: read bytes as Latin-1. */
  toUnicode: Map<number, string> | null;
}

function streamText(stream: PDFRawStream): string {
  return Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
}

/** UTF-16BE hex (a CMap destination) → text. */
function utf16(hex: string): string {
  return Buffer.from(hex, 'hex').swap16().toString('utf16le');
}

/** The bfchar and bfrange entries of a ToUnicode CMap, and its code length (codespacerange). */
export function parseToUnicode(cmap: string): { codeLength: number; map: Map<number, string> } {
  const map = new Map<number, string>();
  const space = /begincodespacerange\s*<([0-9A-Fa-f]+)>/.exec(cmap);
  const codeLength = space?.[1] ? space[1].length / 2 : 2;
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const entry of (block[1] ?? '').matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]*)>/g))
      map.set(parseInt(entry[1] ?? '', 16), utf16(entry[2] ?? ''));
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    const entries = (block[1] ?? '').matchAll(
      /<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*(?:<([0-9A-Fa-f]*)>|\[([^\]]*)\])/g,
    );
    for (const [, low = '', high = '', start, list] of entries) {
      const from = parseInt(low, 16);
      const to = parseInt(high, 16);
      if (list !== undefined) {
        const targets = [...list.matchAll(/<([0-9A-Fa-f]*)>/g)].map((m) => utf16(m[1] ?? ''));
        targets.forEach((target, index) => {
          if (from + index <= to) map.set(from + index, target);
        });
      } else {
        // `<lo> <hi> <dst>`: the last UTF-16 unit of dst is incremented along the range.
        const units = Buffer.from(start ?? '', 'hex').swap16();
        for (let code = from; code <= to; code += 1) {
          const copy = Buffer.from(units);
          const last = copy.length - 2;
          if (last >= 0) copy.writeUInt16LE(copy.readUInt16LE(last) + code - from, last);
          map.set(code, copy.toString('utf16le'));
        }
      }
    }
  }
  return { codeLength, map };
}

function fontDecoders(doc: PDFDocument, page: PDFPage): Map<string, FontDecoder> {
  const decoders = new Map<string, FontDecoder>();
  const fonts = page.node.Resources()?.lookupMaybe(PDFName.of('Font'), PDFDict);
  for (const [name, ref] of fonts?.entries() ?? []) {
    const font = doc.context.lookup(ref, PDFDict);
    const type0 = font.get(PDFName.of('Subtype')) === PDFName.of('Type0');
    const cmap = font.lookupMaybe(PDFName.of('ToUnicode'), PDFStream);
    // Keyed by the name as written in content streams (`/Name`, #-escaped).
    if (cmap instanceof PDFRawStream) {
      const parsed = parseToUnicode(streamText(cmap));
      decoders.set(name.asString(), { codeLength: parsed.codeLength, toUnicode: parsed.map });
    } else decoders.set(name.asString(), { codeLength: type0 ? 2 : 1, toUnicode: null });
  }
  return decoders;
}

function decode(bytes: Buffer, font: FontDecoder | undefined): string {
  if (!font?.toUnicode) return bytes.toString('latin1');
  let text = '';
  for (let at = 0; at + font.codeLength <= bytes.length; at += font.codeLength) {
    const code = bytes.readUIntBE(at, font.codeLength);
    // A code without a mapping is kept visible instead of vanishing.
    text += font.toUnicode.get(code) ?? '\uFFFD';
  }
  return text;
}

/** A literal string `( … )` starting at `start` (the opening parenthesis): its bytes and end. */
function literalString(source: string, start: number): { bytes: Buffer; end: number } {
  const escapes: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' };
  let depth = 0;
  let out = '';
  let at = start;
  for (; at < source.length; at += 1) {
    const char = source[at] ?? '';
    if (char === '\\') {
      const next = source[at + 1] ?? '';
      const octal = /^[0-7]{1,3}/.exec(source.slice(at + 1, at + 4));
      if (octal) {
        out += String.fromCharCode(parseInt(octal[0], 8) & 0xff);
        at += octal[0].length;
      } else {
        if (next !== '\n' && next !== '\r') out += escapes[next] ?? next;
        at += 1;
      }
      continue;
    }
    if (char === '(') {
      depth += 1;
      if (depth === 1) continue;
    } else if (char === ')') {
      depth -= 1;
      if (depth === 0) break;
    }
    out += char;
  }
  return { bytes: Buffer.from(out, 'latin1'), end: at + 1 };
}

/** A content-stream operand: a name (with its slash), a string's bytes, a number or an array. */
type Operand = { name: string } | { string: Buffer } | { number: number } | Operand[];

/**
 * The text shown by a page's content, one entry per text-showing operator (`Tj`, `TJ`, `'`, `"`),
 * decoded with the font selected by the last `Tf` (graphics state saved by `q`, restored by `Q`).
 */
function showTexts(source: string, fonts: Map<string, FontDecoder>): string[] {
  const shown: string[] = [];
  const stack: Operand[][] = [[]];
  let font: FontDecoder | undefined;
  const saved: Array<FontDecoder | undefined> = [];
  const operands = () => stack[stack.length - 1] ?? [];
  const strings = (operand: Operand | undefined): Buffer[] => {
    if (Array.isArray(operand)) return operand.flatMap(strings);
    return operand && 'string' in operand ? [operand.string] : [];
  };
  let at = 0;
  while (at < source.length) {
    const char = source[at] ?? '';
    if (/\s/.test(char)) at += 1;
    else if (char === '%')
      at = source.indexOf('\n', at) === -1 ? source.length : source.indexOf('\n', at);
    else if (char === '(') {
      const literal = literalString(source, at);
      operands().push({ string: literal.bytes });
      at = literal.end;
    } else if (source.startsWith('<<', at) || source.startsWith('>>', at)) at += 2;
    else if (char === '<') {
      const end = source.indexOf('>', at);
      const hex = source.slice(at + 1, end).replace(/\s+/g, '');
      operands().push({ string: Buffer.from(hex.length % 2 ? `${hex}0` : hex, 'hex') });
      at = end + 1;
    } else if (char === '[') {
      stack.push([]);
      at += 1;
    } else if (char === ']') {
      const array = stack.pop() ?? [];
      operands().push(array);
      at += 1;
    } else {
      const token = /^[^\s()<>[\]{}/%]+|^\/[^\s()<>[\]{}/%]*/.exec(source.slice(at))?.[0] ?? char;
      at += token.length;
      if (token.startsWith('/')) operands().push({ name: token });
      else if (/^[+-]?(\d+\.?\d*|\.\d+)$/.test(token)) operands().push({ number: Number(token) });
      else {
        const args = operands();
        if (token === 'q') saved.push(font);
        else if (token === 'Q') font = saved.pop();
        else if (token === 'Tf') {
          const name = args[args.length - 2];
          font = name && !Array.isArray(name) && 'name' in name ? fonts.get(name.name) : undefined;
        } else if (token === 'Tj' || token === "'" || token === '"' || token === 'TJ') {
          shown.push(
            strings(args[args.length - 1])
              .map((bytes) => decode(bytes, font))
              .join(''),
          );
        }
        stack.splice(0, stack.length, []);
      }
    }
  }
  return shown;
}

function contentStreams(doc: PDFDocument, page: PDFPage): PDFRawStream[] {
  const contents: PDFObject | undefined = page.node.Contents();
  const streams =
    contents instanceof PDFArray
      ? contents.asArray().map((ref) => doc.context.lookup(ref))
      : [contents];
  return streams.filter((stream) => stream instanceof PDFRawStream);
}

/**
 * Loads a PDF with pdf-lib (it must parse) and returns its text: every text-showing operator of every
 * page's content streams, one line each, decoded through the current font's /ToUnicode CMap (2-byte
 * glyph ids of the embedded Type0 fonts; fonts without one are read as Latin-1), plus the title.
 */
export async function pdfText(
  body: Buffer,
): Promise<{ text: string; flat: string; pages: number; title: string }> {
  expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const doc = await PDFDocument.load(body);
  const lines: string[] = [];
  for (const page of doc.getPages()) {
    // A page's content streams are one sequence of operators.
    const content = contentStreams(doc, page).map(streamText).join('\n');
    lines.push(...showTexts(content, fontDecoders(doc, page)));
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
