import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpResponse, http as mswHttp } from 'msw';
import { setupServer } from 'msw/node';
import { ApiError } from './api-error.ts';
import { configureClient } from './config.ts';
import { customInstance } from './mutator.ts';

const BASE = 'http://api.pendana.test/api';
const seen: Headers[] = [];
const server = setupServer(
  mswHttp.all(`${BASE}/echo`, ({ request }) => {
    seen.push(request.headers);
    return HttpResponse.json({ ok: true });
  }),
  mswHttp.get(`${BASE}/unauthorized`, () =>
    HttpResponse.json({ message: 'Sesi Anda telah berakhir.' }, { status: 401 }),
  ),
  mswHttp.post(`${BASE}/field-errors`, () =>
    HttpResponse.json(
      { message: 'Data tidak valid', errors: { agama: ['Agama harap diisi'] } },
      { status: 422 },
    ),
  ),
  mswHttp.post(`${BASE}/general-error`, () =>
    HttpResponse.json(
      { message: 'Data tidak valid', errors: { message: ['NIK sudah terdaftar'] } },
      { status: 422 },
    ),
  ),
  mswHttp.get(`${BASE}/message-only`, () =>
    HttpResponse.json({ message: 'Data tidak ditemukan.' }, { status: 404 }),
  ),
  mswHttp.get(`${BASE}/empty-error`, () => new HttpResponse(null, { status: 500 })),
  mswHttp.get(`${BASE}/offline`, () => HttpResponse.error()),
  mswHttp.post(`${BASE}/upload`, async ({ request }) => {
    seen.push(request.headers);
    const form = await request.formData();
    return HttpResponse.json({ nama: form.get('admins[0][nama]') });
  }),
);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  seen.length = 0;
});

const rejection = async (promise: Promise<unknown>): Promise<ApiError> => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
};

describe('request headers', () => {
  it('sends X-LANG, the bearer token and Request-Access when a token exists', async () => {
    configureClient({ baseURL: BASE, getToken: () => 'tok_abc123', getLang: () => 'en' });
    await customInstance({ url: '/echo', method: 'POST', data: { a: 1 } });
    const headers = seen[0];
    expect(headers?.get('x-lang')).toBe('en');
    expect(headers?.get('authorization')).toBe('Bearer tok_abc123');
    expect(headers?.get('request-access')).toBe('tok_abc123');
  });

  it('sends only X-LANG (default id) without a token', async () => {
    configureClient({ baseURL: BASE });
    await customInstance({ url: '/echo', method: 'GET' });
    const headers = seen[0];
    expect(headers?.get('x-lang')).toBe('id');
    expect(headers?.has('authorization')).toBe(false);
    expect(headers?.has('request-access')).toBe(false);
  });

  it('reads the token and language on every request', async () => {
    let token: string | null = 'first';
    let lang: 'id' | 'en' = 'id';
    configureClient({ baseURL: BASE, getToken: () => token, getLang: () => lang });
    await customInstance({ url: '/echo', method: 'GET' });
    token = null;
    lang = 'en';
    await customInstance({ url: '/echo', method: 'GET' });
    expect(seen[0]?.get('request-access')).toBe('first');
    expect(seen[1]?.has('request-access')).toBe(false);
    expect(seen[1]?.get('x-lang')).toBe('en');
  });

  it('gives every POST a new Idempotency-Key unless the caller passes one; a GET none', async () => {
    configureClient({ baseURL: BASE, getToken: () => 'tok_abc123' });
    await customInstance({ url: '/echo', method: 'POST', data: { a: 1 } });
    await customInstance({ url: '/echo', method: 'POST', data: { a: 1 } });
    await customInstance(
      { url: '/echo', method: 'POST', data: { a: 1 } },
      { headers: { 'Idempotency-Key': 'attempt-1' } },
    );
    await customInstance({ url: '/echo', method: 'GET' });
    const [first, second, own, read] = seen.map((headers) => headers.get('idempotency-key'));
    expect(first).toMatch(/^[\x21-\x7e]{1,100}$/);
    expect(second).not.toBe(first);
    expect(own).toBe('attempt-1');
    expect(read).toBeNull();
  });

  it('posts multipart bodies with a boundary and the session headers', async () => {
    configureClient({ baseURL: BASE, getToken: () => 'tok_multi' });
    const form = new FormData();
    form.append('admins[0][nama]', 'Budi Santoso');
    const body = await customInstance<{ nama: string }>({
      url: '/upload',
      method: 'POST',
      headers: { 'Content-Type': 'multipart/form-data' },
      data: form,
    });
    expect(body.nama).toBe('Budi Santoso');
    expect(seen[0]?.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen[0]?.get('authorization')).toBe('Bearer tok_multi');
  });
});

