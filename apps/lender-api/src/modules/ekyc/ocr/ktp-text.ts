/**
 * Reads the fields of an Indonesian ID card (KTP) from OCR text: one "Label : value" per line, as the
 * card prints them. Pure text work; region names are matched to codes by `regions.ts`.
 */

import { readName } from './ktp-name.ts';

export { readName };

export interface KtpText {
  /** How many KTP labels were seen (0–1 means the image is not a KTP). */
  labels: number;
  provinsi: string;
  /** The city/regency line under the province (`KOTA DEPOK`, `KABUPATEN BOGOR`, `JAKARTA SELATAN`). */
  kota: string;
  nik: string;
  nama: string;
  tempat_lahir: string;
  /** DD-MM-YYYY, or '' when no date could be read. */
  tanggal_lahir: string;
  alamat: string;
  rt_rw: string;
  kelurahan: string;
  kecamatan: string;
}

/** Characters OCR confuses with digits, in number fields. */
const DIGIT_LOOKALIKES: Record<string, string> = {
  O: '0',
  o: '0',
  D: '0',
  Q: '0',
  U: '0',
  I: '1',
  l: '1',
  i: '1',
  '|': '1',
  '!': '1',
  L: '1',
  J: '1',
  Z: '2',
  z: '2',
  S: '5',
  s: '5',
  B: '8',
  G: '6',
  b: '6',
  T: '7',
  A: '4',
};

export function digitsOf(value: string): string {
  return [...value]
    .map((c) => DIGIT_LOOKALIKES[c] ?? c)
    .join('')
    .replace(/\D/g, '');
}

