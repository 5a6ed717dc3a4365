import type { Kysely } from 'kysely';
import type { AppContext } from '../../context.ts';
import type { DB, Lender, LenderNarrowing } from '../../db/schema/index.ts';
import { hashToken, newToken } from './tokens.ts';

/** Where a session signs in from: the request's user agent and address (either may be absent). */
export interface SessionClient {
  userAgent?: string | undefined;
  address?: string | undefined;
}

/** The longest user agent kept (the column's CHECK); longer ones are cut. */
const USER_AGENT_MAX = 512;

/** A new session of the lender (in `db`, a caller's transaction, when given). */
export async function createSession(
  ctx: AppContext,
  lenderId: number,
  db: Kysely<DB> = ctx.database.db,
  client: SessionClient = {},
): Promise<{ token: string; expiresAt: Date; sessionId: number }> {
  const token = newToken();
  const now = ctx.clock.now();
  const expiresAt = new Date(now.getTime() + ctx.config.tokenTtlMinutes * 60_000);
  const userAgent = client.userAgent?.trim().slice(0, USER_AGENT_MAX) || null;
  const address = client.address?.trim().slice(0, 64) || null;
  const row = await db
    .insertInto('sessions')
    .values({
      token_hash: hashToken(token),
      lender_id: lenderId,
      created_at: now,
      expires_at: expiresAt,
      user_agent: userAgent,
      ip_address: address,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { token, expiresAt, sessionId: row.id };
}

/** How often a session's `last_seen_at` is written: at most once a minute per session. */
export const LAST_SEEN_EVERY_MS = 60_000;

/**
 * The lender of a live session, or null for an unknown, ended, expired or suspended one. Read from
 * the database on every request (no cache): a session ended on one server is refused by all at once.
 * Notes the session's last request when the one noted is a minute old or more (one guarded update,
 * so two servers answering at once write it once).
 */
export async function findSessionLender(ctx: AppContext, token: string): Promise<Lender | null> {
  const now = ctx.clock.now();
  const tokenHash = hashToken(token);
  const row = await ctx.database.db
    .selectFrom('sessions')
    .innerJoin('lenders', 'lenders.id', 'sessions.lender_id')
    .selectAll('lenders')
    .select([
      'sessions.created_at as session_created_at',
      'sessions.last_seen_at as session_seen_at',
    ])
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.expires_at', '>', now)
    .$narrowType<LenderNarrowing>()
    .executeTakeFirst();
  if (!row || row.status === 'suspend') return null;
  const { session_created_at: createdAt, session_seen_at: seenAt, ...lender } = row;
  const due = new Date(now.getTime() - LAST_SEEN_EVERY_MS);
  if ((seenAt ?? createdAt) <= due) {
    await ctx.database.db
      .updateTable('sessions')
      .set({ last_seen_at: now })
      .where('token_hash', '=', tokenHash)
      .where((eb) => eb.or([eb('last_seen_at', 'is', null), eb('last_seen_at', '<=', due)]))
      .execute();
  }
  return lender;
}

export async function deleteSession(ctx: AppContext, token: string): Promise<void> {
  await ctx.database.db.deleteFrom('sessions').where('token_hash', '=', hashToken(token)).execute();
}

export async function deleteSessionsOf(ctx: AppContext, lenderId: number): Promise<void> {
  await ctx.database.db.deleteFrom('sessions').where('lender_id', '=', lenderId).execute();
}
