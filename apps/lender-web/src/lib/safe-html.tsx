// Renders HTML from the server (terms and conditions, news, khazanah, FAQ answers) as React elements,
// keeping only a whitelist of text-formatting tags, safe links (opened in a new tab, cut from the app)
// and images from safe sources: no scripts, styles, event handlers, iframes or SVG. The server
// sanitises content on the way in; this is the second wall, for content that reached the database
// another way. DOMParser builds an inert document: nothing in it runs or loads while it is read.
import { createElement, Fragment, type ReactNode } from 'react';
import { css, cx } from '@pendana/design-system/styled-system/css';

/** The reading style of server HTML: spaced blocks, lists with markers, underlined links, images and
 * tables that never widen a 360 px page. */
const prose = css({
  display: 'grid',
  gap: '3',
  minW: '0',
  overflowWrap: 'anywhere',
  '& h2, & h3, & h4': { textStyle: 'h3' },
  '& ul, & ol': { pl: '5', display: 'grid', gap: '1' },
  '& ul': { listStyle: 'disc' },
  '& ol': { listStyle: 'decimal' },
  '& a': { color: 'primary.fg', textDecoration: 'underline' },
  '& img': { maxW: 'full', height: 'auto', borderRadius: 'md' },
  '& table': { display: 'block', overflowX: 'auto', borderCollapse: 'collapse' },
  '& th, & td': { borderWidth: '1px', borderColor: 'border.default', p: '2' },
});

const ALLOWED_TAGS = new Set([
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'small',
  'sub',
  'sup',
  'span',
  'div',
  'blockquote',
  'ul',
  'ol',
  'li',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'a',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'hr',
  'img',
]);
/** Dropped with their content. */
const DROPPED_TAGS = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'template',
  'noscript',
  'svg',
  'math',
]);
const VOID_TAGS = new Set(['br', 'hr']);
/** Image sources: the web (https, http), this site's own paths, raster or SVG data images. */
const SAFE_IMAGE_SRC =
  /^(https?:\/\/|\/(?!\/)|data:image\/(png|jpeg|jpg|gif|webp|svg\+xml);base64,[a-z0-9+/=\s]+$)/i;
/** A heading in server HTML is demoted under the page's own h1. */
const HEADING_MAP: Record<string, string> = { h1: 'h2' };

export function isSafeHref(href: string): boolean {
  return /^(https?:|mailto:|tel:)/i.test(href.trim());
}

export function isSafeImageSrc(src: string): boolean {
  return SAFE_IMAGE_SRC.test(src.trim());
}

/** A width or height as a whole number of pixels, or nothing. */
function dimension(value: string | null): number | undefined {
  return value !== null && /^\d{1,4}$/.test(value.trim()) ? Number(value) : undefined;
}

function convert(node: Node, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as Element;
  const rawTag = element.tagName.toLowerCase();
  if (DROPPED_TAGS.has(rawTag)) return null;
  const children = Array.from(element.childNodes, (child, index) => convert(child, index));
  const tag = HEADING_MAP[rawTag] ?? rawTag;
  if (!ALLOWED_TAGS.has(tag)) return createElement(Fragment, { key }, ...children);
  if (VOID_TAGS.has(tag)) return createElement(tag, { key });
  if (tag === 'img') {
    const src = element.getAttribute('src') ?? '';
    if (!isSafeImageSrc(src)) return null;
    return createElement('img', {
      key,
      src: src.trim(),
      // No alt in the article: decorative (the text around it says what it shows).
      alt: element.getAttribute('alt') ?? '',
      width: dimension(element.getAttribute('width')),
      height: dimension(element.getAttribute('height')),
      loading: 'lazy',
      referrerPolicy: 'no-referrer',
    });
  }
  if (tag === 'a') {
    const href = element.getAttribute('href') ?? '';
    if (!isSafeHref(href)) return createElement(Fragment, { key }, ...children);
    return createElement(
      'a',
      { key, href, rel: 'noopener noreferrer', target: '_blank' },
      ...children,
    );
  }
  return createElement(tag, { key }, ...children);
}

export function sanitizeToReact(html: string): ReactNode {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return Array.from(doc.body.childNodes, (child, index) => convert(child, index));
}

export function SafeHtml({ html, className }: { html: string; className?: string }) {
  return <div className={cx(prose, className)}>{sanitizeToReact(html)}</div>;
}
