import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {
  ErrorResponse,
  ForgotBorrowerPasswordResponse,
  GetTermConditionResponse,
  LoginResponseSchema,
  RegisterResponseSchema,
  ResendEmailResponseSchema,
  ValidationErrorResponse,
} from '@pendana/api-sdk/zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES } from '../../src/modules/index.ts';
import { CONTENT_SECURITY_POLICY } from '../../src/http/security-headers.ts';
import { nextMail, outboxOf } from '../helpers/outbox.ts';
import {
  DEMO_PASSWORD,
  api,
  createTestApp,
  expectBody,
  get,
  loginAs,
  post,
  type TestApp,
} from '../helpers/test-app.ts';

let t: TestApp;
let webDist: string;
const INDEX_HTML =
  '<!doctype html><html><body><div id="root"></div><script src="/assets/index-AbCd1234.js"></script></body></html>';

const BIG_ASSET = `export const rows = ${JSON.stringify(
  Array.from({ length: 400 }, (_, i) => ({ id: i, nama: `Proyek ${i}` })),
)};`;
const BIG_ASSET_BR = zlib.brotliCompressSync(BIG_ASSET); // quality 11, like the build
const BIG_ASSET_GZ = zlib.gzipSync(BIG_ASSET, { level: 9 });

beforeAll(async () => {
  webDist = await mkdtemp(path.join(os.tmpdir(), 'pendana-web-dist-'));
  await mkdir(path.join(webDist, 'assets'));
  await writeFile(path.join(webDist, 'index.html'), INDEX_HTML);
  await writeFile(path.join(webDist, 'assets', 'index-AbCd1234.js'), 'console.log("app");');
  await writeFile(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // What the web build writes (apps/lender-web/vite-plugins/precompress.ts): .br and .gz copies.
  const big = path.join(webDist, 'assets', 'route-EfGh5678.js');
  await writeFile(big, BIG_ASSET);
  await writeFile(`${big}.br`, BIG_ASSET_BR);
  await writeFile(`${big}.gz`, BIG_ASSET_GZ);
  t = await createTestApp({ config: { webDist } });
});
afterAll(async () => {
  await t.close();
  await rm(webDist, { recursive: true, force: true });
});

describe('health and errors', () => {
  it('GET /healthz answers ok once migrations and seed are done', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers malformed JSON with 400 in X-LANG', async () => {
    for (const [lang, message] of [
      ['id', 'Isi permintaan bukan JSON yang valid.'],
      ['en', 'The request body is not valid JSON.'],
    ] as const) {
      const response = await t.app.inject({
        method: 'POST',
        url: api('/newAuth/login'),
        headers: { 'content-type': 'application/json', 'x-lang': lang },
        payload: '{"username": "demo.individu",',
      });
      expect(response.statusCode).toBe(400);
      expect(expectBody(ErrorResponse, response).message).toBe(message);
    }
  });

  it('answers a JSON body that is not an object with 400', async () => {
    const response = await post(t.app, api('/newAuth/login'), ['demo.individu', DEMO_PASSWORD]);
    expect(response.statusCode).toBe(400);
    expect(expectBody(ErrorResponse, response).message).toBe('Format permintaan tidak valid.');
  });

  it('answers wrong types with 422, not 500', async () => {
    const response = await post(
      t.app,
      api('/newAuth/login'),
      { username: 12, password: { a: 1 } },
      { lang: 'en' },
    );
    expect(response.statusCode).toBe(422);
    expect(expectBody(ValidationErrorResponse, response).errors).toEqual({
      username: ['Invalid data type.'],
      password: ['Invalid data type.'],
    });
  });

  it('answers a body over the limit with 413', async () => {
    const response = await post(
      t.app,
      api('/newAuth/login'),
      { username: 'x'.repeat(13 * 1024 * 1024), password: 'y' },
      { lang: 'en' },
    );
    expect(response.statusCode).toBe(413);
    expect(expectBody(ErrorResponse, response).message).toBe('The request is too large.');
  });

  it('answers an unsupported content type with 415', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: api('/newAuth/login'),
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expect(response.statusCode).toBe(415);
    expect(expectBody(ErrorResponse, response).message).toBe('Jenis konten tidak didukung.');
  });

  it('answers an unknown API route with a 404 JSON body, also for GET', async () => {
    const postResponse = await post(t.app, api('/newAuth/nope'), {}, { lang: 'en' });
    expect(postResponse.statusCode).toBe(404);
    expect(expectBody(ErrorResponse, postResponse).message).toBe(
      'Route POST /api/newAuth/nope not found.',
    );
    const getResponse = await get(t.app, api('/does/not/exist'));
    expect(getResponse.statusCode).toBe(404);
    expect(getResponse.headers['content-type']).toContain('application/json');
    expect(expectBody(ErrorResponse, getResponse).message).toBe(
      'Alamat GET /api/does/not/exist tidak ditemukan.',
    );
  });
});

