import type { AppContext } from '../../context.ts';

/** One page of the audit log, newest first, with the total count (`OperatorAuditPage`). */
export async function auditPage(ctx: AppContext, page: number, perPage: number) {
  const db = ctx.database.db;
  const [rows, count] = await Promise.all([
    db
      .selectFrom('operator_audit_log')
      .selectAll()
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute(),
    db
      .selectFrom('operator_audit_log')
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    data: rows.map((row) => ({
      id: Number(row.id),
      operator_id: row.operator_id,
      actor: row.actor,
      at: new Date(row.at).toISOString(),
      ip: row.ip,
      action: row.action,
      target: row.target,
      before: row.before_state as Record<string, unknown> | null,
      after: row.after_state as Record<string, unknown> | null,
      request_id: row.request_id,
    })),
    meta: { page, per_page: perPage, total: Number(count.total) },
  };
}
