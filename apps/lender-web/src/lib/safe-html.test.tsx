import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isSafeHref, isSafeImageSrc, SafeHtml } from './safe-html';

/** The sanitised markup inside SafeHtml's styled wrapper. */
const inner = (container: HTMLElement) => container.firstElementChild?.innerHTML;

describe('SafeHtml', () => {
  it('keeps formatting and text', () => {
    const { container } = render(
      <SafeHtml html="<p>Dengan <strong>mendaftar</strong></p><ul><li>satu</li></ul>" />,
    );
    expect(inner(container)).toBe('<p>Dengan <strong>mendaftar</strong></p><ul><li>satu</li></ul>');
  });

  it('drops scripts, event handlers, styles and javascript: links', () => {
    const { container } = render(
      <SafeHtml
        html={
          '<p onclick="alert(1)" style="color:red">a<script>alert(2)</script></p><img src=x onerror="alert(3)"><a href="javascript:alert(4)">b</a><iframe src="https://x"></iframe>'
        }
      />,
    );
    expect(inner(container)).toBe('<p>a</p>b');
  });

  it('keeps http links, opened safely, and demotes h1', () => {
    const { container } = render(
      <SafeHtml html={'<h1>Judul</h1><a href="https://ojk.go.id">OJK</a>'} />,
    );
    expect(inner(container)).toBe(
      '<h2>Judul</h2><a href="https://ojk.go.id" rel="noopener noreferrer" target="_blank">OJK</a>',
    );
  });

  it('keeps images from safe sources with their alt and size, loaded lazily, never their handlers', () => {
    const { container } = render(
      <SafeHtml
        html={
          '<p><img src="/api/files/news/1.png" alt="Grafik" width="320" height="200" onload="alert(1)" style="x"></p>' +
          '<img src="https://cdn.pendana.id/a.jpg"><img src="javascript:alert(2)"><img src="//evil.example/x.png">' +
          '<img src="data:text/html;base64,PHNjcmlwdD4="><img width="100%" src="/a.png">'
        }
      />,
    );
    expect(inner(container)).toBe(
      '<p><img alt="Grafik" width="320" height="200" loading="lazy" referrerpolicy="no-referrer" src="/api/files/news/1.png"></p>' +
        '<img alt="" loading="lazy" referrerpolicy="no-referrer" src="https://cdn.pendana.id/a.jpg">' +
        '<img alt="" loading="lazy" referrerpolicy="no-referrer" src="/a.png">',
    );
  });

  it.each([
    ['/api/files/news/1.png', true],
    ['https://cdn.pendana.id/a.jpg', true],
    ['data:image/png;base64,iVBORw0KGgo=', true],
    ['data:image/svg+xml;base64,PHN2Zy8+', true],
    ['data:text/html;base64,PHNjcmlwdD4=', false],
    ['data:image/png,<svg onload=alert(1)>', false],
    ['javascript:alert(1)', false],
    ['//evil.example/x.png', false],
    ['x', false],
  ])('isSafeImageSrc(%s) = %s', (src, safe) => {
    expect(isSafeImageSrc(src)).toBe(safe);
  });

  it.each([
    ['https://a.id', true],
    ['mailto:cs@a.id', true],
    ['javascript:alert(1)', false],
    ['data:text/html,x', false],
    ['//evil.example', false],
  ])('isSafeHref(%s) = %s', (href, safe) => {
    expect(isSafeHref(href)).toBe(safe);
  });
});
