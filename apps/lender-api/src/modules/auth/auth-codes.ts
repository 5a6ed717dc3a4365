import type { Transaction } from 'kysely';
import type { AppContext } from '../../context.ts';
import type { AuthCodePurpose, DB } from '../../db/schema/index.ts';
import { hashToken, newToken } from '../../shared/session/tokens.ts';

export const VERIFY_EMAIL_TTL_HOURS = 48;
export const RESET_PASSWORD_TTL_MINUTES = 60;

const TTL_MS: Record<AuthCodePurpose, number> = {
  verify_email: VERIFY_EMAIL_TTL_HOURS * 3_600_000,
  reset_password: RESET_PASSWORD_TTL_MINUTES * 60_000,
};

/** Issues a new one-time code; earlier unused codes of the same purpose stop working. */
export async function issueCode(
  ctx: AppContext,
  trx: Transaction<DB>,
  lenderId: number,
  purpose: AuthCodePurpose,
): Promise<string> {
  const now = ctx.clock.now();
  await trx
    .updateTable('auth_codes')
    .set({ used_at: now })
    .where('lender_id', '=', lenderId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
  const code = newToken();
  await trx
    .insertInto('auth_codes')
    .values({
      code_hash: hashToken(code),
      lender_id: lenderId,
      purpose,
      created_at: now,
      expires_at: new Date(now.getTime() + TTL_MS[purpose]),
      used_at: null,
    })
    .execute();
  return code;
}

/** Marks a live code used and returns its lender id, or null for an unknown, used or expired code. */
export async function consumeCode(
  ctx: AppContext,
  trx: Transaction<DB>,
  code: string,
  purpose: AuthCodePurpose,
): Promise<number | null> {
  const now = ctx.clock.now();
  const row = await trx
    .updateTable('auth_codes')
    .set({ used_at: now })
    .where('code_hash', '=', hashToken(code))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('lender_id')
    .executeTakeFirst();
  return row?.lender_id ?? null;
}
