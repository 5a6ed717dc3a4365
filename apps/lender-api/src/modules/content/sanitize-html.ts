import sanitize from 'sanitize-html';

/**
 * The HTML the server stores for news, khazanah and FAQ answers (sanitised on the way in, so every
 * answer carries only this subset), on the well-kept `sanitize-html` library:
 * - tags in `ALLOWED_TAGS` with the attributes listed for them; every other attribute (event handlers
 *   `on*`, `style`, `class`, `id`, …) is dropped; size and span attributes only as whole numbers;
 * - `href`/`src`/`cite` only with http, https, mailto or tel, or a relative URL (`isSafeUrl`: after
 *   entity decoding, whitespace and control characters removed — `jav&#x61;script:`,
 *   `java\tscript:`, `/\evil.example` are refused); a refused URL drops the attribute;
 * - script-like elements (`script`, `style`, `iframe`, `svg`, `math`, …) are removed with their
 *   content; any other tag is removed and its text kept; comments are removed;
 * - text is escaped, tags are balanced, and links get `rel="noopener noreferrer"`.
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

/** Elements removed together with their content. */
const DROP_WITH_CONTENT = [
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
  'option',
];

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

/** Our URL and number rules on the attributes the library kept; links get their `rel`. */
function cleanAttributes(tagName: string, attribs: sanitize.Attributes): sanitize.Attributes {
  const out: sanitize.Attributes = {};
  for (const [name, value] of Object.entries(attribs)) {
    if (URL_ATTRIBUTES.has(name) && !isSafeUrl(value)) continue;
    if (NUMBER_ATTRIBUTES.has(name) && !/^\d{1,6}$/.test(value.trim())) continue;
    out[name] = NUMBER_ATTRIBUTES.has(name) ? value.trim() : value;
  }
  if (tagName === 'a') out.rel = 'noopener noreferrer';
  return out;
}

const OPTIONS: sanitize.IOptions = {
  allowedTags: Object.keys(ALLOWED_TAGS),
  allowedAttributes: Object.fromEntries(
    Object.entries(ALLOWED_TAGS).map(([tag, attributes]) => [
      tag,
      tag === 'a' ? [...attributes, 'rel'] : [...attributes],
    ]),
  ),
  // Schemes are checked by `isSafeUrl` (after entity decoding); the library's own check stays on.
  allowedSchemes: [...SAFE_SCHEMES],
  allowedSchemesAppliedToAttributes: [...URL_ATTRIBUTES],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: DROP_WITH_CONTENT,
  selfClosing: ['br', 'hr', 'img'],
  transformTags: {
    '*': (tagName, attribs) => ({ tagName, attribs: cleanAttributes(tagName, attribs) }),
  },
  parser: { lowerCaseTags: true, lowerCaseAttributeNames: true },
};

export function sanitizeHtml(input: string): string {
  return sanitize(input, OPTIONS);
}

/** Plain text of sanitised HTML (summaries): tags removed, entities decoded, spaces collapsed. */
export function htmlToText(html: string): string {
  return decodeEntities(
    sanitize(html, {
      allowedTags: [],
      allowedAttributes: {},
      nonTextTags: DROP_WITH_CONTENT,
    }).replace(/<[^>]*>/g, ' '),
  )
    .replace(/\s+/g, ' ')
    .trim();
}
