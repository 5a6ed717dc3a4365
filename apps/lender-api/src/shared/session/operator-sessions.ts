import type { Kysely } from 'kysely';
import type { AppContext } from '../../context.ts';
import type { DB, OperatorAccount } from '../../db/schema/index.ts';
import { hashToken, newToken } from './tokens.ts';

/** An operator session ends after this many minutes without a call (each call moves it on). */
export const OPERATOR_IDLE_MINUTES = 30;

/**
 * Operator tokens carry a prefix, so that logs and support can tell them from lenders' at a glance; the
 * separation itself is the tables: an operator's token is only looked up in `operator_sessions`.
 */
export const OPERATOR_TOKEN_PREFIX = 'op_';

const idleEnd = (now: Date) => new Date(now.getTime() + OPERATOR_IDLE_MINUTES * 60_000);

/** A new session of the operator (in `db`, a caller's transaction, when given). */
export async function createOperatorSession(
  ctx: AppContext,
  operatorId: number,
  db: Kysely<DB> = ctx.database.db,
): Promise<{ token: string; expiresAt: Date }> {
  const token = `${OPERATOR_TOKEN_PREFIX}${newToken()}`;
  const now = ctx.clock.now();
  const expiresAt = idleEnd(now);
  await db
    .insertInto('operator_sessions')
    .values({
      token_hash: hashToken(token),
      operator_id: operatorId,
      created_at: now,
      last_seen_at: now,
      expires_at: expiresAt,
    })
    .execute();
  return { token, expiresAt };
}

/**
 * The operator of a live session, its idle end moved on by this call; null for an unknown or idle
 * expired token, or a disabled account.
 */
export async function findSessionOperator(
  ctx: AppContext,
  token: string,
): Promise<OperatorAccount | null> {
  if (!token.startsWith(OPERATOR_TOKEN_PREFIX)) return null;
  const now = ctx.clock.now();
  const session = await ctx.database.db
    .updateTable('operator_sessions')
    .set({ last_seen_at: now, expires_at: idleEnd(now) })
    .where('token_hash', '=', hashToken(token))
    .where('expires_at', '>', now)
    .returning('operator_id')
    .executeTakeFirst();
  if (!session) return null;
  const operator = await ctx.database.db
    .selectFrom('operator_accounts')
    .selectAll()
    .where('id', '=', session.operator_id)
    .where('disabled_at', 'is', null)
    .executeTakeFirst();
  return operator ? (operator as OperatorAccount) : null;
}

export async function deleteOperatorSession(ctx: AppContext, token: string): Promise<void> {
  await ctx.database.db
    .deleteFrom('operator_sessions')
    .where('token_hash', '=', hashToken(token))
    .execute();
}
