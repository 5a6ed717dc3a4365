import { describe, expect, it } from 'vitest';
import { htmlToText, isSafeUrl, sanitizeHtml } from './sanitize-html.ts';

// The sanitiser is the sanitize-html library with our allow-list (void elements come out as `<img />`).
describe('sanitizeHtml: XSS cases', () => {
  it.each([
    ['script element', '<p>a</p><script>alert(1)</script><p>b</p>', '<p>a</p><p>b</p>'],
    ['upper-case script', '<SCRIPT SRC=//evil.example/x.js></SCRIPT>ok', 'ok'],
    ['script close tag with spaces', '<script>alert(1)</script  >after', 'after'],
    ['unclosed script', '<p>x</p><script>alert(1)', '<p>x</p>'],
    ['script split around a tag', '<scr<script>ipt>alert(1)</script>', 'ipt&gt;alert(1)'],
    ['img onerror', '<img src=x onerror=alert(1)>', '<img src="x" />'],
    [
      'img onerror with quotes',
      '<img src="a.png" onerror="alert(1)" alt="A">',
      '<img src="a.png" alt="A" />',
    ],
    [
      'javascript href',
      '<a href="javascript:alert(1)">x</a>',
      '<a rel="noopener noreferrer">x</a>',
    ],
    [
      'mixed-case scheme',
      '<a href="JaVaScRiPt:alert(1)">x</a>',
      '<a rel="noopener noreferrer">x</a>',
    ],
    [
      'entity-encoded scheme',
      '<a href="jav&#x61;script&colon;alert(1)">x</a>',
      '<a rel="noopener noreferrer">x</a>',
    ],
    [
      'decimal entities without semicolons',
      '<a href="&#106&#97&#118&#97&#115&#99&#114&#105&#112&#116&#58alert(1)">x</a>',
      '<a rel="noopener noreferrer">x</a>',
    ],
    [
      'tab inside the scheme',
      '<a href="java\tscript:alert(1)">x</a>',
      '<a rel="noopener noreferrer">x</a>',
    ],
    [
      'leading spaces and controls',
      '<a href=" \u0001javascript:alert(1)">x</a>',
      '<a rel="noopener noreferrer">x</a>',
    ],
    [
      'data URL',
      '<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>',
      '<a rel="noopener noreferrer">x</a>',
    ],
    ['vbscript', '<img src="vbscript:msgbox(1)">', '<img />'],
    ['svg onload', '<svg onload=alert(1)><circle/></svg>safe', 'safe'],
    ['iframe', '<iframe src="https://evil.example"></iframe>x', 'x'],
    ['style element', '<style>body{background:url(javascript:alert(1))}</style>x', 'x'],
    ['style attribute', '<p style="background:url(javascript:alert(1))">x</p>', '<p>x</p>'],
    [
      'event handler on an allowed tag',
      '<p onclick="alert(1)" onmouseover=alert(1)>x</p>',
      '<p>x</p>',
    ],
    ['unknown tag keeps its text', '<div class="a"><span>hello</span></div>', 'hello'],
    ['form and input', '<form action="https://evil.example"><input name=a>x</form>', 'x'],
    ['comment hiding a script', '<!--<script>alert(1)</script>-->x', 'x'],
    ['unclosed comment', 'x<!-- <script>alert(1)</script>', 'x'],
    [
      'attribute breaking out with an encoded quote',
      '<a title="x&quot; onmouseover=&quot;alert(1)">y</a>',
      '<a title="x&quot; onmouseover=&quot;alert(1)" rel="noopener noreferrer">y</a>',
    ],
    [
      'greater-than inside a quoted attribute',
      '<a title="a>b" href="/x">y</a>',
      '<a title="a&gt;b" href="/x" rel="noopener noreferrer">y</a>',
    ],
    [
      'stray angle brackets',
      '1 < 2 and 3 > 2 <<script>alert(1)</script>',
      '1 &lt; 2 and 3 &gt; 2 &lt;',
    ],
    ['math element', '<math><mi xlink:href="javascript:alert(1)">x</mi></math>ok', 'ok'],
    ['object and embed', '<object data="x.swf"></object><embed src="x.swf">ok', 'ok'],
    ['meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">ok', 'ok'],
    ['base tag', '<base href="javascript:alert(1)//">ok', 'ok'],
    ['backslash URL', '<a href="/\\evil.example">x</a>', '<a rel="noopener noreferrer">x</a>'],
  ])('%s', (_name, input, expected) => {
    const output = sanitizeHtml(input);
    expect(output).toBe(expected);
    expect(output.toLowerCase()).not.toMatch(/<script|javascript:|onerror|onload|<iframe|<svg/);
    expect(sanitizeHtml(output)).toBe(output);
  });
});