/** Upper-case words only: letters, spaces and the punctuation names and places use. */
function cleanWords(value: string): string {
  return value
    .toUpperCase()
    .replace(/[^A-Z0-9 .,'/-]/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.,'/-]+|[\s,'/-]+$/g, '')
    .trim();
}

function cleanName(value: string): string {
  return value
    .toUpperCase()
    .replace(/[^A-Z .,'-]/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.,'-]+|[\s,'-]+$/g, '')
    .trim();
}

interface Label {
  key: Exclude<keyof KtpText, 'labels' | 'provinsi' | 'kota'> | 'other';
  pattern: RegExp;
}

// Labels as OCR tends to read them ("TempatiTgi Lahir", "KellDesa", "RTIRW", "N1K").
const LABELS: Label[] = [
  { key: 'nik', pattern: /^N[I1l|]K\b/i },
  { key: 'nama', pattern: /^Nam[a4]\b/i },
  { key: 'tempat_lahir', pattern: /^Temp\S*\s*\S*\s*Lah[i1l]r/i },
  { key: 'alamat', pattern: /^A[l1]amat\b/i },
  { key: 'rt_rw', pattern: /^R\s?T\s?\S{0,2}\s?R\s?W\b/i },
  { key: 'kelurahan', pattern: /^Ke\S{0,3}\s*Des[a4]\b/i },
  { key: 'kecamatan', pattern: /^Kec[a4]mat[a4]n\b/i },
  {
    key: 'other',
    pattern: /^(Jenis\s*Kel|Agama|Status\s*Perk|Pekerjaan|Kewarganegaraan|Berlaku)/i,
  },
];

/** The value after a label: what follows the first ':' (or the label itself when OCR lost the colon). */
function valueAfter(line: string, label: RegExp): string {
  const colon = line.search(/[:;]/);
  if (colon >= 0) return line.slice(colon + 1).trim();
  const match = label.exec(line);
  return match ? line.slice(match[0].length).trim() : '';
}

/**
 * A token read in a number field with its digit look-alikes made digits (`17.O8.l990` → `17.08.1990`),
 * when at least half of its characters are real digits and every other one is a look-alike or a
 * separator; other tokens (place names) are left alone.
 */
function numeric(token: string): string {
  const chars = [...token.replace(/[-./]/g, '')];
  const digits = chars.filter((c) => /\d/.test(c)).length;
  if (chars.length === 0 || digits * 2 < chars.length) return token;
  if (!chars.every((c) => /\d/.test(c) || c in DIGIT_LOOKALIKES)) return token;
  return [...token].map((c) => DIGIT_LOOKALIKES[c] ?? c).join('');
}

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * DD-MM-YYYY from a date as read: `17-08-1990`, `17.O8.1990`, `1708-1990`, `17081990`, `7-8-1990`.
 * Without separators the day and month must be two digits each (`1781990` could be either); a date
 * that is not one of the calendar (`31-02-1990`, `45-13-1990`) or outside 1900–2099 gives ''.
 */
export function readDate(value: string): string {
  const text = value
    .split(/([\s,]+)/)
    .map(numeric)
    .join('');
  const match =
    /(?<!\d)(\d{1,2})\s*[-./]\s*(\d{1,2})\s*[-./]\s*(\d{4})(?!\d)/.exec(text) ??
    /(?<!\d)(\d{2})\s*[-./]?\s*(\d{2})\s*[-./]?\s*((?:19|20)\d{2})(?!\d)/.exec(text);
  if (!match) return '';
  const [, d = '', m = '', y = ''] = match;
  const day = Number(d);
  const month = Number(m);
  const year = Number(y);
  if (month < 1 || month > 12 || day < 1 || day > (DAYS_IN_MONTH[month - 1] ?? 0)) return '';
  if (year < 1900 || year > 2099) return '';
  if (month === 2 && day === 29 && (year % 4 !== 0 || (year % 100 === 0 && year % 400 !== 0)))
    return '';
  return `${d.padStart(2, '0')}-${m.padStart(2, '0')}-${y}`;
}

/** The place in "PLACE, DD-MM-YYYY": up to the comma, or else up to the first number-like token. */
function placeOfBirth(value: string): string {
  const comma = value.indexOf(',');
  if (comma >= 0) return value.slice(0, comma);
  const tokens = value.split(/\s+/);
  const date = tokens.findIndex((token) => /\d/.test(numeric(token)));
  return (date >= 0 ? tokens.slice(0, date) : tokens).join(' ').replace(/[.,]+$/, '');
}

/** Every character a digit or a digit look-alike, made digits; null when one is neither. */
function strictDigits(token: string): string | null {
  const out = [...token].map((c) => DIGIT_LOOKALIKES[c] ?? c).join('');
  return /^\d+$/.test(out) ? out : null;
}

/**
 * `003/007`, from `003/007`, `0O3/0O7`, `3 / 7`, `003 007`, `001002`, and `0031007`/`003I007` (the
 * slash read as 1, I, l or 7: RT and RW print three digits each, so the fourth of seven is the slash).
 * Anything else (`00w011`, a lone `004`) gives '' rather than a guess.
 */
export function readRtRw(value: string): string {
  const text = value.replace(/\s+/g, ' ').trim();
  const pad = (a: string, b: string) => `${a.padStart(3, '0')}/${b.padStart(3, '0')}`;
  const split = /^([^\s/\\|]{1,3}) ?[/\\|] ?([^\s/\\|]{1,3})(?=\s|$)/.exec(text);
  if (split) {
    const rt = strictDigits(split[1] ?? '');
    const rw = strictDigits(split[2] ?? '');
    return rt && rw ? pad(rt, rw) : '';
  }
  const [first = '', second = ''] = text.split(' ');
  const digits = strictDigits(first);
  if (!digits) return '';
  if (digits.length === 7 && /[1I|l!7]/.test(first[3] ?? ''))
    return pad(digits.slice(0, 3), digits.slice(4));
  if (digits.length === 6) return pad(digits.slice(0, 3), digits.slice(3));
  const next = strictDigits(second);
  if (digits.length <= 3 && next && next.length <= 3) return pad(digits, next);
  return '';
}

/** The 16 digits of the NIK in a value, or the digits read when there are not exactly 16. */
export function readNik(value: string): string {
  const candidates = value.split(/\s+/).map(digitsOf);
  const exact = candidates.find((digits) => digits.length === 16);
  if (exact) return exact;
  return digitsOf(value.replace(/\s+/g, ''));
}

export function readKtpText(text: string): KtpText {
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.replace(/[—–]/g, '-').replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '');
  const out: KtpText = {
    labels: 0,
    provinsi: '',
    kota: '',
    nik: '',
    nama: '',
    tempat_lahir: '',
    tanggal_lahir: '',
    alamat: '',
    rt_rw: '',
    kelurahan: '',
    kecamatan: '',
  };
  const provinceAt = lines.findIndex((line) => /PR[O0]V[I1l]NS[I1l]/i.test(line));
  if (provinceAt >= 0) {
    out.labels += 1;
    out.provinsi = cleanWords((lines[provinceAt] ?? '').replace(/^.*?PR[O0]V[I1l]NS[I1l]\s*/i, ''));
    const next = lines[provinceAt + 1] ?? '';
    if (!LABELS.some((label) => label.pattern.test(next))) out.kota = cleanWords(next);
  }
  const seen = new Set<string>();
  for (const line of lines) {
    // A label may follow a stray mark at the start of the line.
    const body = line.replace(/^[^A-Za-z0-9]+/, '');
    const label = LABELS.find((candidate) => candidate.pattern.test(body));
    if (!label) continue;
    if (!seen.has(label.key)) out.labels += 1;
    seen.add(label.key);
    if (label.key === 'other') continue;
    const value = valueAfter(body, label.pattern);
    switch (label.key) {
      case 'nik':
        out.nik ||= readNik(value);
        break;
      case 'nama':
        out.nama ||= readName(value, !/[:;]/.test(body));
        break;
      case 'tempat_lahir': {
        const place = placeOfBirth(value);
        out.tempat_lahir ||= cleanName(place);
        out.tanggal_lahir ||= readDate(value);
        break;
      }
      case 'alamat':
        out.alamat ||= cleanWords(value);
        break;
      case 'rt_rw':
        out.rt_rw ||= readRtRw(value);
        break;
      case 'kelurahan':
        out.kelurahan ||= cleanName(value);
        break;
      case 'kecamatan':
        out.kecamatan ||= cleanName(value);
        break;
    }
  }
  // Without its label line, a NIK is still the only 16-digit number on the card.
  if (out.nik.length !== 16) {
    const loose = lines
      .flatMap((line) => line.split(/[\s:]+/))
      .filter((token) => (token.match(/\d/g) ?? []).length >= 12)
      .map(digitsOf)
      .find((digits) => digits.length === 16);
    if (loose) out.nik = loose;
  }
  return out;
}
