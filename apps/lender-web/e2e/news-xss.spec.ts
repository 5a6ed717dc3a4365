// An XSS corpus put into news articles straight through the database (not through the
// server's sanitiser, as content that reached the database another way would be) is inert on the
// page. The page's CSP would stop inline scripts on its own, so it is bypassed here: the web app's
// sanitiser (lib/safe-html) alone stands between the payloads and the lender. A payload that runs
// sets window.__pwned (recorded) or calls alert (recorded); a canary at the end proves a script
// *would* be caught on this page.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { logIn } from './pages/login-page';
import { t } from './support/i18n';

const PAYLOADS: string[] = [
  '<script>window.__pwned = 1</script>',
  '<img src=x onerror="window.__pwned = 2">',
  '<IMG SRC=x ONERROR="window.__pwned = 3">',
  '<svg onload="window.__pwned = 4"></svg>',
  '<svg><script>window.__pwned = 5</script></svg>',
  '<a href="javascript:window.__pwned = 6">klik 6</a>',
  '<a href="JaVaScRiPt:window.__pwned = 7">klik 7</a>',
  '<a href="jav&#x61;script:window.__pwned = 8">klik 8</a>',
  '<a href=" &#14; javascript:window.__pwned = 9">klik 9</a>',
  '<iframe src="javascript:parent.__pwned = 10"></iframe>',
  '<iframe srcdoc="<script>parent.__pwned = 11</script>"></iframe>',
  '<body onload="window.__pwned = 12"><p>body</p></body>',
  '<div style="background:url(javascript:window.__pwned = 13)">css url</div>',
  '<div style="width: expression(window.__pwned = 14)">css expression</div>',
  "<style>@import 'javascript:window.__pwned = 15'; body { background: url(javascript:window.__pwned = 15) }</style>",
  '<object data="javascript:window.__pwned = 16"></object>',
  '<embed src="javascript:window.__pwned = 17">',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__pwned = 18"></style></mglyph></table></mtext></math>',
  '<details open ontoggle="window.__pwned = 19"><summary>detail</summary></details>',
  '<input autofocus onfocus="window.__pwned = 20">',
  '<form action="javascript:window.__pwned = 21"><button>kirim</button></form>',
  '<a href="data:text/html;base64,PHNjcmlwdD5wYXJlbnQuX19wd25lZCA9IDIyPC9zY3JpcHQ+">data 22</a>',
  '<meta http-equiv="refresh" content="0;url=javascript:window.__pwned = 23">',
  '<video><source onerror="window.__pwned = 24"></video>',
  '<p onmouseover="window.__pwned = 25">hover 25</p>',
  '<noscript><p title="</noscript><img src=x onerror=window.__pwned=26>"></noscript>',
  '<template><img src=x onerror="window.__pwned = 27"></template>',
  '<base href="javascript:window.__pwned = 28//"><a href="/relative">relative 28</a>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9ImFsZXJ0KDI5KSIvPg==" onload="window.__pwned = 29">',
  '<a href="https://ojk.go.id" onclick="window.__pwned = 30">OJK 30</a>',
];

/** Five payloads an article (one page load each): six articles. */
const ARTICLES = Array.from({ length: Math.ceil(PAYLOADS.length / 5) }, (_, index) =>
  PAYLOADS.slice(index * 5, index * 5 + 5),
);

const PORT = Number(process.env.E2E_PORT ?? 4310) + 17;
const BASE_URL = `http://127.0.0.1:${PORT}`;
const here = import.meta.dirname;
let server: ChildProcess | undefined;
let folder = '';

