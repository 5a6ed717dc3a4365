import { randomBytes } from 'node:crypto';
import type { Config } from '../../config.ts';
import type { Clock } from '../../shared/clock.ts';
import type { Database } from '../../db/database.ts';
import { hashToken } from '../../shared/session/tokens.ts';
import type { LivenessProvider } from './index.ts';

export const LIVENESS_SESSION_MINUTES = 15;

/**
 * Sandbox liveness: sessions are kept in `liveness_sessions`; the landing page
 * `/sandbox/liveness/<reference>` (or `/sandbox/liveness/vida?access_token=`) lets the tester pass
 * or fail the check, which stores the result like the provider's callback would.
 */
export function createSandboxLivenessProvider(
  database: Database,
  clock: Clock,
  config: Config,
): LivenessProvider {
  return {
    async start(lenderId, provider) {
      const now = clock.now();
      const reference = `${provider === 'privy' ? 'PRV' : 'VID'}-${randomBytes(8).toString('hex').toUpperCase()}`;
      const accessToken = provider === 'vida' ? randomBytes(32).toString('base64url') : null;
      const expiresAt = new Date(now.getTime() + LIVENESS_SESSION_MINUTES * 60_000);
      await database.db
        .insertInto('liveness_sessions')
        .values({
          reference,
          lender_id: lenderId,
          provider,
          token_hash: accessToken ? hashToken(accessToken) : null,
          created_at: now,
          expires_at: expiresAt,
          finished_at: null,
        })
        .execute();
      const landingUrl =
        provider === 'privy'
          ? `${config.sandboxProviderUrl}/sandbox/liveness/${reference}`
          : `${config.publicUrl}/sandbox/liveness/vida?access_token=${accessToken}`;
      return { reference, landingUrl, accessToken, expiresAt };
    },
  };
}
