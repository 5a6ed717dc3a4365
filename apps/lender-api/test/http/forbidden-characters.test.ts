// Issue 17 item 2: text PostgreSQL refuses (NUL) never reaches a handler — every operation of the
// contract, with NUL in each path parameter and in every string field of its body, answers 422
// naming the fields, in the contract's error shape; never a 5xx. The six operations that answered
// 500 before are among them (profile, booking detail, cekDocAkadPendanaan, both signing statuses,
// e-wallet detail).
import { ErrorResponse } from '@pendana/api-sdk/zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { API_ROUTES } from '../../src/routes/index.ts';
import { createTestApp, expectBody, loginAs, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
const tokens: Record<1 | 2, string> = { 1: '', 2: '' };
beforeAll(async () => {
  t = await createTestApp();
  tokens[1] = await loginAs(t.app, 'demo.individu');
  tokens[2] = await loginAs(t.app, 'demo.korporasi');
});
afterAll(async () => {
  await t.close();
});

const NUL = 'a\u0000b';
const api = API_ROUTES.filter((route) => !route.url.startsWith('/sandbox'));

function headersFor(route: (typeof API_ROUTES)[number]) {
  if (route.auth !== 'lender') return { 'x-lang': 'en' };
  const token = route.audience === 'corporate' ? tokens[2] : tokens[1];
  return { authorization: `Bearer ${token}`, 'request-access': token, 'x-lang': 'en' };
}

/** The top-level keys of an object schema (a body), or none. */
function keysOf(schema: unknown): string[] {
  return schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];
}

let requests = 0;

describe('NUL in text is a 422 naming the field, on every operation', () => {
  const withParams = api.filter((route) => route.url.includes('/:'));
  it.each(withParams.map((route) => [route.operationId, route] as const))(
    '%s: NUL in each path parameter',
    async (_name, route) => {
      const names = [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');
      for (const name of names) {
        const url = `/api${route.url.replace(/:(\w+)/g, (_, param: string) =>
          param === name ? encodeURIComponent(NUL) : param === 'provider' ? 'privy' : '1',
        )}`;
        const response = await t.app.inject({
          method: route.method,
          url,
          headers: headersFor(route),
        });
        requests += 1;
        expect(response.statusCode, `${route.operationId} ${name}: ${response.body}`).toBe(422);
        const body = expectBody(ErrorResponse, response);
        expect(Object.keys(body.errors ?? {})).toContain(name);
      }
    },
  );

  const withJsonBody = api.filter(
    (route) => route.body && !route.multipart && keysOf(route.body).length > 0,
  );
  it.each(withJsonBody.map((route) => [route.operationId, route] as const))(
    '%s: NUL in every body field',
    async (_name, route) => {
      const keys = keysOf(route.body);
      const url = `/api${route.url.replace(/:(\w+)/g, (_, param: string) => (param === 'provider' ? 'privy' : '1'))}`;
      const response = await t.app.inject({
        method: route.method,
        url,
        headers: { ...headersFor(route), 'content-type': 'application/json' },
        payload: JSON.stringify(Object.fromEntries(keys.map((key) => [key, NUL]))),
      });
      requests += 1;
      expect(response.statusCode, `${route.operationId}: ${response.body}`).toBe(422);
      const body = expectBody(ErrorResponse, response);
      expect(Object.keys(body.errors ?? {}).sort()).toEqual([...keys].sort());
      expect(body.errors?.[keys[0] ?? '']?.[0]).toBe(
        'The value holds a character that is not allowed.',
      );
    },
  );

  it('nested and in a query: the wire name of the field', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/lender/profile',
      headers: {
        ...headersFor({ auth: 'lender', audience: 'individual' } as never),
        'content-type': 'application/json',
      },
      payload: JSON.stringify({ nama: 'Siti', extra: [{ note: NUL }] }),
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(expectBody(ErrorResponse, response).errors ?? {})).toEqual([
      'extra[0][note]',
    ]);
    const query = await t.app.inject({
      method: 'POST',
      url: `/api/news/get?page=1&per_page=${encodeURIComponent(NUL)}`,
      headers: headersFor({ auth: 'lender' } as never),
    });
    expect(query.statusCode).toBe(422);
    expect(Object.keys(expectBody(ErrorResponse, query).errors ?? {})).toEqual(['per_page']);
  });

  it('walked every operation with a path parameter or a body', () => {
    expect(withParams.length).toBeGreaterThanOrEqual(10);
    expect(withJsonBody.length).toBeGreaterThanOrEqual(40);
    expect(requests).toBeGreaterThanOrEqual(withParams.length + withJsonBody.length);
    console.info(
      `NUL sweep: ${withParams.length} operations with path parameters, ${withJsonBody.length} with a JSON body, ${requests} requests with NUL in a string field or parameter, each a 422 naming it`,
    );
  });
});