describe('sanitizeHtml: allowed content', () => {
  it('keeps the allow-listed structure, safe links and images', () => {
    const html =
      '<h2>Judul</h2><p>Teks <strong>tebal</strong>, <em>miring</em> &amp; <a href="https://ojk.go.id" title="OJK">tautan</a>.</p>' +
      '<ul><li>satu</li><li>dua</li></ul><ol start="3"><li>tiga</li></ol><img src="/api/files/a.png" alt="Gambar" width="640">' +
      '<table><thead><tr><th colspan="2">Kolom</th></tr></thead><tbody><tr><td>1</td><td>2</td></tr></tbody></table>' +
      '<blockquote>kutipan</blockquote><p>Hubungi <a href="mailto:halo@pendana.test">email</a></p><br/><hr>';
    expect(sanitizeHtml(html)).toBe(
      '<h2>Judul</h2><p>Teks <strong>tebal</strong>, <em>miring</em> &amp; <a href="https://ojk.go.id" title="OJK" rel="noopener noreferrer">tautan</a>.</p>' +
        '<ul><li>satu</li><li>dua</li></ul><ol start="3"><li>tiga</li></ol><img src="/api/files/a.png" alt="Gambar" width="640" />' +
        '<table><thead><tr><th colspan="2">Kolom</th></tr></thead><tbody><tr><td>1</td><td>2</td></tr></tbody></table>' +
        '<blockquote>kutipan</blockquote><p>Hubungi <a href="mailto:halo@pendana.test" rel="noopener noreferrer">email</a></p><br /><hr />',
    );
  });

  it('balances tags, drops stray closing tags and bad numbers, escapes bare ampersands', () => {
    expect(sanitizeHtml('<p><strong>a</p>b</strong></em>')).toBe('<p><strong>a</strong></p>b');
    expect(sanitizeHtml('<ul><li>x')).toBe('<ul><li>x</li></ul>');
    expect(sanitizeHtml('<img src="a.png" width="100%">')).toBe('<img src="a.png" />');
    expect(sanitizeHtml('R&D &copy; &#169; &#xA9; & more')).toBe('R&amp;D © © © &amp; more');
  });

  it('is linear on hostile input (no catastrophic backtracking)', () => {
    const started = Date.now();
    sanitizeHtml(`<a href=${'a/'.repeat(20_000)}`);
    sanitizeHtml(`<p ${'b '.repeat(20_000)}`);
    sanitizeHtml('<'.repeat(50_000));
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('plain text and URL checks', () => {
    expect(htmlToText('<p>Halo&nbsp;<b>dunia</b></p><script>x</script>')).toBe('Halo dunia');
    expect(isSafeUrl('https://pendana.test/a')).toBe(true);
    expect(isSafeUrl('#bagian')).toBe(true);
    expect(isSafeUrl('tel:+62215550123')).toBe(true);
    expect(isSafeUrl('')).toBe(false);
    expect(isSafeUrl('javascript&#58;alert(1)')).toBe(false);
  });
});
