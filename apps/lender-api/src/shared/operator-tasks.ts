import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../db/schema/index.ts';

/** What an operator task is about (`operator_tasks.kind`). */
export type OperatorTaskKind =
  /** A provider's paid notice for a closed top-up whose amount is not the top-up's: nothing moved. */
  | 'payment_amount_mismatch'
  /** A withdrawal above the approval threshold: held until an operator approves it. */
  | 'withdrawal_approval'
  /**
   * The disbursement provider refused to take a withdrawal (a wrong key, an account it does not
   * accept): held until an operator has fixed the cause and approves it again.
   */
  | 'payout_refused';

type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

export interface OperatorTaskInput {
  kind: OperatorTaskKind;
  /** The thing the task is about (a top-up's reference, …). */
  subjectRef: string;
  /** What was seen, written when the task opens. */
  details: Record<string, JsonValue>;
  /**
   * One occurrence, kept in the list `details[log.key]`: each distinct occurrence once, whether it
   * opens the task or arrives again while the task is open (a provider's retry adds nothing).
   */
  log: { key: string; entry: JsonValue };
  now: Date;
}

/**
 * Opens an operator task, or adds the occurrence to the open task of the same kind and subject (one
 * open task per kind and subject; the database's unique index decides, also between concurrent
 * callers). Runs in the caller's transaction, so the task exists exactly when the caller's change does.
 */
export async function raiseOperatorTask(
  db: Kysely<DB> | Transaction<DB>,
  task: OperatorTaskInput,
): Promise<void> {
  const entry = JSON.stringify([task.log.entry]);
  const details = JSON.stringify({ ...task.details, [task.log.key]: [task.log.entry] });
  await sql`
    INSERT INTO operator_tasks (kind, subject_ref, details, created_at)
    VALUES (${task.kind}, ${task.subjectRef}, ${details}::jsonb, ${task.now})
    ON CONFLICT (kind, subject_ref) WHERE resolved_at IS NULL DO UPDATE
      SET details = jsonb_set(
        operator_tasks.details,
        ARRAY[${task.log.key}::text],
        coalesce(operator_tasks.details -> ${task.log.key}::text, '[]'::jsonb) || ${entry}::jsonb
      )
      WHERE NOT coalesce(operator_tasks.details -> ${task.log.key}::text, '[]'::jsonb) @> ${entry}::jsonb
  `.execute(db);
}

/** Marks the open task of this kind and subject resolved (none open: nothing happens). */
export async function resolveOperatorTask(
  db: Kysely<DB> | Transaction<DB>,
  kind: OperatorTaskKind,
  subjectRef: string,
  now: Date,
): Promise<void> {
  await db
    .updateTable('operator_tasks')
    .set({ resolved_at: now })
    .where('kind', '=', kind)
    .where('subject_ref', '=', subjectRef)
    .where('resolved_at', 'is', null)
    .execute();
}
