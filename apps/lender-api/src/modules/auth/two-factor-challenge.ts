import type { Kysely } from 'kysely';
import type { AppContext } from '../../context.ts';
import type { DB } from '../../db/schema/index.ts';
import { hashToken, newToken } from '../../shared/session/tokens.ts';

/** How long the step between a right password and the code lasts. */
export const TWO_FACTOR_CHALLENGE_MINUTES = 5;

/** Whether the lender's sign-in asks for a code after the password. */
export async function twoFactorOn(db: Kysely<DB>, lenderId: number): Promise<boolean> {
  const row = await db
    .selectFrom('lender_two_factor')
    .select('enabled_at')
    .where('lender_id', '=', lenderId)
    .executeTakeFirst();
  return row?.enabled_at != null;
}

/** A new challenge for a lender whose password was right: the token is answered, its hash kept. */
export async function startTwoFactorChallenge(
  ctx: AppContext,
  lenderId: number,
): Promise<{ token: string; expiresInMinutes: number }> {
  const token = newToken();
  const now = ctx.clock.now();
  await ctx.database.db
    .insertInto('two_factor_challenges')
    .values({
      token_hash: hashToken(token),
      lender_id: lenderId,
      created_at: now,
      expires_at: new Date(now.getTime() + TWO_FACTOR_CHALLENGE_MINUTES * 60_000),
    })
    .execute();
  return { token, expiresInMinutes: TWO_FACTOR_CHALLENGE_MINUTES };
}
