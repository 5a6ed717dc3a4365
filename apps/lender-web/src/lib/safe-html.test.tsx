import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isSafeHref, SafeHtml } from './safe-html';

describe('SafeHtml', () => {
  it('keeps formatting and text', () => {
    const { container } = render(
      <SafeHtml html="<p>Dengan <strong>mendaftar</strong></p><ul><li>satu</li></ul>" />,
    );
    expect(container.innerHTML).toBe(
      '<div><p>Dengan <strong>mendaftar</strong></p><ul><li>satu</li></ul></div>',
    );
  });

  it('drops scripts, event handlers, styles and javascript: links', () => {
    const { container } = render(
      <SafeHtml
        html={
          '<p onclick="alert(1)" style="color:red">a<script>alert(2)</script></p><img src=x onerror="alert(3)"><a href="javascript:alert(4)">b</a><iframe src="https://x"></iframe>'
        }
      />,
    );
    expect(container.innerHTML).toBe('<div><p>a</p>b</div>');
  });

  it('keeps http links, opened safely, and demotes h1', () => {
    const { container } = render(
      <SafeHtml html={'<h1>Judul</h1><a href="https://ojk.go.id">OJK</a>'} />,
    );
    expect(container.innerHTML).toBe(
      '<div><h2>Judul</h2><a href="https://ojk.go.id" rel="noopener noreferrer" target="_blank">OJK</a></div>',
    );
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
