// The web build's prerendered pages (apps/lender-web scripts/prerender.mjs): which
// HTML file the server sends for which path and visitor.
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let webDist: string;
const page = (name: string) =>
  `<!doctype html><html><body><div id="root">${name}</div>${'<p>padding</p>'.repeat(100)}</body></html>`;
const PAGES: Record<string, string> = {
  'index.html': page('index'),
  'prerender/auth/login.html': page('login id'),
  'prerender/en/auth/login.html': page('login en'),
  'prerender/dashboard-shell.html': page('shell id'),
  'prerender/en/dashboard-shell.html': page('shell en'),
  'prerender/dashboard.html': page('home id'),
  'prerender/en/dashboard.html': page('home en'),
  'prerender/dashboard/search-for-funding.html': page('search id'),
  'prerender/en/dashboard/my-funding.html': page('my funding en'),
};
const SESSION = 'user_id=7; token=abc.def; user_status=verified';

beforeAll(async () => {
  webDist = await mkdtemp(path.join(os.tmpdir(), 'pendana-web-prerender-'));
  for (const [file, html] of Object.entries(PAGES)) {
    await mkdir(path.dirname(path.join(webDist, file)), { recursive: true });
    await writeFile(path.join(webDist, file), html);
    await writeFile(path.join(webDist, `${file}.br`), zlib.brotliCompressSync(html));
  }
  t = await createTestApp({ config: { webDist } });
});
afterAll(async () => {
  await t.close();
  await rm(webDist, { recursive: true, force: true });
});

async function pageOf(url: string, cookie?: string, encoding?: string) {
  const response = await t.app.inject({
    method: 'GET',
    url,
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(encoding ? { 'accept-encoding': encoding } : {}),
    },
  });
  expect(response.statusCode, url).toBe(200);
  expect(response.headers['cache-control'], url).toBe('no-cache');
  expect(String(response.headers['content-type']), url).toMatch(/^text\/html/);
  return response;
}

describe('prerendered pages of the web app', () => {
  it('sends the prerendered login page of each language to a visitor without a session', async () => {
    for (const [url, name] of [
      ['/auth/login', 'login id'],
      ['/auth/login/', 'login id'],
      ['/auth/login?next=%2Fdashboard', 'login id'],
      ['/en/auth/login', 'login en'],
    ] as const) {
      const response = await pageOf(url);
      expect(response.body, url).toContain(`<div id="root">${name}</div>`);
      expect(String(response.headers.vary), url).toMatch(/cookie/i);
    }
    const emptyToken = await pageOf('/auth/login', 'token=; user_id=');
    expect(emptyToken.body).toContain('<div id="root">login id</div>');
  });

  it("sends a dashboard page's own frame to a visitor with a session, else the shell, by language", async () => {
    for (const [url, name] of [
      ['/dashboard', 'home id'],
      ['/dashboard/', 'home id'],
      ['/dashboard/ekyc', 'shell id'],
      ['/dashboard/search-for-funding?page=2', 'search id'],
      ['/dashboard/search-for-funding/', 'search id'],
      ['/dashboard/my-funding', 'shell id'],
      ['/dashboard/search-for-funding/x', 'shell id'],
      ['/en/dashboard', 'home en'],
      ['/en/dashboard/my-funding', 'my funding en'],
      ['/en/dashboard/search-for-funding', 'shell en'],
    ] as const) {
      const response = await pageOf(url, SESSION);
      expect(response.body, url).toContain(`<div id="root">${name}</div>`);
      expect(String(response.headers.vary), url).toMatch(/cookie/i);
    }
  });

  it('never sends the shell without a session, nor the login page with one, nor either elsewhere', async () => {
    for (const [url, cookie] of [
      ['/dashboard', undefined],
      ['/dashboard/search-for-funding', undefined],
      ['/en/dashboard/my-funding', 'token='],
      ['/en/dashboard/ekyc', 'user_id=7'],
      ['/auth/login', SESSION],
      ['/en/auth/login', SESSION],
      ['/', undefined],
      ['/', SESSION],
      ['/auth/register', undefined],
      ['/dashboards', SESSION],
      ['/en/auth/login-help', undefined],
    ] as const) {
      const response = await pageOf(url, cookie);
      expect(response.body, `${url} ${cookie ?? ''}`).toContain('<div id="root">index</div>');
    }
  });

  it("sends the build's brotli copy of a prerendered page", async () => {
    const response = await pageOf('/en/auth/login', undefined, 'br');
    expect(response.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(
      PAGES['prerender/en/auth/login.html'],
    );
  });
});

describe('a build without prerendered pages', () => {
  it('sends index.html for the login page and the dashboard', async () => {
    const bare = await mkdtemp(path.join(os.tmpdir(), 'pendana-web-bare-'));
    await writeFile(path.join(bare, 'index.html'), PAGES['index.html'] ?? '');
    const app = await t.sibling({ webDist: bare });
    try {
      for (const [url, cookie] of [
        ['/auth/login', undefined],
        ['/dashboard', SESSION],
      ] as const) {
        const response = await app.inject({
          method: 'GET',
          url,
          headers: cookie ? { cookie } : {},
        });
        expect(response.statusCode).toBe(200);
        expect(response.body, url).toContain('<div id="root">index</div>');
      }
    } finally {
      await app.close();
      await rm(bare, { recursive: true, force: true });
    }
  });
});
