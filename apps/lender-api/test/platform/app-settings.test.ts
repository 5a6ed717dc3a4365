// The app's run-time settings: the liveness provider the eKYC starts with comes from the server's
// `LIVENESS_PROVIDER` (default privy), read at start and served to the web app, so a switch needs a
// restart, not a new build; a wrong value stops the start (test/start/config.test.ts). Whatever the
// setting, both providers' sessions stay open to the lender: one whose first provider fails can
// use the other.
import {
  CreateVidaLivenessTokenResponse,
  GeneratePrivyLivenessUrlResponse,
  GetAppSettingsResponse,
} from '@pendana/api-sdk/zod';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
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
beforeAll(async () => {
  t = await createTestApp();
  token = await loginAs(t.app, 'demo.baru');
});
afterAll(async () => {
  await t.close();
});

async function settingsOf(app: FastifyInstance) {
  return expectBody(GetAppSettingsResponse, await get(app, api('/v1/app/settings'), { token }))
    .data;
}

describe('LIVENESS_PROVIDER', () => {
  it('is privy unless set; privy, vida or none in any case', () => {
    expect(loadConfig({}).livenessProvider).toBe('privy');
    expect(loadConfig({ LIVENESS_PROVIDER: 'vida' }).livenessProvider).toBe('vida');
    expect(loadConfig({ LIVENESS_PROVIDER: 'VIDA' }).livenessProvider).toBe('vida');
    expect(loadConfig({ LIVENESS_PROVIDER: 'none' }).livenessProvider).toBe('none');
  });
});

describe('getAppSettings', () => {
  it('serves the default provider, privy', async () => {
    expect(await settingsOf(t.app)).toEqual({ liveness_provider: 'privy' });
  });

  it.each(['vida', 'none'] as const)(
    'serves what the server was started with: %s',
    async (provider) => {
      const server = await t.sibling({ livenessProvider: provider });
      try {
        expect(await settingsOf(server)).toEqual({ liveness_provider: provider });
      } finally {
        await server.close();
      }
    },
  );

  it('needs a session', async () => {
    expect((await get(t.app, api('/v1/app/settings'))).statusCode).toBe(401);
  });

  it.each(['privy', 'vida'] as const)(
    'with %s first, both providers still open a session for the lender',
    async (provider) => {
      const server = await t.sibling({ livenessProvider: provider });
      try {
        const privy = expectBody(
          GeneratePrivyLivenessUrlResponse,
          await get(server, api('/v1/privy-web-liveness/generate-url'), { token }),
        ).data;
        const privyPage = await server.inject({
          method: 'GET',
          url: new URL(privy.user_landing_url).pathname,
        });
        expect(privyPage.statusCode).toBe(200);
        expect(privyPage.body).toContain('Provider: privy');

        const vida = expectBody(
          CreateVidaLivenessTokenResponse,
          await post(server, api('/v1/vida/liveness/token'), undefined, { token }),
        ).data;
        const vidaPage = await server.inject({
          method: 'GET',
          url: `/sandbox/liveness/vida?access_token=${vida.access_token}`,
        });
        expect(vidaPage.statusCode).toBe(200);
        expect(vidaPage.body).toContain('Provider: vida');
      } finally {
        await server.close();
      }
    },
  );
});
