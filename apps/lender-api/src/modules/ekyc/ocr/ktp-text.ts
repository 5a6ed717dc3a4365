/**
 * Reads the fields of an Indonesian ID card (KTP) from OCR text: one "Label : value" per line, as the
 * card prints them. Pure text work; region names are matched to codes by `regions.ts`.
 */

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

/** DD-MM-YYYY from a date as read (`17-08-1990`, `1708-1990`, `17.08.1990`); '' when it is not one. */
export function readDate(value: string): string {
  const match = /(\d{1,2})\s*[-./ ]?\s*(\d{1,2})\s*[-./ ]\s*(\d{4})/.exec(
    value.replace(/[OoDQ]/g, '0').replace(/[Il|]/g, '1'),
  );
  if (!match) return '';
  const [, d = '', m = '', y = ''] = match;
  const day = Number(d);
  const month = Number(m);
  if (day < 1 || day > 31 || month < 1 || month > 12) return '';
  return `${d.padStart(2, '0')}-${m.padStart(2, '0')}-${y}`;
}

/** `003/007`, from `003/007`, `0031007` (slash read as 1), `003 007`, `3/7`. */
export function readRtRw(value: string): string {
  const text = value.replace(/[Oo]/g, '0');
  const split = /(\d{1,3})\s*[/\\|Il1]\s*(\d{1,3})/.exec(text);
  if (split?.[1] && split[2] && /[/\\|Il]/.test(text)) {
    return `${split[1].padStart(3, '0')}/${split[2].padStart(3, '0')}`;
  }
  const digits = digitsOf(text);
  if (digits.length === 7 && digits[3] === '1') return `${digits.slice(0, 3)}/${digits.slice(4)}`;
  if (digits.length === 6) return `${digits.slice(0, 3)}/${digits.slice(3)}`;
  const parts = text.match(/\d{1,3}/g);
  if (parts && parts.length >= 2)
    return `${(parts[0] ?? '').padStart(3, '0')}/${(parts[1] ?? '').padStart(3, '0')}`;
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
        out.nama ||= cleanName(value);
        break;
      case 'tempat_lahir': {
        const comma = value.search(/[,.]\s*\d/);
        const place = comma >= 0 ? value.slice(0, comma) : value.replace(/\d.*$/, '');
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