describe('web origin', () => {
  it('forwards POST /auth/login to the login operation', async () => {
    const response = await post(t.app, '/auth/login', {
      username: 'demo.individu',
      password: DEMO_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(expectBody(LoginResponseSchema, response).status).toBe('active');
    const wrong = await post(
      t.app,
      '/auth/login',
      { username: 'demo.individu', password: 'Salah9999' },
      { lang: 'en' },
    );
    expect(wrong.statusCode).toBe(401);
    expect(expectBody(ErrorResponse, wrong).message).toBe('Wrong username or password.');
  });

  it('forwards POST /auth/register, /auth/resend and /auth/borrower/forgot-password', async () => {
    const register = await post(t.app, '/auth/register', {
      username: 'web.origin',
      email: 'web.origin@example.com',
      password: 'Origin2026',
      password_confirmation: 'Origin2026',
      lender_type: 2,
    });
    expect(register.statusCode).toBe(201);
    expectBody(RegisterResponseSchema, register);
    const resend = await post(t.app, '/auth/resend', { email: 'web.origin@example.com' });
    expect(resend.statusCode).toBe(200);
    expectBody(ResendEmailResponseSchema, resend);
    const borrower = await post(
      t.app,
      '/auth/borrower/forgot-password',
      { email: 'borrower@example.com' },
      { lang: 'en' },
    );
    expect(borrower.statusCode).toBe(200);
    expect(expectBody(ForgotBorrowerPasswordResponse, borrower).message).toBe(
      'If the email is registered, a link to reset the password has been sent.',
    );
    const direct = await post(t.app, api('/v1/borrower/auth/forgot_password'), {
      email: 'borrower@example.com',
    });
    expect(expectBody(ForgotBorrowerPasswordResponse, direct).message).toBe(
      'Jika email terdaftar, tautan untuk mengatur ulang password telah dikirim.',
    );
    const invalid = await post(t.app, '/auth/borrower/forgot-password', { email: 'nope' });
    expect(invalid.statusCode).toBe(422);
    expectBody(ValidationErrorResponse, invalid);
  });

  it('serves the SPA for GET of non-API paths, with security headers', async () => {
    for (const url of ['/', '/auth/login', '/en/auth/login', '/dashboard/portfolio?tab=2']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toBe(INDEX_HTML);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
    }
    // Popups keep their link to the app (a liveness provider on its own site); the page the provider
    // sends the popup back to sends no COOP, or the browser would cut it from the app's window.
    for (const url of ['/dashboard/ekyc', '/en/auth/login']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.headers['cross-origin-opener-policy'], url).toBe('same-origin-allow-popups');
    }
    for (const url of ['/liveness/return?code=x', '/en/liveness/return', '/sandbox/outbox']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cross-origin-opener-policy'], url).toBeUndefined();
    }
    expect(CONTENT_SECURITY_POLICY).toContain("script-src 'self'");
    expect(CONTENT_SECURITY_POLICY).toContain("img-src 'self' data: blob:");
  });

  it('serves hashed assets with immutable caching and other files revalidated; missing files are 404', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-AbCd1234.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log("app");');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('no-cache');
    const missing = await t.app.inject({ method: 'GET', url: '/assets/missing-12345678.js' });
    expect(missing.statusCode).toBe(404);
  });
});

