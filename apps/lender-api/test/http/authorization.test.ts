import { ErrorResponse } from '@pendana/api-sdk/zod';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES } from '../../src/modules/index.ts';
import { createTestApp, expectBody, loginAs, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A concrete URL for a route (path parameters filled with valid-looking values). */
function sampleUrl(url: string): string {
  return `/api${url.replace(':id', '32')}`;
}

const lenderRoutes = API_ROUTES.filter((route) => route.auth === 'lender');
let requests = 0;
const send = (options: InjectOptions) => {
  requests += 1;
  return t.app.inject(options);
};

describe('every lender-scoped operation needs a session', () => {
  it("leaves only the contract's public operations (security: []) without a session", () => {
    expect(
      API_ROUTES.filter((route) => route.auth === 'public')
        .map((route) => route.operationId)
        .sort(),
    ).toEqual([
      'deleteSessionByLink',
      'finishTwoFactorLogin',
      'forgotBorrowerPassword',
      'forgotPassword',
      'getMedia',
      'getPlatformHealth',
      'getTermCondition',
      'login',
      // The staff's login (its other calls need an operator session: test/operators/).
      'loginOperator',
      'receiveDisbursementCallback',
      'receivePaymentCallback',
      'register',
      'resendEmail',
      'resetPassword',
      'verifyEmail',
    ]);
  });

  it.each(lenderRoutes.map((route) => [route.operationId, route] as const))(
    '%s answers 401 without a token, with an unknown token, with a mismatched Request-Access and with one header of the pair',
    async (_name, route) => {
      const url = sampleUrl(route.url);
      const none = await send({ method: route.method, url, headers: { 'x-lang': 'en' } });
      expect(none.statusCode).toBe(401);
      expect(expectBody(ErrorResponse, none).message).toBe(
        'Your session has ended. Please log in again.',
      );
      const unknown = await send({
        method: route.method,
        url,
        headers: { authorization: `Bearer ${'A'.repeat(43)}`, 'request-access': 'A'.repeat(43) },
      });
      expect(unknown.statusCode).toBe(401);
      const token = await loginAs(t.app, 'demo.korporasi');
      const mismatch = await send({
        method: route.method,
        url,
        headers: { authorization: `Bearer ${token}`, 'request-access': `${token}x` },
      });
      expect(mismatch.statusCode).toBe(401);
      // One header of the pair is not a session (contract, spec §7), whichever one it is.
      for (const half of [{ authorization: `Bearer ${token}` }, { 'request-access': token }]) {
        const answer = await send({ method: route.method, url, headers: half });
        expect(answer.statusCode, Object.keys(half)[0]).toBe(401);
      }
    },
  );

  it('tried every lender-scoped operation', () => {
    expect(requests).toBe(lenderRoutes.length * 5);
    console.info(
      `session sweep: ${lenderRoutes.length} lender-scoped operations × (no token, an unknown token, a mismatched pair, each header alone) = ${requests} requests, each a 401`,
    );
  });
});
