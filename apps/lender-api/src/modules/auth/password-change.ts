import type { AppContext } from '../../context.ts';
import type { Lender } from '../../db/schema/index.ts';
import { fieldError } from '../../http/errors.ts';
import { passwordChanged, recordEvent } from '../notifications/index.ts';
import { hashPassword } from './passwords.ts';
import { passwordProblem } from './password-policy.ts';
import { hashToken } from '../../shared/session/tokens.ts';
import { confirmPassword } from './verification.ts';

/**
 * Changes the signed-in lender's password after checking the current one (throttled like the password
 * confirmation). The new hash, the lender's notice and the end of every other session commit together;
 * the session of `token` goes on.
 */
export async function changePassword(
  ctx: AppContext,
  lender: Lender,
  token: string,
  input: { current_password: string; password: string; password_confirmation: string },
): Promise<void> {
  if (!(await confirmPassword(ctx, lender, input.current_password))) {
    throw fieldError('current_password', 'auth.currentPasswordWrong');
  }
  if (input.password !== input.password_confirmation) {
    throw fieldError('password_confirmation', 'validation.passwordConfirmation');
  }
  const weak = passwordProblem(input.password, lender);
  if (weak) throw fieldError('password', weak);
  const passwordHash = await hashPassword(input.password);
  const now = ctx.clock.now();
  await ctx.database.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('lenders')
      .set({ password_hash: passwordHash, updated_at: now })
      .where('id', '=', lender.id)
      .execute();
    await recordEvent(trx, passwordChanged(lender.id, now));
    await trx
      .deleteFrom('sessions')
      .where('lender_id', '=', lender.id)
      .where('token_hash', '<>', hashToken(token))
      .execute();
  });
}