describe('401 handling', () => {
  it('calls onUnauthorized exactly once with the server message for a request with a token', async () => {
    const onUnauthorized = vi.fn();
    configureClient({ baseURL: BASE, getToken: () => 'expired', onUnauthorized });
    const error = await rejection(customInstance({ url: '/unauthorized', method: 'GET' }));
    expect(error.status).toBe(401);
    expect(error.message).toBe('Sesi Anda telah berakhir.');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).toHaveBeenCalledWith('Sesi Anda telah berakhir.');
  });

  it('reads the server message of a blob request (responseType blob: file downloads)', async () => {
    const onUnauthorized = vi.fn();
    configureClient({ baseURL: BASE, getToken: () => 'expired', onUnauthorized });
    const error = await rejection(
      customInstance({ url: '/unauthorized', method: 'GET', responseType: 'blob' }),
    );
    expect(error.message).toBe('Sesi Anda telah berakhir.');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).toHaveBeenCalledWith('Sesi Anda telah berakhir.');
  });

  it('calls it once per 401 answer, not once per request made before', async () => {
    const onUnauthorized = vi.fn();
    configureClient({ baseURL: BASE, getToken: () => 'expired', onUnauthorized });
    await customInstance({ url: '/echo', method: 'GET' });
    await rejection(customInstance({ url: '/unauthorized', method: 'GET' }));
    await rejection(customInstance({ url: '/unauthorized', method: 'GET' }));
    expect(onUnauthorized).toHaveBeenCalledTimes(2);
  });

  it('does not call it for a request that opts out with skipUnauthorized', async () => {
    const onUnauthorized = vi.fn();
    configureClient({ baseURL: BASE, getToken: () => 'expired', onUnauthorized });
    const error = await rejection(
      customInstance({ url: '/unauthorized', method: 'GET' }, { skipUnauthorized: true }),
    );
    expect(error.status).toBe(401);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('does not call it when the request carried no token (e.g. a wrong login)', async () => {
    const onUnauthorized = vi.fn();
    configureClient({ baseURL: BASE, getToken: () => null, onUnauthorized });
    const error = await rejection(customInstance({ url: '/unauthorized', method: 'GET' }));
    expect(error.status).toBe(401);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('error shapes → ApiError', () => {
  beforeEach(() => {
    configureClient({ baseURL: BASE, getToken: () => 'tok' });
  });

  it('422 with a field map → the first message of the first field', async () => {
    const error = await rejection(
      customInstance({ url: '/field-errors', method: 'POST', data: {} }),
    );
    expect(error.status).toBe(422);
    expect(error.message).toBe('Agama harap diisi');
    expect(error.fieldErrors).toEqual({ agama: ['Agama harap diisi'] });
  });

  it('422 with errors.message → errors.message', async () => {
    const error = await rejection(
      customInstance({ url: '/general-error', method: 'POST', data: {} }),
    );
    expect(error.message).toBe('NIK sudah terdaftar');
  });

  it('404 with only message → message', async () => {
    const error = await rejection(customInstance({ url: '/message-only', method: 'GET' }));
    expect(error.status).toBe(404);
    expect(error.message).toBe('Data tidak ditemukan.');
  });

  it('500 without a body → Terjadi Kesalahan', async () => {
    const error = await rejection(customInstance({ url: '/empty-error', method: 'GET' }));
    expect(error.status).toBe(500);
    expect(error.message).toBe('Terjadi Kesalahan');
  });

  it('a network failure → status 0 and Terjadi Kesalahan', async () => {
    const error = await rejection(customInstance({ url: '/offline', method: 'GET' }));
    expect(error.status).toBe(0);
    expect(error.message).toBe('Terjadi Kesalahan');
  });
});
