import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import type { LivenessProvider, LivenessSession } from '../../src/providers/liveness/index.ts';
import {
  createSandboxLivenessProvider,
  LIVENESS_SESSION_MINUTES,
} from '../../src/providers/liveness/sandbox.ts';
import { hashToken } from '../../src/shared/session/tokens.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * What every liveness implementation promises: each start is a new session of its own (reference, and
 * for VIDA an access token), with a page to send the lender to, open from now until `expiresAt`.
 */
export async function checkLivenessProvider(
  liveness: LivenessProvider,
  lenderId: number,
  now: () => Date,
): Promise<void> {
  const sessions: LivenessSession[] = [];
  for (const provider of ['privy', 'vida', 'privy', 'vida'] as const) {
    const session = await liveness.start(lenderId, provider);
    expect(session.reference).toMatch(/\S/);
    expect(new URL(session.landingUrl).protocol).toMatch(/^https?:$/);
    expect(session.expiresAt.getTime()).toBeGreaterThan(now().getTime());
    if (provider === 'vida') expect(session.accessToken).toMatch(/\S/);
    sessions.push(session);
  }
  const references = sessions.map((session) => session.reference);
  expect(new Set(references).size).toBe(references.length);
  const [firstVida, secondVida] = [sessions[1]!, sessions[3]!];
  expect(firstVida.accessToken).not.toBe(secondVida.accessToken);
}

const config = loadConfig({ PUBLIC_URL: 'http://pendana.test' });
let t: TestApp;
let lenderId: number;
beforeAll(async () => {
  t = await createTestApp();
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

describe('liveness contract', () => {
  it('the sandbox keeps it', async () => {
    await checkLivenessProvider(
      createSandboxLivenessProvider(t.database, t.clock, config),
      lenderId,
      () => t.clock.now(),
    );
  });

  it('the sandbox keeps each session pending, its token only hashed, for its minutes', async () => {
    const liveness = createSandboxLivenessProvider(t.database, t.clock, config);
    const session = await liveness.start(lenderId, 'vida');
    expect(session.landingUrl).toBe(
      `http://pendana.test/sandbox/liveness/vida?access_token=${session.accessToken}`,
    );
    const row = await t.database.db
      .selectFrom('liveness_sessions')
      .selectAll()
      .where('reference', '=', session.reference)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ lender_id: lenderId, provider: 'vida', status: 'pending' });
    expect(row.token_hash).toBe(hashToken(session.accessToken!));
    expect(new Date(row.expires_at).getTime()).toBe(session.expiresAt.getTime());
    expect(session.expiresAt.getTime() - t.clock.now().getTime()).toBe(
      LIVENESS_SESSION_MINUTES * 60_000,
    );
    const privy = await liveness.start(lenderId, 'privy');
    expect(privy.landingUrl).toBe(`http://pendana.test/sandbox/liveness/${privy.reference}`);
  });

  it('catches an implementation that breaks it', async () => {
    const sandbox = createSandboxLivenessProvider(t.database, t.clock, config);
    let first: Promise<LivenessSession> | undefined;
    const reusesItsSession: LivenessProvider = {
      start: (id, provider) => (first ??= sandbox.start(id, provider)),
    };
    await expect(
      checkLivenessProvider(reusesItsSession, lenderId, () => t.clock.now()),
    ).rejects.toThrow();
    const alreadyExpired: LivenessProvider = {
      start: async (id, provider) => ({
        ...(await sandbox.start(id, provider)),
        expiresAt: t.clock.now(),
      }),
    };
    await expect(
      checkLivenessProvider(alreadyExpired, lenderId, () => t.clock.now()),
    ).rejects.toThrow();
  });
});
