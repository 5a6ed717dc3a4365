/** Whole rupiah in words, as printed on certificates (legacy §7.5 "Terbilang"). */

const ID_UNITS = [
  '',
  'satu',
  'dua',
  'tiga',
  'empat',
  'lima',
  'enam',
  'tujuh',
  'delapan',
  'sembilan',
  'sepuluh',
  'sebelas',
];

function idBelowThousand(n: number): string {
  if (n < 12) return ID_UNITS[n] ?? '';
  if (n < 20) return `${ID_UNITS[n - 10]} belas`;
  if (n < 100) {
    const rest = n % 10;
    return `${ID_UNITS[Math.floor(n / 10)]} puluh${rest ? ` ${ID_UNITS[rest]}` : ''}`;
  }
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const head = hundreds === 1 ? 'seratus' : `${ID_UNITS[hundreds]} ratus`;
  return rest ? `${head} ${idBelowThousand(rest)}` : head;
}

const ID_SCALES = ['', 'ribu', 'juta', 'miliar', 'triliun', 'kuadriliun'];
const EN_SCALES = ['', 'thousand', 'million', 'billion', 'trillion', 'quadrillion'];

const EN_SMALL = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const EN_TENS = [
  '',
  '',
  'twenty',
  'thirty',
  'forty',
  'fifty',
  'sixty',
  'seventy',
  'eighty',
  'ninety',
];

function enBelowThousand(n: number): string {
  const parts: string[] = [];
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  if (hundreds) parts.push(`${EN_SMALL[hundreds]} hundred`);
  if (rest >= 20) {
    const unit = rest % 10;
    parts.push(`${EN_TENS[Math.floor(rest / 10)]}${unit ? `-${EN_SMALL[unit]}` : ''}`);
  } else if (rest > 0) parts.push(EN_SMALL[rest] ?? '');
  return parts.join(' ');
}

function groups(amount: number): number[] {
  const out: number[] = [];
  let rest = amount;
  while (rest > 0) {
    out.push(rest % 1000);
    rest = Math.floor(rest / 1000);
  }
  return out;
}

/** `1250000` → `satu juta dua ratus lima puluh ribu rupiah` (id) / `one million two hundred fifty thousand rupiah` (en). */
export function terbilang(amount: number, lang: 'id' | 'en'): string {
  if (!Number.isSafeInteger(amount) || amount < 0)
    throw new Error(`not a whole amount of rupiah: ${amount}`);
  if (amount === 0) return lang === 'id' ? 'nol rupiah' : 'zero rupiah';
  const words: string[] = [];
  groups(amount).forEach((group, index) => {
    if (group === 0) return;
    if (lang === 'id') {
      // 1000 is "seribu", not "satu ribu".
      const text =
        index === 1 && group === 1
          ? 'seribu'
          : `${idBelowThousand(group)} ${ID_SCALES[index]}`.trim();
      words.unshift(text);
    } else {
      words.unshift(`${enBelowThousand(group)} ${EN_SCALES[index]}`.trim());
    }
  });
  return `${words.join(' ')} rupiah`;
}
