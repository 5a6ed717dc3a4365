// Text PostgreSQL refuses (NUL) never reaches a handler — every operation of the
// contract, with NUL in each path parameter, each query parameter and each field of its body (JSON or
// form), one at a time, answers 422 naming that field, in the contract's error shape; never a 5xx. The six operations that answered
// 500 before are among them (profile, booking detail, cekDocAkadPendanaan, both signing statuses,
// e-wallet detail).
import { ErrorResponse } from '@pendana/api-sdk/zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { API_ROUTES } from '../../src/modules/index.ts';
import type { OperatorRole } from '../../src/db/schema/index.ts';
import { operatorTokens } from '../helpers/operators.ts';
import { createTestApp, expectBody, loginAs, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
const tokens: Record<1 | 2, string> = { 1: '', 2: '' };
let staff: Record<OperatorRole, string>;
beforeAll(async () => {
  t = await createTestApp();
  tokens[1] = await loginAs(t.app, 'demo.individu');
  tokens[2] = await loginAs(t.app, 'demo.korporasi');
  staff = await operatorTokens(t);
});
afterAll(async () => {
  await t.close();
});

const NUL = 'a\u0000b';
const api = API_ROUTES.filter((route) => !route.url.startsWith('/sandbox'));

function headersFor(route: (typeof API_ROUTES)[number]) {
  // An operator call with an operator of a role it allows (the first it names, else an admin).
  if (route.auth === 'operator')
    return { authorization: `Bearer ${staff[route.roles?.[0] ?? 'admin']}`, 'x-lang': 'en' };
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
    '%s: NUL in each body field, one at a time, then in all at once',
    async (_name, route) => {
      const keys = keysOf(route.body);
      const url = `/api${route.url.replace(/:(\w+)/g, (_, param: string) => (param === 'provider' ? 'privy' : '1'))}`;
      const send = async (body: Record<string, string>) => {
        requests += 1;
        const response = await t.app.inject({
          method: route.method,
          url,
          headers: { ...headersFor(route), 'content-type': 'application/json' },
          payload: JSON.stringify(body),
        });
        expect(
          response.statusCode,
          `${route.operationId} ${Object.keys(body)}: ${response.body}`,
        ).toBe(422);
        return expectBody(ErrorResponse, response);
      };
      for (const key of keys) {
        const body = await send({ [key]: NUL });
        expect(Object.keys(body.errors ?? {})).toEqual([key]);
        expect(body.errors?.[key]?.[0]).toBe('The value holds a character that is not allowed.');
      }
      const all = await send(Object.fromEntries(keys.map((key) => [key, NUL])));
      expect(Object.keys(all.errors ?? {}).sort()).toEqual([...keys].sort());
    },
  );

  const withQuery = api.filter((route) => keysOf(route.query).length > 0);
  it.each(withQuery.map((route) => [route.operationId, route] as const))(
    '%s: NUL in each query parameter',
    async (_name, route) => {
      const path = `/api${route.url.replace(/:(\w+)/g, (_, param: string) => (param === 'provider' ? 'privy' : '1'))}`;
      for (const key of keysOf(route.query)) {
        requests += 1;
        const response = await t.app.inject({
          method: route.method,
          url: `${path}?${key}=${encodeURIComponent(NUL)}`,
          headers: headersFor(route),
        });
        expect(response.statusCode, `${route.operationId} ?${key}: ${response.body}`).toBe(422);
        expect(Object.keys(expectBody(ErrorResponse, response).errors ?? {})).toEqual([key]);
      }
    },
  );

  const withForm = api.filter((route) => route.multipart && keysOf(route.body).length > 0);
  it.each(withForm.map((route) => [route.operationId, route] as const))(
    '%s: NUL in each multipart field',
    async (_name, route) => {
      const url = `/api${route.url.replace(/:(\w+)/g, (_, param: string) => (param === 'provider' ? 'privy' : '1'))}`;
      const boundary = 'nul-sweep-boundary';
      for (const key of keysOf(route.body)) {
        requests += 1;
        const response = await t.app.inject({
          method: route.method,
          url,
          headers: {
            ...headersFor(route),
            'content-type': `multipart/form-data; boundary=${boundary}`,
          },
          payload: `--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${NUL}\r\n--${boundary}--\r\n`,
        });
        expect(response.statusCode, `${route.operationId} ${key}: ${response.body}`).toBe(422);
        expect(Object.keys(expectBody(ErrorResponse, response).errors ?? {})).toEqual([key]);
      }
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

  it('walked every operation with a path parameter, a query, a body or a form', () => {
    expect(withParams.length).toBeGreaterThanOrEqual(10);
    expect(withJsonBody.length).toBeGreaterThanOrEqual(40);
    expect(withQuery.length).toBeGreaterThanOrEqual(1);
    expect(withForm.length).toBeGreaterThanOrEqual(1);
    const fields = withJsonBody.reduce((sum, route) => sum + keysOf(route.body).length + 1, 0);
    expect(requests).toBeGreaterThanOrEqual(withParams.length + fields);
    console.info(
      `NUL sweep: ${withParams.length} operations with path parameters, ${withQuery.length} with a query, ${withJsonBody.length} with a JSON body, ${withForm.length} with a form; ${requests} requests with NUL in one field or parameter (or all a body's fields), each a 422 naming it`,
    );
  });
});
