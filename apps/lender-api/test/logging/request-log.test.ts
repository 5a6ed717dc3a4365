import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ErrorResponse } from '@pendana/api-sdk/zod';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions, requestIdOptions, safeUrl } from '../../src/http/request-log.ts';
import { knownPasswords, scanLines } from '../../scripts/log-scan.mjs';
import {
  api,
  createTestApp,
  DEMO_PASSWORD,
  expectBody,
  get,
  loginAs,
  post,
  type TestApp,
} from '../helpers/test-app.ts';

type Line = Record<string, unknown> & { msg?: string; request_id?: string; lender_id?: number };

/** Every line the server writes, as written. */
const written: string[] = [];
const memoryStream = { write: (line: string) => void written.push(line) };
/** The lines written since `from`, parsed; after the answer's own completion line is written. */
async function linesSince(from: number): Promise<Line[]> {
  await new Promise((resolve) => setImmediate(resolve));
  return written.slice(from).map((line) => JSON.parse(line) as Line);
}
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const NIK = '3276045708900001';
const PHOTO_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const PHOTO = `data:image/png;base64,${PHOTO_BASE64}`;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ logger: { ...loggerOptions('info'), stream: memoryStream } });
  // Fails like PostgreSQL refusing a row: the values are in the message, `detail`, `where` and
  // `parameters` (the shape of pg's DatabaseError; PGlite adds `params`).
  t.app.get('/test/failing', async () => {
    throw Object.assign(new Error(`invalid input syntax for type bigint: "${NIK}"`), {
      code: '22P02',
      detail: `Key (nik)=(${NIK}) already exists.`,
      where: `SQL statement "UPDATE lenders SET nik = '${NIK}'"`,
      parameters: [NIK, PHOTO],
      params: [NIK],
    });
  });
});
afterAll(async () => {
  await t.close();
});

describe('the request id', () => {
  it("echoes a safe X-Request-Id: the answer's header, every log line of the request, the error body", async () => {
    const id = 'support.case-42:a_B';
    const from = written.length;
    const response = await get(t.app, api('/v1/lender/ekyc/status'), {
      headers: { 'x-request-id': id },
    });
    expect(response.statusCode).toBe(401);
    expect(response.headers['x-request-id']).toBe(id);
    expect(expectBody(ErrorResponse, response).request_id).toBe(id);
    const lines = await linesSince(from);
    expect(lines.map((line) => line.msg)).toEqual(['request completed']);
    expect(lines.every((line) => line.request_id === id)).toBe(true);
  });

  it('gives a request without one a new UUID, on a success too', async () => {
    const from = written.length;
    const response = await post(t.app, api('/newAuth/termCondition'), undefined);
    expect(response.statusCode).toBe(200);
    const id = String(response.headers['x-request-id']);
    expect(id).toMatch(UUID);
    const lines = await linesSince(from);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((line) => line.request_id === id)).toBe(true);
  });

  it('replaces a hostile X-Request-Id (spaces, a new line, JSON, 500 characters)', async () => {
    for (const hostile of ['a b\n{', '"},{"level":60,"msg":"forged', 'x'.repeat(500)]) {
      const from = written.length;
      const response = await get(t.app, api('/no-such-operation'), {
        headers: { 'x-request-id': hostile },
      });
      expect(response.statusCode).toBe(404);
      const id = String(response.headers['x-request-id']);
      expect(id).toMatch(UUID);
      expect(expectBody(ErrorResponse, response).request_id).toBe(id);
      const lines = await linesSince(from);
      expect(lines.every((line) => line.request_id === id)).toBe(true);
      expect(written.slice(from).join('')).not.toContain(hostile);
    }
  });

  it('is in the body of a 500, whose log line keeps the error but not its values', async () => {
    const from = written.length;
    const response = await t.app.inject({ method: 'GET', url: '/test/failing' });
    expect(response.statusCode).toBe(500);
    const id = String(response.headers['x-request-id']);
    expect(expectBody(ErrorResponse, response).request_id).toBe(id);
    const lines = await linesSince(from);
    expect(lines.map((line) => line.msg)).toEqual(['unhandled error', 'request completed']);
    expect(lines.every((line) => line.request_id === id)).toBe(true);
    const err = lines[0]?.err as Record<string, unknown>;
    expect(err).toMatchObject({ type: 'Error', code: '22P02' });
    expect(err.message).toBe('invalid input syntax for type bigint: "[redacted number]"');
    expect(String(err.stack)).toContain('request-log.test.ts');
    expect(Object.keys(err).sort()).toEqual(['code', 'message', 'stack', 'type']);
    expect(written.slice(from).join('')).not.toContain(NIK);
  });
});

