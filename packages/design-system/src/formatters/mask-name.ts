// Spec §5: "A name-masking helper replaces the second half of each word longer than 2 characters
// with asterisks."

function maskWord(word: string): string {
  const chars = Array.from(word);
  if (chars.length <= 2) return word;
  const keep = Math.ceil(chars.length / 2);
  return chars.slice(0, keep).join('') + '*'.repeat(chars.length - keep);
}

/** 'Ahmad Fauzi' → 'Ahm** Fau**'; words of 1–2 characters stay as they are. */
export function maskName(name: string | null | undefined): string {
  if (!name) return '';
  return name
    .split(/(\s+)/)
    .map((part) => (/^\s+$/.test(part) ? part : maskWord(part)))
    .join('');
}
