import { ErrorResponse } from '@pendana/api-sdk/zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES } from '../../src/modules/index.ts';
import type { OperatorRole } from '../../src/db/schema/index.ts';
import { operatorTokens } from '../helpers/operators.ts';
import { createTestApp, expectBody, loginAs, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
const tokens: Record<number, string> = {};
let staff: Record<OperatorRole, string>;
beforeAll(async () => {
  t = await createTestApp();
  tokens[1] = await loginAs(t.app, 'demo.baru');
  tokens[2] = await loginAs(t.app, 'demo.korporasi');
  staff = await operatorTokens(t);
});
afterAll(async () => {
  await t.close();
});

// Liveness and OCR are individual-only; the signing providers' calls (`/privy/…`, `/vida-sign/…`)
// serve both lender types.
const INDIVIDUAL_ONLY =
  /^\/v[12]\/lender\/(ekyc|kyc|profile)|^\/v1\/(privy-web-liveness|vida\/liveness)\/|^\/balance\/privy-ocr$/;
const CORPORATE_ONLY = /^\/v1\/lender_corporation\/(kyc|profile)/;

function tokenFor(url: string): string {
  return (CORPORATE_ONLY.test(url) ? tokens[2] : tokens[1]) ?? '';
}

/** Malformed bodies for an operation: each must answer 4xx with `{message}` in X-LANG, never 500. */
const JSON_CASES: Array<[string, string]> = [
  ['truncated JSON', '{"a": '],
  ['a JSON array', '[1, 2, 3]'],
  ['a JSON string', '"hello"'],
  ['null', 'null'],
  [
    'wrong types everywhere',
    JSON.stringify({
      username: 1,
      password: [],
      email: {},
      nik: 123456789012345,
      no_otp: true,
      admins: 'x',
      code: null,
    }),
  ],
  [
    // 10,000 levels under one key, next to fields of the wrong type: the parser must not crash
    'deep nesting',
    `{"username": 1, "password": [], "nik": 5, "deep": ${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}}`,
  ],
  [
    'a nik of 15 digits',
    JSON.stringify({
      nik: '327604570890000',
      telp: '8123',
      hubungan: 'x',
      ahli_waris: '',
      kode_operator: '8',
      alamat: 5,
    }),
  ],
  [
    'a bad date',
    JSON.stringify({ nik: '3276045708900001', tanggal_lahir: '2020-13-45', dob: '45-13-2020' }),
  ],
  [
    'a 300-character value',
    JSON.stringify({
      username: 'u'.repeat(300),
      email: `${'e'.repeat(300)}@x.id`,
      nama: 'n'.repeat(300),
      code: 'c'.repeat(300),
    }),
  ],
  [
    'a non-image data URL',
    JSON.stringify({
      ktp: 'data:image/png;base64,SGVsbG8=',
      face_1: 'data:text/plain;base64,SGVsbG8=',
      selfie: 'x',
    }),
  ],
];

const B = 'sweep-boundary';
const part = (headers: string, body: string) => `--${B}\r\n${headers}\r\n\r\n${body}\r\n`;
/** Malformed multipart bodies for the upload operations, each with its own Content-Type. */
const MULTIPART_CASES: Array<[string, string, string]> = [
  ['multipart without a boundary', 'multipart/form-data', `--${B}\r\nfoo`],
  [
    'multipart cut off inside a file',
    `multipart/form-data; boundary=${B}`,
    `--${B}\r\nContent-Disposition: form-data; name="ktp"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG`,
  ],
  [
    'a field name that is not a field path',
    `multipart/form-data; boundary=${B}`,
    `${part('Content-Disposition: form-data; name="__proto__[x]"', 'y')}--${B}--\r\n`,
  ],
  [
    'text where files are expected, files where text is expected',
    `multipart/form-data; boundary=${B}`,
    `${['ktp', 'selfie', 'face_1', 'npwp', 'akta', 'file']
      .map((name) => part(`Content-Disposition: form-data; name="${name}"`, 'not a file'))
      .join('')}${['nama', 'nik', 'email', 'admins[0][nama]']
      .map((name) =>
        part(
          `Content-Disposition: form-data; name="${name}"; filename="x.txt"\r\nContent-Type: text/plain`,
          'hello',
        ),
      )
      .join('')}--${B}--\r\n`,
  ],
  ['an empty multipart body', `multipart/form-data; boundary=${B}`, `--${B}--\r\n`],
];

const withBody = API_ROUTES.filter((route) => route.body !== undefined);
let cases = 0;

describe('bad-input sweep: every operation with a body', () => {
  it.each(withBody.map((route) => [route.operationId, route] as const))(
    '%s answers 4xx, never 500',
    async (_name, route) => {
      const url = `/api${route.url.replace(':id', '32')}`;
      const auth =
        route.auth === 'lender'
          ? {
              authorization: `Bearer ${tokenFor(route.url)}`,
              'request-access': tokenFor(route.url),
            }
          : route.auth === 'operator'
            ? { authorization: `Bearer ${staff[route.roles?.[0] ?? 'admin']}` }
            : {};
      const before = await t.database.db
        .selectFrom('lenders')
        .select(['id', 'status', 'updated_at'])
        .orderBy('id')
        .execute();
      // JSON bodies for every operation (an upload operation refuses them as 415); malformed
      // multipart bodies for the upload operations.
      const bodies: Array<[string, string, string]> = [
        ...JSON_CASES.map(([label, payload]): [string, string, string] => [
          label,
          'application/json',
          payload,
        ]),
        ...(route.multipart ? MULTIPART_CASES : []),
      ];
      for (const [label, contentType, payload] of bodies) {
        const response = await t.app.inject({
          method: route.method,
          url,
          headers: { ...auth, 'content-type': contentType, 'x-lang': 'en' },
          payload,
        });
        cases += 1;
        expect(response.statusCode, `${label}: ${response.body}`).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, label).toBeLessThan(500);
        expect(expectBody(ErrorResponse, response).message.length).toBeGreaterThan(0);
      }
      const huge = await t.app.inject({
        method: route.method,
        url,
        headers: { ...auth, 'content-type': 'application/json' },
        payload: JSON.stringify({ blob: 'x'.repeat(20 * 1024 * 1024) }),
      });
      cases += 1;
      expect(huge.statusCode).toBe(413);
      const after = await t.database.db
        .selectFrom('lenders')
        .select(['id', 'status', 'updated_at'])
        .orderBy('id')
        .execute();
      expect(after).toEqual(before);
    },
  );

  it('tried every case', () => {
    const uploads = withBody.filter((route) => route.multipart).length;
    expect(uploads).toBeGreaterThan(0);
    expect(cases).toBe(
      withBody.length * (JSON_CASES.length + 1) + uploads * MULTIPART_CASES.length,
    );
    console.info(
      `bad-input sweep: ${withBody.length} operations with a body × ${JSON_CASES.length} JSON cases + a 20 MB body, ${uploads} uploads × ${MULTIPART_CASES.length} multipart cases = ${cases} requests, none answered 2xx or 5xx`,
    );
  });
});