describe('what is never logged', () => {
  it('no password, token, OTP, NIK or photo of a login, a session, an OTP check and a profile', async () => {
    const from = written.length;
    const token = await loginAs(t.app, 'demo.baru', DEMO_PASSWORD);
    // The two token headers, and the token where links carry one: a query string, a path.
    const status = await get(t.app, api('/v1/lender/ekyc/status'), { token });
    expect(status.statusCode).toBe(200);
    await get(t.app, `/auth/verify-email?token=${token}&email=baru%40example.com`);
    await get(t.app, api(`/booking-pendanaan/detail/${token}`), { token });
    const sent = await post(
      t.app,
      api('/v1/lender/ekyc/send_otp'),
      { no_telp: '81234567890', kode_operator: '812', kode_negara: '62' },
      { token },
    );
    expect(sent.statusCode).toBe(200);
    const outbox = (await get(t.app, '/api/sandbox/outbox?recipient=%2B6281234567890').then((r) =>
      r.json(),
    )) as { data: Array<{ body: string }> };
    const code = /Kode OTP : (\d{6})/.exec(outbox.data[0]?.body ?? '')?.[1];
    if (!code) throw new Error('no OTP SMS');
    const verified = await post(
      t.app,
      api('/v1/lender/ekyc/verify_otp'),
      { no_otp: code },
      { token },
    );
    expect(verified.statusCode).toBe(200);
    await post(
      t.app,
      api('/v1/lender/ekyc/data_diri'),
      { nik: NIK, nama: 'Siti Aminah', ktp: PHOTO, profile_ktp: PHOTO, profile: PHOTO },
      { token },
    );

    const lines = await linesSince(from);
    expect(lines.filter((line) => line.msg === 'request completed')).toHaveLength(8);
    const text = written.slice(from).join('');
    for (const secret of [DEMO_PASSWORD, token, code, NIK, PHOTO_BASE64, 'data:image'])
      expect(text).not.toContain(secret);
    expect(lines.map((line) => (line.req as { url?: string } | undefined)?.url)).toContain(
      '/api/booking-pendanaan/detail/:token',
    );
    expect(scanLines(written.slice(from), knownPasswords()).findings).toEqual([]);
  });

  it('masks query strings and token segments in the URL of a line', () => {
    expect(safeUrl('/auth/reset-password?token=abc&email=a%40b.c')).toBe('/auth/reset-password');
    expect(safeUrl('/api/privy/download-doc-pendanaan/DOC-x')).toBe(
      '/api/privy/download-doc-pendanaan/:token',
    );
    expect(safeUrl('/sandbox/sign/privy/k1')).toBe('/sandbox/sign/privy/:token');
    expect(safeUrl(`/api/x/${NIK}/y`)).toBe('/api/x/:redacted/y');
    expect(safeUrl('/api/kprAuth/getKota/32')).toBe('/api/kprAuth/getKota/32');
    expect(safeUrl('/assets/login-route-DqW1xz9K.js')).toBe('/assets/login-route-DqW1xz9K.js');
  });
});

describe('the lender id', () => {
  it('is on the lines of a request once its session is known, and only of that request', async () => {
    const lender = await t.database.db
      .selectFrom('lenders')
      .select('id')
      .where('username', '=', 'demo.baru')
      .executeTakeFirstOrThrow();
    const token = await loginAs(t.app, 'demo.baru');
    let from = written.length;
    await get(t.app, api('/v1/lender/ekyc/status'), { token });
    const authenticated = await linesSince(from);
    expect(authenticated.length).toBeGreaterThan(0);
    expect(authenticated.every((line) => line.lender_id === lender.id)).toBe(true);

    from = written.length;
    await loginAs(t.app, 'demo.baru');
    await get(t.app, api('/v1/lender/ekyc/status'), { token: 'not-a-session' });
    const anonymous = await linesSince(from);
    expect(anonymous).toHaveLength(2);
    expect(anonymous.some((line) => 'lender_id' in line)).toBe(false);
  });
});

describe('loggerOptions', () => {
  it('logs no request at the default level (warn)', async () => {
    const lines: string[] = [];
    const app = Fastify({
      logger: { ...loggerOptions(), stream: { write: (line: string) => void lines.push(line) } },
      ...requestIdOptions(),
    });
    app.get('/ok', async () => ({ ok: true }));
    expect((await app.inject({ method: 'GET', url: '/ok' })).statusCode).toBe(200);
    await app.close();
    expect(lines).toEqual([]);
  });

  it('appends JSON lines to LOG_FILE, creating its folder', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'pendana-log-file-'));
    const file = path.join(dir, 'logs', 'lender-api.log');
    const app = Fastify({ logger: loggerOptions('info', file), ...requestIdOptions() });
    app.get('/ok', async () => ({ ok: true }));
    const response = await app.inject({
      method: 'GET',
      url: '/ok',
      headers: { 'x-request-id': 'to-the-file' },
    });
    expect(response.statusCode).toBe(200);
    let text = '';
    for (let i = 0; i < 50 && !text.includes('request completed'); i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      text = await readFile(file, 'utf8').catch(() => '');
    }
    await app.close();
    const [completed] = text
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Line);
    expect(completed).toMatchObject({ request_id: 'to-the-file', msg: 'request completed' });
    await rm(dir, { recursive: true, force: true });
  });
});
