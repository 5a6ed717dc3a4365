/**
 * Allow-list HTML sanitiser for the content the server stores (news, khazanah, FAQ answers). Content is
 * sanitised on the way in, so every answer carries only this subset:
 * - tags in `ALLOWED_TAGS` with the attributes listed for them; every other attribute (event handlers
 *   `on*`, `style`, `class`, `id`, …) is dropped;
 * - `href`/`src` only with http, https, mailto or tel, or a relative URL; the check runs on the value
 *   after entity decoding and with whitespace/control characters removed (`jav&#x61;script:`,
 *   `java\tscript:` are refused), and a refused URL drops the attribute;
 * - script-like elements (`script`, `style`, `iframe`, `object`, `svg`, `math`, …) are removed with
 *   their content; any other tag is removed and its text kept; comments, doctypes and processing
 *   instructions are removed;
 * - text is escaped (`<` that does not start an allowed tag becomes `&lt;`), tags are balanced, and
 *   links get `rel="noopener noreferrer"`.
 * The output is stable: sanitising it again gives the same string.
 */

const ALLOWED_TAGS: Readonly<Record<string, readonly string[]>> = {
  p: [],
  br: [],
  hr: [],
  strong: [],
  b: [],
  em: [],
  i: [],
  u: [],
  s: [],
  small: [],
  sub: [],
  sup: [],
  blockquote: ['cite'],
  h2: [],
  h3: [],
  h4: [],
  ul: [],
  ol: ['start'],
  li: [],
  a: ['href', 'title'],
  img: ['src', 'alt', 'width', 'height'],
  table: [],
  thead: [],
  tbody: [],
  tr: [],
  th: ['colspan', 'rowspan'],
  td: ['colspan', 'rowspan'],
  figure: [],
  figcaption: [],
};

const VOID_TAGS = new Set(['br', 'hr', 'img']);

/** Elements removed together with everything up to their closing tag. */
const DROP_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'frameset',
  'object',
  'applet',
  'noscript',
  'noembed',
  'noframes',
  'template',
  'textarea',
  'title',
  'xmp',
  'plaintext',
  'svg',
  'math',
  'select',
  'head',
]);

const URL_ATTRIBUTES = new Set(['href', 'src', 'cite']);
const SAFE_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);
const NUMBER_ATTRIBUTES = new Set(['width', 'height', 'colspan', 'rowspan', 'start']);

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  colon: ':',
  tab: '\t',
  newline: '\n',
  sol: '/',
  lpar: '(',
  rpar: ')',
  semi: ';',
  comma: ',',
  period: '.',
  excl: '!',
};

/** Decodes character references, with or without the final `;` (as browsers do in attributes). */
export function decodeEntities(value: string): string {
  return value.replace(
    /&(#[xX][0-9a-fA-F]+|#[0-9]+|[a-zA-Z][a-zA-Z0-9]*);?/g,
    (match, body: string) => {
      if (body.startsWith('#')) {
        const code =
          body[1] === 'x' || body[1] === 'X'
            ? Number.parseInt(body.slice(2), 16)
            : Number.parseInt(body.slice(1), 10);
        if (!Number.isFinite(code) || code <= 0 || code > 0x10ffff) return '\ufffd';
        return String.fromCodePoint(code);
      }
      const named = NAMED_ENTITIES[body.toLowerCase()];
      return named ?? match;
    },
  );
}

function escapeAttribute(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/** Text: keeps well-formed character references, escapes everything that could open markup. */
function escapeText(text: string): string {
  return text
    .replace(/&(?!(?:#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[a-zA-Z][a-zA-Z0-9]{1,31});)/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/** Whether a URL attribute value may be kept (checked after decoding, whitespace and controls removed). */
export function isSafeUrl(raw: string): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed here
  const compact = decodeEntities(raw).replace(/[\u0000-\u0020\u007f-\u009f\s]+/g, '');
  if (compact === '') return false;
  const scheme = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(compact);
  if (!scheme) {
    // Relative: a path, a query or a fragment; never a backslash trick (`/\evil.example`).
    return !compact.includes('\\');
  }
  return SAFE_SCHEMES.has((scheme[1] ?? '').toLowerCase());
}

const ATTRIBUTE_PATTERN = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

function cleanAttributes(tag: string, source: string): string {
  const allowed = ALLOWED_TAGS[tag] ?? [];
  if (allowed.length === 0) return '';
  const kept = new Map<string, string>();
  for (const match of source.matchAll(ATTRIBUTE_PATTERN)) {
    const name = (match[1] ?? '').toLowerCase();
    if (!allowed.includes(name) || kept.has(name)) continue;
    const value = decodeEntities(match[2] ?? match[3] ?? match[4] ?? '');
    if (URL_ATTRIBUTES.has(name) && !isSafeUrl(value)) continue;
    if (NUMBER_ATTRIBUTES.has(name) && !/^\d{1,4}$/.test(value.trim())) continue;
    kept.set(name, NUMBER_ATTRIBUTES.has(name) ? value.trim() : value);
  }
  let out = '';
  for (const [name, value] of kept) out += ` ${name}="${escapeAttribute(value)}"`;
  if (tag === 'a') out += ' rel="noopener noreferrer"';
  return out;
}

// A tag: `<name attrs>` or `</name>`, attribute values may hold `>` inside quotes.
// Every attribute starts after whitespace, so the pattern cannot backtrack exponentially.
const TOKEN_PATTERN =
  /<!--[\s\S]*?(?:-->|$)|<![^>]*>?|<\?[^>]*>?|<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?|\s+\/(?!>))*)\s*(\/?)>/g;

/** Sanitises an HTML fragment with the allow-list above. */
export function sanitizeHtml(input: string): string {
  let out = '';
  const open: string[] = [];
  let last = 0;
  TOKEN_PATTERN.lastIndex = 0;
  let match: RegExpExecArray | null;
  while ((match = TOKEN_PATTERN.exec(input)) !== null) {
    out += escapeText(input.slice(last, match.index));
    last = TOKEN_PATTERN.lastIndex;
    const name = match[2]?.toLowerCase();
    if (!name) continue; // comment, doctype, processing instruction
    const closing = match[1] === '/';
    if (!closing && DROP_WITH_CONTENT.has(name)) {
      // Skip to the matching close tag (or to the end: an unclosed script never leaks).
      const end = new RegExp(`</${name}\\s*>`, 'ig');
      end.lastIndex = last;
      const found = end.exec(input);
      last = found ? end.lastIndex : input.length;
      TOKEN_PATTERN.lastIndex = last;
      continue;
    }
    if (!(name in ALLOWED_TAGS)) continue;
    if (closing) {
      const at = open.lastIndexOf(name);
      if (at === -1) continue;
      while (open.length > at) out += `</${open.pop() ?? ''}>`;
      continue;
    }
    out += `<${name}${cleanAttributes(name, match[3] ?? '')}>`;
    if (!VOID_TAGS.has(name)) open.push(name);
  }
  out += escapeText(input.slice(last));
  while (open.length > 0) out += `</${open.pop() ?? ''}>`;
  return out;
}

/** Plain text of sanitised HTML (summaries): tags removed, entities decoded, spaces collapsed. */
export function htmlToText(html: string): string {
  return decodeEntities(sanitizeHtml(html).replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}
