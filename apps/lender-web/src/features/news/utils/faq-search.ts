// FAQ search on the page: a question matches when every word typed is found in its
// question or its answer's text, ignoring case and accents ("Kapan imbal" finds "Kapan imbal hasil
// dibayarkan?"; "syari" finds "syariah").

/** Lower case, accents removed, HTML tags and entities reduced to spaces, runs of spaces collapsed. */
export function searchText(text: string): string {
  return text
    .replace(/<[^>]*>/g, ' ')
    .replace(/&[a-z0-9#]+;/gi, ' ')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** The words of a query; none for a blank one. */
export function queryWords(query: string): string[] {
  return searchText(query).split(' ').filter(Boolean);
}

export function matchesFaq(
  item: { pertanyaan: string; jawaban: string },
  words: string[],
): boolean {
  if (words.length === 0) return false;
  const haystack = `${searchText(item.pertanyaan)} ${searchText(item.jawaban)}`;
  return words.every((word) => haystack.includes(word));
}
