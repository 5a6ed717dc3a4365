import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB, OperatorAccount } from '../db/schema/index.ts';

/** Who wrote: an operator through the API (with the request), or the operator command line. */
export type AuditActor =
  { operator: Pick<OperatorAccount, 'id' | 'email'>; request: FastifyRequest } | { cli: true };

export interface AuditEntry {
  actor: AuditActor;
  at: Date;
  /** What was done: `<area>.<verb>` (`operator.create`, `kyc.decide`). */
  action: string;
  /** What it was done to: `<kind>:<id>` (`operator:3`, `lender:12`). */
  target: string;
  /** The state before (null for a creation) and after the write. */
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/**
 * Appends one row to the operator audit log. Call it with the transaction of the write it records, so
 * that the write and its row commit or roll back together; the table refuses UPDATE and DELETE.
 */
export async function writeAudit(trx: Kysely<DB>, entry: AuditEntry): Promise<void> {
  const { actor } = entry;
  await trx
    .insertInto('operator_audit_log')
    .values({
      operator_id: 'operator' in actor ? actor.operator.id : null,
      actor: 'operator' in actor ? actor.operator.email : 'cli',
      at: entry.at,
      ip: 'operator' in actor ? actor.request.ip : null,
      action: entry.action,
      target: entry.target,
      before_state: entry.before === null ? null : JSON.stringify(entry.before),
      after_state: entry.after === null ? null : JSON.stringify(entry.after),
      request_id: 'operator' in actor ? String(actor.request.id) : null,
    })
    .execute();
}
