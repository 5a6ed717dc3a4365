// Renders HTML from the server (terms and conditions, news) as React elements, keeping only a
// whitelist of text-formatting tags and safe links: no scripts, styles, event handlers or iframes.
import { createElement, Fragment, type ReactNode } from 'react';

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
/** A heading in server HTML is demoted under the page's own h1. */
const HEADING_MAP: Record<string, string> = { h1: 'h2' };

export function isSafeHref(href: string): boolean {
  return /^(https?:|mailto:|tel:)/i.test(href.trim());
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
  return <div className={className}>{sanitizeToReact(html)}</div>;
}
