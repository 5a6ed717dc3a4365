import type { Kysely } from 'kysely';
import type { AppContext } from '../../context.ts';
import type { DB, OperatorAccount, OperatorRole } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import { writeAudit, type AuditActor } from '../../shared/audit.ts';
import {
  OPERATOR_IDLE_MINUTES,
  createOperatorSession,
} from '../../shared/session/operator-sessions.ts';
import { hashPassword, verifyPassword } from '../auth/index.ts';

export const OPERATOR_ROLES: readonly OperatorRole[] = ['reviewer', 'finance', 'content', 'admin'];

/** An account as the contract shows it (`OperatorAccount`): never its password hash. */
export function operatorView(row: OperatorAccount) {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    disabled: row.disabled_at !== null,
    created_at: new Date(row.created_at).toISOString(),
  };
}

/** What an audit row keeps of an account: its state, never its password hash. */
const auditState = (row: OperatorAccount) => {
  const { id: _id, created_at: _created, ...state } = operatorView(row);
  return state;
};

/**
 * The second step of an operator login, after the password: the factor `OPERATOR_SECOND_FACTOR`
 * names. `none` (the only value until a second factor is built) asks for nothing; a new factor adds
 * its value to the setting and its check here, before the session is opened.
 */
export function requireSecondFactor(ctx: AppContext): 'none' {
  switch (ctx.config.operatorSecondFactor) {
    case 'none':
      return 'none';
  }
}

/** Password login; null for a wrong e-mail or password or a disabled account (one answer for all). */
export async function loginOperator(ctx: AppContext, email: string, password: string) {
  const row = (await ctx.database.db
    .selectFrom('operator_accounts')
    .selectAll()
    .where('email', '=', email.trim().toLowerCase())
    .executeTakeFirst()) as OperatorAccount | undefined;
  const passwordOk = await verifyPassword(row?.password_hash ?? null, password);
  if (!row || !passwordOk || row.disabled_at !== null) return null;
  const secondFactor = requireSecondFactor(ctx);
  const session = await createOperatorSession(ctx, row.id);
  return { ...session, secondFactor, operator: row, idleMinutes: OPERATOR_IDLE_MINUTES };
}

export interface NewOperator {
  email: string;
  name: string;
  role: OperatorRole;
  password: string;
}

/** Creates an account and its audit row in one transaction; a taken e-mail is a 409. */
export async function createOperator(
  db: Kysely<DB>,
  input: NewOperator,
  actor: AuditActor,
  now: Date,
): Promise<OperatorAccount> {
  const email = input.email.trim().toLowerCase();
  const passwordHash = await hashPassword(input.password);
  return db.transaction().execute(async (trx) => {
    const row = (await trx
      .insertInto('operator_accounts')
      .values({
        email,
        name: input.name.trim(),
        role: input.role,
        password_hash: passwordHash,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.column('email').doNothing())
      .returningAll()
      .executeTakeFirst()) as OperatorAccount | undefined;
    if (!row) throw new HttpError(409, 'operators.emailTaken');
    await writeAudit(trx, {
      actor,
      at: now,
      action: 'operator.create',
      target: `operator:${row.id}`,
      before: null,
      after: { ...auditState(row), email: row.email },
    });
    return row;
  });
}

/** Whether an enabled admin exists (the command line's first admin is refused then, unless forced). */
export async function hasEnabledAdmin(db: Kysely<DB>): Promise<boolean> {
  const row = await db
    .selectFrom('operator_accounts')
    .select('id')
    .where('role', '=', 'admin')
    .where('disabled_at', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Changes an account in one transaction with its audit row: the enabled admins are locked first, so
 * that two admins cannot each remove the other and leave none. No change: answered without a row.
 */
async function changeOperator(
  ctx: AppContext,
  id: number,
  actor: AuditActor,
  action: 'operator.role' | 'operator.disable',
  change: (row: OperatorAccount) => { role?: OperatorRole; disabled_at?: Date } | null,
): Promise<OperatorAccount> {
  const now = ctx.clock.now();
  return ctx.database.db.transaction().execute(async (trx) => {
    const admins = await trx
      .selectFrom('operator_accounts')
      .select('id')
      .where('role', '=', 'admin')
      .where('disabled_at', 'is', null)
      .orderBy('id')
      .forUpdate()
      .execute();
    const row = (await trx
      .selectFrom('operator_accounts')
      .selectAll()
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst()) as OperatorAccount | undefined;
    if (!row) throw new HttpError(404, 'operators.notFound');
    const values = change(row);
    if (!values) return row;
    const staysAdmin = (values.role ?? row.role) === 'admin' && values.disabled_at === undefined;
    const wasEnabledAdmin = admins.some((admin) => admin.id === id);
    if (wasEnabledAdmin && !staysAdmin && admins.length === 1)
      throw new HttpError(409, 'operators.lastAdmin');
    const updated = (await trx
      .updateTable('operator_accounts')
      .set({ ...values, updated_at: now })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow()) as OperatorAccount;
    // A disabled account's sessions end at once (not at their idle end).
    if (values.disabled_at)
      await trx.deleteFrom('operator_sessions').where('operator_id', '=', id).execute();
    await writeAudit(trx, {
      actor,
      at: now,
      action,
      target: `operator:${id}`,
      before: auditState(row),
      after: auditState(updated),
    });
    return updated;
  });
}

export function changeOperatorRole(
  ctx: AppContext,
  id: number,
  role: OperatorRole,
  actor: AuditActor,
): Promise<OperatorAccount> {
  return changeOperator(ctx, id, actor, 'operator.role', (row) =>
    row.role === role ? null : { role },
  );
}

export function disableOperator(
  ctx: AppContext,
  id: number,
  actor: AuditActor,
): Promise<OperatorAccount> {
  return changeOperator(ctx, id, actor, 'operator.disable', (row) =>
    row.disabled_at !== null ? null : { disabled_at: ctx.clock.now() },
  );
}

export async function listOperators(ctx: AppContext): Promise<OperatorAccount[]> {
  return (await ctx.database.db
    .selectFrom('operator_accounts')
    .selectAll()
    .orderBy('id')
    .execute()) as OperatorAccount[];
}
