// Images are served as files (GET /v1/media/<hash>.<ext>), not inlined into the JSON,
// and compressed answers are kept by their exact body — a checkout shows in the next list at once.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import {
  GetPortfolioResponse,
  GetProjectDetailResponse,
  ListNewsResponse,
  ListProjectsResponse,
} from '@pendana/api-sdk/zod';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedEncoding, CompressedAnswers } from '../../src/http/compressed-answers.ts';
import { decodeDataUrl } from '../../src/modules/projects/media.ts';
import {
  api,
  createTestApp,
  expectBody,
  get,
  loginAs,
  post,
  type TestApp,
  moneyKey,
} from '../helpers/test-app.ts';
import { newLender } from '../helpers/money-helpers.ts';

let t: TestApp;
let demo: string;
beforeAll(async () => {
  t = await createTestApp();
  demo = await loginAs(t.app, 'demo.individu');
});
afterAll(async () => {
  await t.close();
});

const MEDIA_URL = /^\/api\/v1\/media\/[0-9a-f]{32}\.svg$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';

async function listAll(token: string, headers: Record<string, string> = {}) {
  return post(t.app, api('/newProyek/v2/listAll'), { per_page: 50 }, { token, headers });
}

/** The stored image of a project (the seed's data: URL), decoded. */
async function storedImage(projectId: number) {
  const row = await sql<{
    image_url: string;
  }>`select image_url from projects where id = ${projectId}`.execute(t.database.db);
  const value = row.rows[0]?.image_url ?? '';
  expect(value.startsWith('data:image/svg+xml;base64,')).toBe(true);
  return decodeDataUrl(value);
}

