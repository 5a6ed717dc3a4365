import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema/index.ts';
import { hashToken, newToken } from './tokens.ts';

/** How long the new-device mail's "end this session" link works. */
export const SESSION_LINK_HOURS = 24;

/**
 * A new one-time link token that ends the session `sessionId` of the lender: 32 random bytes, of which
 * only the SHA-256 is kept (as with session tokens, a database reader cannot use it). Written when the
 * mail is sent, so the token exists nowhere but in that mail.
 */
export async function createSessionEndLink(
  db: Kysely<DB>,
  link: { sessionId: number; lenderId: number; now: Date },
): Promise<string> {
  const token = newToken();
  await db
    .insertInto('session_end_links')
    .values({
      token_hash: hashToken(token),
      session_id: link.sessionId,
      lender_id: link.lenderId,
      created_at: link.now,
      expires_at: new Date(link.now.getTime() + SESSION_LINK_HOURS * 3600_000),
    })
    .execute();
  return token;
}