describe('lender types', () => {
  it('answers every individual-only operation with 403 for a corporate lender, and the reverse, before reading the body', async () => {
    const individualRoutes = API_ROUTES.filter((route) => route.audience === 'individual');
    const corporateRoutes = API_ROUTES.filter((route) => route.audience === 'corporate');
    expect(individualRoutes.filter((route) => !INDIVIDUAL_ONLY.test(route.url))).toEqual([]);
    expect(corporateRoutes.filter((route) => !CORPORATE_ONLY.test(route.url))).toEqual([]);
    expect(
      API_ROUTES.filter(
        (route) =>
          (INDIVIDUAL_ONLY.test(route.url) || CORPORATE_ONLY.test(route.url)) && !route.audience,
      ),
    ).toEqual([]);
    for (const [routes, token, message] of [
      [individualRoutes, tokens[2], 'This is only for individual lenders.'],
      [corporateRoutes, tokens[1], 'This is only for corporate lenders.'],
    ] as const) {
      for (const route of routes) {
        const response = await t.app.inject({
          method: route.method,
          url: `/api${route.url}`,
          headers: {
            authorization: `Bearer ${token}`,
            'request-access': token ?? '',
            'x-lang': 'en',
          },
        });
        expect(response.statusCode, route.operationId).toBe(403);
        expect(expectBody(ErrorResponse, response).message).toBe(message);
      }
    }
  });
});