describe('GET /v1/media/:file (getMedia)', () => {
  it('lists carry image URLs, not inline images, and each URL answers the stored image with a year-long immutable cache', async () => {
    const response = await listAll(demo);
    const lists = expectBody(ListProjectsResponse, response);
    expect(response.body).not.toContain('data:image');
    const project = lists.dataProyekAktif[0];
    if (!project) throw new Error('no active project in the seed');
    expect(project.image_url).toMatch(MEDIA_URL);

    const image = await get(t.app, project.image_url);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/svg+xml');
    expect(image.headers['cache-control']).toBe(IMMUTABLE);
    const hash = /([0-9a-f]{32})\.svg$/.exec(project.image_url)?.[1];
    expect(image.headers.etag).toBe(`"${hash}"`);
    expect(image.rawPayload.equals((await storedImage(project.id))?.bytes ?? Buffer.alloc(0))).toBe(
      true,
    );
  });

  it('answers 304 without a body to If-None-Match with its ETag, 200 to another ETag', async () => {
    const lists = expectBody(ListProjectsResponse, await listAll(demo));
    const url = lists.dataProyekAktif[0]?.image_url ?? '';
    const first = await get(t.app, url);
    const etag = String(first.headers.etag);
    const again = await get(t.app, url, { headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers['cache-control']).toBe(IMMUTABLE);
    expect(again.headers.etag).toBe(etag);
    const other = await get(t.app, url, { headers: { 'if-none-match': '"0123"' } });
    expect(other.statusCode).toBe(200);
  });

  it('is a 404 for a name no stored image has (or the wrong type), a 422 for a malformed one', async () => {
    const lists = expectBody(ListProjectsResponse, await listAll(demo));
    const url = lists.dataProyekAktif[0]?.image_url ?? '';
    expect((await get(t.app, api(`/v1/media/${'0'.repeat(32)}.svg`))).statusCode).toBe(404);
    expect((await get(t.app, url.replace(/\.svg$/, '.png'))).statusCode).toBe(404);
    expect((await get(t.app, api('/v1/media/not-a-hash.svg'))).statusCode).toBe(422);
  });

  it('detail gallery, home fundings and news covers are URLs that answer their images', async () => {
    const lists = expectBody(ListProjectsResponse, await listAll(demo));
    const id = lists.dataProyekAktif[0]?.id ?? 0;
    const detail = expectBody(
      GetProjectDetailResponse,
      await post(t.app, api('/newProyek/detil'), { id_proyek: id }, { token: demo }),
    );
    expect(detail.data.semua_gambar).toHaveLength(3);
    expect(detail.data.semua_gambar[0]).toBe(detail.data.image_url);
    const home = expectBody(
      GetPortfolioResponse,
      await post(t.app, api('/newProfile/homeLogin'), undefined, { token: demo }),
    );
    const news = expectBody(
      ListNewsResponse,
      await post(t.app, api('/news/get'), undefined, { token: demo }),
    );
    const urls = [
      ...detail.data.semua_gambar,
      ...home.data.pendanaan.map((funding) => funding.gambar),
      ...news.news.flatMap((item) => (item.image ? [item.image] : [])),
    ];
    expect(home.data.pendanaan.length).toBeGreaterThan(0);
    expect(urls.length).toBeGreaterThan(5);
    for (const url of urls) {
      expect(url).toMatch(MEDIA_URL);
      const image = await get(t.app, url);
      expect(image.statusCode, url).toBe(200);
      expect(image.body.startsWith('<svg')).toBe(true);
    }
  });
});

describe('compressed answers', () => {
  function decode(response: Awaited<ReturnType<typeof listAll>>) {
    const encoding = response.headers['content-encoding'];
    if (encoding === 'br') return JSON.parse(brotliDecompressSync(response.rawPayload).toString());
    if (encoding === 'gzip') return JSON.parse(gunzipSync(response.rawPayload).toString());
    return response.json();
  }

  it('a checkout moves the packages left of the next compressed list at once', async () => {
    const buyer = await newLender(t, { topUp: 50_000_000 });
    const before = ListProjectsResponse.parse(
      decode(await listAll(buyer.token, { 'accept-encoding': 'br' })),
    );
    const same = await listAll(buyer.token, { 'accept-encoding': 'br' });
    expect(same.headers['content-encoding']).toBe('br');
    const project = [...before.dataProyekAktif].sort((a, b) => b.sisa_paket - a.sisa_paket)[0];
    if (!project) throw new Error('no active project');
    expect(ListProjectsResponse.parse(decode(same))).toEqual(before);
    const paket = 3;
    const checkout = await post(
      t.app,
      api('/newProyek/checkout_new'),
      { id_proyek: project.id, paket },
      { token: buyer.token, headers: moneyKey() },
    );
    expect(checkout.json()).toHaveProperty('success');
    for (const encoding of ['br', 'gzip']) {
      const response = await listAll(buyer.token, { 'accept-encoding': encoding });
      expect(response.headers['content-encoding']).toBe(encoding);
      const after = ListProjectsResponse.parse(decode(response));
      const moved = after.dataProyekAktif.find((item) => item.id === project.id);
      expect(moved?.sisa_paket).toBe(project.sisa_paket - paket);
    }
  });

  it('keeps one compressed copy per distinct body and encoding', () => {
    const cache = new CompressedAnswers();
    const body = JSON.stringify({ data: 'x'.repeat(2000) });
    const first = cache.get(body, 'br');
    expect(cache.get(body, 'br')).toBe(first);
    expect(cache.hits).toBe(1);
    expect(brotliDecompressSync(first).toString()).toBe(body);
    const other = JSON.stringify({ data: 'y'.repeat(2000) });
    expect(brotliDecompressSync(cache.get(other, 'br')).toString()).toBe(other);
    expect(gunzipSync(cache.get(body, 'gzip')).toString()).toBe(body);
    expect(cache.misses).toBe(3);
  });

  it('chooses br, else gzip, as the client accepts them', () => {
    expect(acceptedEncoding('gzip, deflate, br')).toBe('br');
    expect(acceptedEncoding('gzip')).toBe('gzip');
    expect(acceptedEncoding('br;q=0, gzip')).toBe('gzip');
    expect(acceptedEncoding('identity')).toBeNull();
    expect(acceptedEncoding('*')).toBe('br');
    expect(acceptedEncoding(undefined)).toBeNull();
  });
});
