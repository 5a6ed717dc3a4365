// Request limits: mail, SMS and registration are limited per account and per
// address, the counts live in the database (two server instances on one database and a restart see
// the same counts), every refusal says when to try again (Retry-After), and X-Forwarded-For is
// believed only from the proxies TRUST_PROXY lists.
import { ErrorResponse } from '@pendana/api-sdk/zod';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  createTestApp,
  expectBody,
  loginAs,
  post,
  type TestApp,
} from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { addressLimitFactor: 1 } });
});
afterAll(async () => {
  await t.close();
});

const sibling = () => t.sibling({ addressLimitFactor: 1 });

const forgot = (app: FastifyInstance, email: string, remoteAddress = '10.9.0.1') =>
  post(app, api('/v1/lender/auth/forgot_password'), { email }, { lang: 'en', remoteAddress });

describe('mails to one address', () => {
  it('allows 3 reset mails per 15 minutes, counted across two server instances and a restart', async () => {
    const email = 'demo.individu@pendana.test';
    const first = await sibling();
    const second = await sibling();
    expect((await forgot(first, email)).statusCode).toBe(200);
    expect((await forgot(second, email)).statusCode).toBe(200);
    await first.close();
    // "Restarted": a fresh instance on the same database still sees the two.
    const restarted = await sibling();
    expect((await forgot(restarted, email)).statusCode).toBe(200);
    const refused = await forgot(second, email);
    expect(refused.statusCode).toBe(429);
    expect(expectBody(ErrorResponse, refused).message).toBe(
      'Too many requests. Try again in 15 minutes.',
    );
    expect(Number(refused.headers['retry-after'])).toBe(15 * 60);
    // Another address is not limited by this one's mails; the window passes and it opens again.
    expect((await forgot(restarted, 'demo.baru@pendana.test')).statusCode).toBe(200);
    t.clock.advanceMinutes(10);
    expect(Number((await forgot(restarted, email)).headers['retry-after'])).toBe(5 * 60);
    t.clock.advanceMinutes(5);
    expect((await forgot(restarted, email)).statusCode).toBe(200);
    await second.close();
    await restarted.close();
  });
});

describe('registration per address', () => {
  const register = (n: number, remoteAddress: string, headers: Record<string, string> = {}) =>
    post(
      t.app,
      api('/newAuth/register'),
      {
        username: `limit${n}x${remoteAddress.replace(/\W/g, '')}`,
        email: `limit${n}x${remoteAddress.replace(/\W/g, '')}@pendana.test`,
        password: 'Amanah2026',
        password_confirmation: 'Amanah2026',
        lender_type: 1,
      },
      { remoteAddress, headers },
    );

  it('allows 10 an hour from one address; another address is not held by it', async () => {
    for (let n = 0; n < 10; n += 1) {
      const ok = await register(n, '10.9.1.1');
      expect(ok.statusCode, ok.body).toBe(201);
    }
    const refused = await register(10, '10.9.1.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe(String(60 * 60));
    expect((await register(11, '10.9.1.2')).statusCode).toBe(201);
  });

  it('believes X-Forwarded-For only from a listed proxy (TRUST_PROXY)', async () => {
    // Without TRUST_PROXY the header is ignored: the limit counts the connection's address.
    const plain = await register(20, '10.9.2.1', { 'x-forwarded-for': '203.0.113.7' });
    expect(plain.statusCode).toBe(201);
    // A second instance on the same database (no database of its own to migrate and seed).
    const proxied = await t.sibling({ addressLimitFactor: 1, trustProxy: ['10.9.3.1'] });
    try {
      const through = (n: number, client: string) =>
        post(
          proxied,
          api('/newAuth/register'),
          {
            username: `proxied${n}`,
            email: `proxied${n}@pendana.test`,
            password: 'Amanah2026',
            password_confirmation: 'Amanah2026',
            lender_type: 1,
          },
          { remoteAddress: '10.9.3.1', headers: { 'x-forwarded-for': client } },
        );
      // Eleven lenders behind one proxy, each from their own address: none is held by the others.
      for (let n = 0; n < 11; n += 1)
        expect((await through(n, `198.51.100.${n + 1}`)).statusCode).toBe(201);
      // One address behind the proxy is limited as itself.
      for (let n = 11; n < 21; n += 1)
        expect((await through(n, '198.51.100.200')).statusCode).toBe(201);
      expect((await through(21, '198.51.100.200')).statusCode).toBe(429);
    } finally {
      await proxied.close();
    }
  });
});

describe('SMS codes per lender', () => {
  it('sends at most 5 codes an hour for one lender, with Retry-After', async () => {
    const token = await loginAs(t.app, 'demo.setengah');
    const send = () =>
      post(
        t.app,
        api('/v1/lender/ekyc/send_otp'),
        { no_telp: '81234567890', kode_operator: '812', kode_negara: '62' },
        { token, lang: 'en' },
      );
    for (let n = 0; n < 5; n += 1) {
      const answer = await send();
      // The code's own resend wait (60 s) answers 429 too: step past it.
      expect(answer.statusCode, answer.body).toBe(200);
      t.clock.advanceMinutes(2);
    }
    const refused = await send();
    expect(refused.statusCode).toBe(429);
    expect(expectBody(ErrorResponse, refused).message).toMatch(/^Too many requests/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