test.beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'pendana-xss-'));
  const file = path.join(folder, 'raw-news.json');
  await writeFile(
    file,
    JSON.stringify(
      ARTICLES.map((payloads, index) => ({
        slug: `xss-${index + 1}`,
        title: `Uji XSS ${index + 1}`,
        html: `<p>Artikel ${index + 1}</p>${payloads.map((html) => `<div>${html}</div>`).join('')}`,
      })),
    ),
  );
  server = spawn('node', ['--import', 'tsx', 'test/helpers/serve-with-raw-news.ts'], {
    cwd: path.join(here, '../../lender-api'),
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      WEB_DIST: process.env.E2E_WEB_DIST ?? path.join(here, '../dist'),
      PGLITE_DIR: 'memory://',
      SANDBOX: '1',
      NODE_ENV: 'test',
      RATE_LIMIT_ADDRESS_FACTOR: '1000',
      RAW_NEWS_FILE: file,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the raw-news server did not start')), 90_000);
    server?.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('raw news ready')) {
        clearTimeout(timer);
        resolve();
      }
    });
    server?.on('exit', (code) => reject(new Error(`the raw-news server stopped (${code})`)));
  });
});

test.afterAll(async () => {
  server?.kill('SIGTERM');
  if (folder) await rm(folder, { recursive: true, force: true });
});

test(`${PAYLOADS.length} XSS payloads in news articles are inert on the page (id)`, async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ baseURL: BASE_URL, bypassCSP: true });
  const page = await context.newPage();
  await page.addInitScript(() => {
    const hits: unknown[] = [];
    Object.defineProperty(window, '__xssHits', { value: hits });
    Object.defineProperty(window, '__pwned', {
      set: (value: unknown) => hits.push(value),
      get: () => undefined,
    });
    window.alert = (message?: unknown) => hits.push(`alert ${String(message)}`);
  });
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });

  await logIn(page, 'id', 'demo.individu', 'Pendana123!');
  const token = (await context.cookies()).find((cookie) => cookie.name === 'token')?.value ?? '';
  const headers = { Authorization: `Bearer ${token}`, 'Request-Access': token };
  // The article of each payload, by its title.
  const list = (await (
    await context.request.post('/api/news/get?per_page=50&page=1', { headers })
  ).json()) as { news: { id: number; title: string }[] };
  const ids = ARTICLES.map(
    (_, index) => list.news.find((item) => item.title === `Uji XSS ${index + 1}`)?.id,
  );
  expect(ids.every((id) => id !== undefined)).toBe(true);

  for (const [index, id] of ids.entries()) {
    await page.goto(`/dashboard/news?drawer=news&id=${id}`);
    const dialog = page.getByRole('dialog', { name: t('id', 'news.page.newsDrawer') });
    const article = dialog.locator('article');
    await expect(article.getByText(`Artikel ${index + 1}`, { exact: true })).toBeVisible();
    const found = await article.evaluate((root) => {
      const bad: string[] = [];
      for (const element of Array.from(root.querySelectorAll('*'))) {
        const tag = element.tagName.toLowerCase();
        if (
          [
            'script',
            'iframe',
            'object',
            'embed',
            'svg',
            'math',
            'style',
            'form',
            'input',
            'base',
            'meta',
            'link',
            'template',
            'video',
            'source',
            'details',
            'noscript',
          ].includes(tag)
        )
          bad.push(`<${tag}>`);
        for (const attribute of Array.from(element.attributes)) {
          const name = attribute.name.toLowerCase();
          if (name.startsWith('on') || name === 'srcdoc' || name === 'formaction')
            bad.push(`${tag}[${name}]`);
          if (
            (name === 'href' || name === 'src' || name === 'action' || name === 'data') &&
            !/^(https?:|mailto:|tel:|\/(?!\/)|data:image\/)/i.test(attribute.value.trim())
          )
            bad.push(`${tag}[${name}=${attribute.value}]`);
        }
      }
      return bad;
    });
    expect(found, `article ${index + 1}: ${ARTICLES[index]?.join(' ')}`).toEqual([]);
  }
  // Give late handlers (image errors, timers) their chance.
  await page.waitForTimeout(500);
  expect(
    await page.evaluate(() => (window as unknown as { __xssHits: unknown[] }).__xssHits),
  ).toEqual([]);
  expect(dialogs).toEqual([]);

  // The canary: on this page (CSP bypassed) an inline handler does run and is caught.
  await page.evaluate(() => {
    const holder = document.createElement('div');
    holder.innerHTML = '<img src="x" onerror="window.__pwned = \'canary\'">';
    document.body.append(holder);
  });
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __xssHits: unknown[] }).__xssHits))
    .toEqual(['canary']);
  await context.close();
});
