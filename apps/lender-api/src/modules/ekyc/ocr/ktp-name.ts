/** The holder's name as printed on a KTP, from the OCR text of its value. */

/**
 * Given names of Bali (birth order, caste titles) that follow a one-letter "I" (men) or "NI" (women).
 * OCR often drops the narrow space after the one-letter word ("IKETUT", "NILUH"); glued to one of
 * these, the prefix is split off again.
 */
const BALINESE_PARTS = [
  'GUSTI',
  'GEDE',
  'PUTU',
  'WAYAN',
  'MADE',
  'KADEK',
  'NENGAH',
  'NYOMAN',
  'KOMANG',
  'KETUT',
  'LUH',
  'DEWA',
  'DESAK',
];
const GLUED_PREFIX = new RegExp(`^(I|NI)(${BALINESE_PARTS.join('|')})$`);

/** Marks OCR reads for the capital I of a sans-serif face (a bare vertical stroke). */
const I_LOOKALIKE = /^[1lI|!]$/;

/**
 * The name on the card, upper case, with its one-letter parts kept ("I KETUT WIRAWAN", "NI LUH PUTU",
 * "MUHAMMAD A. RAHMAN"): a lone stroke read as `1`, `l` or `|` is the letter I, and so is one glued to
 * the next word (`1KETUT`; no name holds a digit); "IKETUT"/"NILUH" are split. OCR noise goes: marks
 * and digits inside words, lone punctuation, and a tail of short lower-case scraps after the name (a
 * card prints names in capitals, so `Dn`, `da` are the photo or signature read as letters).
 * `colonLost`: the line had no colon, so a leading `|`, `.` or `,` is the colon as read.
 */
export function readName(value: string, colonLost = false): string {
  const tokens = value.replace(/[—–]/g, '-').split(/\s+/).filter(Boolean);
  if (colonLost && /^[|.,!]$/.test(tokens[0] ?? '')) tokens.shift();
  // Tail noise: short scraps with lower-case letters, and lone marks, after the name.
  while (tokens.length > 1) {
    const last = tokens[tokens.length - 1] ?? '';
    if (/^[^A-Za-z0-9]+$/.test(last) || (/[a-z]/.test(last) && last.length <= 3)) tokens.pop();
    else break;
  }
  const words: string[] = [];
  for (const token of tokens) {
    if (I_LOOKALIKE.test(token)) {
      words.push('I');
      continue;
    }
    // A stroke glued to the front of a capitalised word: "1KETUT", "|GUSTI".
    const glued = /^[1|!]([A-Z][A-Za-z'.-]+)$/.exec(token);
    const word = (glued ? `I ${glued[1]}` : token)
      .toUpperCase()
      .replace(/[^A-Z .,'-]/g, '')
      .replace(/^[.,'-]+|[,'-]+$/g, '');
    if (word === '') continue;
    for (const part of word.split(' ')) {
      const prefix = GLUED_PREFIX.exec(part);
      if (prefix) words.push(prefix[1] ?? '', prefix[2] ?? '');
      else words.push(part);
    }
  }
  return words.join(' ').replace(/\s+/g, ' ').trim();
}
