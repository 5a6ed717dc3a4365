// The file name a server gives in `Content-Disposition` (RFC 6266): `filename*=UTF-8''…` (encoded)
// wins over `filename="…"`; any folder part is dropped. Null when there is none.
export function fileNameFromDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:[\w-]+)?'[^']*'([^;]+)/i.exec(header)?.[1];
  let name: string | undefined;
  if (extended) {
    try {
      name = decodeURIComponent(extended.trim().replace(/^"|"$/g, ''));
    } catch {
      name = undefined;
    }
  }
  if (!name) {
    const plain = /filename\s*=\s*("((?:\\.|[^"\\])*)"|[^;]+)/i.exec(header);
    name = plain?.[2]?.replace(/\\(.)/g, '$1') ?? plain?.[1]?.trim();
  }
  const base = name?.split(/[\\/]/).pop()?.trim();
  return base ? base : null;
}