describe('compression', () => {
  it("sends the build's brotli or gzip copy of an asset by Accept-Encoding, else the file itself", async () => {
    const url = '/assets/route-EfGh5678.js';
    const br = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // the build's copy byte for byte (not compressed again per request)
    expect(br.rawPayload.equals(BIG_ASSET_BR)).toBe(true);
    expect(br.rawPayload.length).toBeLessThan(BIG_ASSET.length / 3);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(BIG_ASSET);
    const gz = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.rawPayload.equals(BIG_ASSET_GZ)).toBe(true);
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(BIG_ASSET);
    const plain = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG_ASSET);
  });

  it('compresses API answers of 1 kB or more for clients that accept it, and leaves small ones alone', async () => {
    const token = await loginAs(t.app, 'demo.individu');
    const url = api('/newProfile/allMasterBaru');
    const plain = await post(t.app, url, undefined, { token });
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await post(t.app, url, undefined, { token, headers: { 'accept-encoding': 'br' } });
    expect(br.statusCode, br.body).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(
      JSON.parse(plain.body),
    );
    const health = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(health.headers['content-encoding']).toBeUndefined();
  });
});

describe('terms and sandbox', () => {
  it('answers the terms in the request language', async () => {
    const id = await post(t.app, api('/newAuth/termCondition'), undefined);
    expect(id.statusCode).toBe(200);
    expect(expectBody(GetTermConditionResponse, id).title).toBe(
      'Syarat dan Ketentuan Pemberi Dana',
    );
    const en = await post(t.app, api('/newAuth/termCondition'), undefined, { lang: 'en' });
    expect(expectBody(GetTermConditionResponse, en).title).toBe('Lender Terms and Conditions');
  });

  it('lists the outbox as HTML at /sandbox/outbox and as JSON under the API', async () => {
    const seen = (await outboxOf(t.app, 'demo.individu@pendana.test')).length;
    await post(t.app, api('/v1/lender/auth/forgot_password'), {
      email: 'demo.individu@pendana.test',
    });
    // The mail is sent by a job after the answer.
    await nextMail(t.app, 'demo.individu@pendana.test', seen);
    const html = await t.app.inject({ method: 'GET', url: '/sandbox/outbox' });
    expect(html.statusCode).toBe(200);
    expect(html.headers['content-type']).toContain('text/html');
    expect(html.body).toContain('Atur ulang password Pendana');
    expect(html.body).toContain('demo.individu@pendana.test');
    const json = await get(t.app, '/api/sandbox/outbox');
    const { data } = json.json() as { data: Array<{ subject: string; recipient: string }> };
    // Newest first; the earlier tests' mails are sent by jobs too, in no promised order.
    expect(data).toContainEqual(
      expect.objectContaining({
        subject: 'Atur ulang password Pendana',
        recipient: 'demo.individu@pendana.test',
      }),
    );
  });

  it('has no sandbox routes when SANDBOX=0', async () => {
    const other = await t.sibling({ sandbox: false });
    try {
      expect((await other.inject({ method: 'GET', url: '/api/sandbox/outbox' })).statusCode).toBe(
        404,
      );
      // The sandbox's API operations too: not there at all, whatever the call holds (no session, a
      // body that is not theirs), so none answers 401 or 422 and gives itself away.
      const sandboxOperations = API_ROUTES.filter((route) => route.url.startsWith('/sandbox/'));
      expect(sandboxOperations.length).toBeGreaterThanOrEqual(4);
      for (const route of sandboxOperations) {
        const answer = await other.inject({
          method: route.method,
          url: `/api${route.url.replace(/:(\w+)/g, 'x')}`,
          ...(route.method === 'GET' ? {} : { payload: { nomor_va: 'bad' } }),
        });
        expect(answer.statusCode, `${route.method} ${route.url}`).toBe(404);
      }
    } finally {
      await other.close();
    }
  });
});
