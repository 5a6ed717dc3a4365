// A dashboard page's first data in the first response (http/web-static.ts): the server answers the
// frame's first queries for the visitor with a session into the page, never from another visitor's
// answers, and no shared cache may keep the page.
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, type TestApp } from '../helpers/test-app.ts';
import { requestOfKey } from '../../src/http/web-static.ts';

let t: TestApp;
let webDist: string;
const QUERIES = [['/v1/lender_info'], ['POST', '/newProfile/homeLogin']];
const attribute = JSON.stringify(QUERIES).replace(/"/g, '&quot;');
const frame = (name: string) =>
  `<!doctype html><html><body><div id="root" data-prerendered="shell">${name}</div>` +
  `<script type="application/json" id="first-data" data-queries="${attribute}"></script></body></html>`;
const PAGES: Record<string, string> = {
  'index.html': '<!doctype html><html><body><div id="root">index</div></body></html>',
  'prerender/dashboard.html': frame('home id'),
  'prerender/en/dashboard.html': frame('home en'),
  'prerender/dashboard-shell.html': '<div id="root">shell</div>',
};

beforeAll(async () => {
  webDist = await mkdtemp(path.join(os.tmpdir(), 'pendana-web-first-data-'));
  for (const [file, html] of Object.entries(PAGES)) {
    await mkdir(path.dirname(path.join(webDist, file)), { recursive: true });
    await writeFile(path.join(webDist, file), html);
  }
  t = await createTestApp({ config: { webDist } });
});
afterAll(async () => {
  await t.close();
  await rm(webDist, { recursive: true, force: true });
});

interface FirstData {
  answers: Array<{ key: unknown[]; data: { data: Record<string, unknown> } }>;
}

async function pageOf(url: string, cookie?: string) {
  const response = await t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  expect(response.statusCode, url).toBe(200);
  const match = /<script type="application\/json" id="first-data">([^<]*)<\/script>/.exec(
    response.body,
  );
  return { response, firstData: match ? (JSON.parse(match[1] ?? '') as FirstData) : null };
}

const session = (token: string) => `user_id=1; token=${encodeURIComponent(token)}`;

describe("a dashboard page's first data", () => {
  it("is the signed-in lender's own answers, in the page, for each of two lenders", async () => {
    const individu = await loginAs(t.app, 'demo.individu');
    const korporasi = await loginAs(t.app, 'demo.korporasi');
    const own = async (token: string) => {
      const answer = await t.app.inject({
        method: 'GET',
        url: '/api/v1/lender_info',
        headers: { authorization: `Bearer ${token}`, 'request-access': token },
      });
      return answer.json() as { data: Record<string, unknown> };
    };
    const infoOf = { individu: await own(individu), korporasi: await own(korporasi) };
    expect(infoOf.individu.data.username).not.toBe(infoOf.korporasi.data.username);

    for (const [name, token] of [
      ['individu', individu],
      ['korporasi', korporasi],
      ['individu', individu],
    ] as const) {
      const { response, firstData } = await pageOf('/dashboard', session(token));
      expect(response.headers['cache-control']).toBe('private, no-cache');
      expect(String(response.headers.vary)).toMatch(/cookie/i);
      expect(response.body).toContain('home id');
      expect(firstData?.answers.map((answer) => answer.key)).toEqual(QUERIES);
      const [info, home] = firstData?.answers ?? [];
      expect(info?.data).toEqual(infoOf[name]);
      const other = name === 'individu' ? infoOf.korporasi : infoOf.individu;
      expect(response.body).not.toContain(JSON.stringify(other.data.username));
      expect(home?.data.data).toHaveProperty('rekening');
    }
  });

  it("is asked in the page's language; none without a session or with an ended one", async () => {
    const token = await loginAs(t.app, 'demo.individu');
    const en = await pageOf('/en/dashboard', session(token));
    expect(en.response.body).toContain('home en');
    expect(en.firstData?.answers).toHaveLength(2);

    const ended = await pageOf('/dashboard', session('not-a-session'));
    expect(ended.response.body).toContain('data-queries=');
    expect(ended.firstData).toBeNull();
    expect(ended.response.headers['cache-control']).toBe('no-cache');

    const none = await pageOf('/dashboard');
    expect(none.response.body).toContain('index');
    expect(none.firstData).toBeNull();
  });

  it('cannot be turned into another request or a markup break', () => {
    expect(requestOfKey(['/v1/lender_info'])).toEqual({ method: 'GET', path: '/v1/lender_info' });
    expect(requestOfKey(['POST', '/newProyek/v2/listAll', { page: 1 }])).toEqual({
      method: 'POST',
      path: '/newProyek/v2/listAll',
      body: { page: 1 },
    });
    expect(requestOfKey(['/v1/../admin'])).toBeNull();
    expect(requestOfKey(['//evil.example/x'])).toBeNull();
    expect(requestOfKey(['DELETE', '/v1/lender_info'])).toBeNull();
    expect(requestOfKey(['/v1/x', 'not-params'])).toBeNull();
  });
});
