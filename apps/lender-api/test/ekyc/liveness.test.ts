import {
  CreateVidaLivenessTokenResponse,
  ErrorResponse,
  GeneratePrivyLivenessUrlResponse,
} from '@pendana/api-sdk/zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  createTestApp,
  expectBody,
  get,
  loginAs,
  post,
  type TestApp,
} from '../helpers/test-app.ts';

let t: TestApp;
let token: string;
let lenderId: number;
beforeAll(async () => {
  t = await createTestApp();
  token = await loginAs(t.app, 'demo.baru');
  lenderId = (
    await t.database.db
      .selectFrom('lenders')
      .select('id')
      .where('username', '=', 'demo.baru')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(async () => {
  await t.close();
});

async function livenessState() {
  return t.database.db
    .selectFrom('ekyc_state')
    .selectAll()
    .where('lender_id', '=', lenderId)
    .executeTakeFirst();
}

function finish(reference: string, result: string) {
  return t.app.inject({
    method: 'POST',
    url: `/sandbox/liveness/${reference}/finish`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `result=${result}`,
  });
}

describe('liveness providers (sandbox)', () => {
  it('privy: generate-url returns a landing page that passes the check and stores the result', async () => {
    const response = await get(t.app, api('/v1/privy-web-liveness/generate-url'), { token });
    expect(response.statusCode).toBe(200);
    const { data } = expectBody(GeneratePrivyLivenessUrlResponse, response);
    expect(data.reference_number).toMatch(/^PRV-[0-9A-F]{16}$/);
    expect(data.user_landing_url).toBe(
      `http://pendana.test/sandbox/liveness/${data.reference_number}`,
    );
    expect(new Date(data.expires_at).getTime() - t.clock.now().getTime()).toBe(15 * 60_000);

    const landing = await t.app.inject({
      method: 'GET',
      url: new URL(data.user_landing_url).pathname,
    });
    expect(landing.statusCode).toBe(200);
    expect(landing.body).toContain('Pass the check');
    expect((await finish(data.reference_number, 'passed')).statusCode).toBe(200);
    expect(await livenessState()).toMatchObject({
      liveness_passed: true,
      liveness_provider: 'privy',
      liveness_transaction_id: data.reference_number,
    });
    expect((await finish(data.reference_number, 'failed')).statusCode).toBe(409);
  });

  it('vida: the token opens the sandbox page; failing the check stores a failed result', async () => {
    const response = await post(t.app, api('/v1/vida/liveness/token'), undefined, { token });
    const { data } = expectBody(CreateVidaLivenessTokenResponse, response);
    expect(data.expires_in).toBe(900);
    const landing = await t.app.inject({
      method: 'GET',
      url: `/sandbox/liveness/vida?access_token=${data.access_token}`,
    });
    expect(landing.statusCode).toBe(200);
    expect(landing.body).toContain(data.transaction_id);
    const wrongToken = await t.app.inject({
      method: 'GET',
      url: '/sandbox/liveness/vida?access_token=nope',
    });
    expect(wrongToken.statusCode).toBe(404);
    expect((await finish(data.transaction_id, 'failed')).statusCode).toBe(200);
    expect(await livenessState()).toMatchObject({
      liveness_passed: false,
      liveness_provider: 'vida',
      liveness_result: false,
    });
  });

  it('sessions expire after 15 minutes', async () => {
    const { data } = expectBody(
      GeneratePrivyLivenessUrlResponse,
      await get(t.app, api('/v1/privy-web-liveness/generate-url'), { token }),
    );
    t.clock.advanceMinutes(16);
    expect(
      (await t.app.inject({ method: 'GET', url: `/sandbox/liveness/${data.reference_number}` }))
        .statusCode,
    ).toBe(410);
    expect((await finish(data.reference_number, 'passed')).statusCode).toBe(409);
  });

  it('the landing page sends the lender back to a path of this origin with the result', async () => {
    const { data } = expectBody(
      GeneratePrivyLivenessUrlResponse,
      await get(t.app, api('/v1/privy-web-liveness/generate-url'), { token }),
    );
    const landing = await t.app.inject({
      method: 'GET',
      url: `/sandbox/liveness/${data.reference_number}?return_url=${encodeURIComponent('/dashboard/ekyc/liveness?x=1')}`,
    });
    expect(landing.body).toContain('name="return_url" value="/dashboard/ekyc/liveness?x=1"');
    const back = await t.app.inject({
      method: 'POST',
      url: `/sandbox/liveness/${data.reference_number}/finish`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `result=passed&return_url=${encodeURIComponent('/dashboard/ekyc/liveness?x=1')}`,
    });
    expect(back.statusCode).toBe(303);
    const location = new URL(back.headers.location as string, 'http://pendana.test');
    expect(location.pathname).toBe('/dashboard/ekyc/liveness');
    expect(Object.fromEntries(location.searchParams)).toEqual({
      x: '1',
      code: 'LIVENESS_PASSED',
      transaction_id: data.reference_number,
      result: 'true',
      score: '0.95',
      imgManipulationScore: '0.02',
      provider: 'privy',
    });

    // Another origin is never a return target (no open redirect).
    const other = expectBody(
      GeneratePrivyLivenessUrlResponse,
      await get(t.app, api('/v1/privy-web-liveness/generate-url'), { token }),
    ).data.reference_number;
    for (const target of ['https://evil.test/x', '//evil.test/x', '/\\evil.test']) {
      const page = await t.app.inject({
        method: 'GET',
        url: `/sandbox/liveness/${other}?return_url=${encodeURIComponent(target)}`,
      });
      expect(page.body).not.toContain('return_url');
    }
    const refused = await t.app.inject({
      method: 'POST',
      url: `/sandbox/liveness/${other}/finish`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `result=failed&return_url=${encodeURIComponent('//evil.test/x')}`,
    });
    expect(refused.statusCode).toBe(200);
    expect(refused.headers.location).toBeUndefined();
  });

  it('on its own origin (SANDBOX_PROVIDER_URL), like a real provider: sends the lender back to an absolute URL of the app origin only, and its forms may lead there', async () => {
    const provider = await t.sibling({ sandboxProviderUrl: 'http://provider.test' });
    try {
      const { data } = expectBody(
        GeneratePrivyLivenessUrlResponse,
        await get(provider, api('/v1/privy-web-liveness/generate-url'), { token }),
      );
      expect(new URL(data.user_landing_url).origin).toBe('http://provider.test');
      const returnUrl = 'http://pendana.test/en/liveness/return';
      const landing = await provider.inject({
        method: 'GET',
        url: `/sandbox/liveness/${data.reference_number}?return_url=${encodeURIComponent(returnUrl)}`,
      });
      expect(landing.body).toContain(`name="return_url" value="${returnUrl}"`);
      // the form posts here, and its 303 leads to the app's origin: CSP form-action must allow it
      expect(landing.headers['content-security-policy']).toContain(
        "form-action 'self' http://pendana.test",
      );
      expect(landing.headers['cross-origin-opener-policy']).toBeUndefined();
      for (const target of [
        'http://provider.test/liveness/return',
        'https://pendana.test.evil/x',
      ]) {
        const page = await provider.inject({
          method: 'GET',
          url: `/sandbox/liveness/${data.reference_number}?return_url=${encodeURIComponent(target)}`,
        });
        expect(page.body, target).not.toContain('return_url');
      }
      const back = await provider.inject({
        method: 'POST',
        url: `/sandbox/liveness/${data.reference_number}/finish`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `result=passed&return_url=${encodeURIComponent(returnUrl)}`,
      });
      expect(back.statusCode).toBe(303);
      const location = new URL(back.headers.location as string);
      expect(`${location.origin}${location.pathname}`).toBe(returnUrl);
      expect(location.searchParams.get('result')).toBe('true');
    } finally {
      await provider.close();
    }
  });

  it('liveness store validates the score range', async () => {
    const response = await post(
      t.app,
      api('/v2/lender/ekyc/liveness/store'),
      {
        code: 'OK',
        transaction_id: 'x',
        result: true,
        score: 1.5,
        imgManipulationScore: 0,
        face_1: 'data:image/png;base64,AAAA',
        provider: 'privy',
      },
      { token, lang: 'en' },
    );
    expect(response.statusCode).toBe(422);
    expectBody(ErrorResponse, response);
  });
});
