import type { Kysely } from 'kysely';
import type { AppContext } from '../../context.ts';
import type { DB, Lender, LenderNarrowing } from '../../db/schema/index.ts';
import { hashToken, newToken } from './tokens.ts';

/** A new session of the lender (in `db`, a caller's transaction, when given). */
export async function createSession(
  ctx: AppContext,
  lenderId: number,
  db: Kysely<DB> = ctx.database.db,
): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const now = ctx.clock.now();
  const expiresAt = new Date(now.getTime() + ctx.config.tokenTtlMinutes * 60_000);
  await db
    .insertInto('sessions')
    .values({
      token_hash: hashToken(token),
      lender_id: lenderId,
      created_at: now,
      expires_at: expiresAt,
    })
    .execute();
  return { token, expiresAt };
}

/** The lender of a live session, or null for an unknown, expired or suspended one. */
export async function findSessionLender(ctx: AppContext, token: string): Promise<Lender | null> {
  const row = await ctx.database.db
    .selectFrom('sessions')
    .innerJoin('lenders', 'lenders.id', 'sessions.lender_id')
    .selectAll('lenders')
    .where('sessions.token_hash', '=', hashToken(token))
    .where('sessions.expires_at', '>', ctx.clock.now())
    .$narrowType<LenderNarrowing>()
    .executeTakeFirst();
  if (!row || row.status === 'suspend') return null;
  return row;
}

export async function deleteSession(ctx: AppContext, token: string): Promise<void> {
  await ctx.database.db.deleteFrom('sessions').where('token_hash', '=', hashToken(token)).execute();
}

export async function deleteSessionsOf(ctx: AppContext, lenderId: number): Promise<void> {
  await ctx.database.db.deleteFrom('sessions').where('lender_id', '=', lenderId).execute();
}
