import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/schema/index.ts';
import { inBatches } from '../../shared/ledger/batch.ts';
import { FUNDING_STATUS } from '../../shared/ledger/tables.ts';
import type { EventKind, EventPayloads } from './kinds.ts';

type Trx = Transaction<DB> | Kysely<DB>;

/** An event for one lender: its kind, the facts of its kind, and when it happened. */
export interface LenderEvent<K extends EventKind> {
  lenderId: number;
  kind: K;
  payload: EventPayloads[K];
  /** When it happened (the posting's time); the database's now() when left out. */
  at?: Date;
  /**
   * What makes the event one of a kind (`lender_events.dedupe_key`, unique): a second event with the
   * same key is not written. Only for events found by a scan that may run twice (a hold's notice).
   */
  dedupeKey?: string;
}

const toRow = <K extends EventKind>(event: LenderEvent<K>) => ({
  lender_id: event.lenderId,
  kind: event.kind,
  payload: JSON.stringify(event.payload),
  ...(event.at ? { created_at: event.at } : {}),
  ...(event.dedupeKey ? { dedupe_key: event.dedupeKey } : {}),
});

/**
 * Writes the event in the caller's open transaction (the transactional outbox): it exists if and only
 * if the money or state change it tells of commits. Delivery (inbox, mail) happens later on the job
 * queue. Returns the event's id.
 */
export async function recordEvent<K extends EventKind>(
  trx: Trx,
  event: LenderEvent<K>,
): Promise<number> {
  const row = await trx
    .insertInto('lender_events')
    .values(toRow(event))
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** `recordEvent` of many events in a few multi-row statements (a project's lenders). */
export async function recordEvents(
  trx: Trx,
  events: ReadonlyArray<LenderEvent<EventKind>>,
): Promise<void> {
  for (const batch of inBatches(events.map(toRow)))
    await trx.insertInto('lender_events').values(batch).execute();
}

/**
 * `recordEvents` of events with a `dedupeKey`: an event whose key was written before (by an earlier
 * run, or another server's run at the same time) is left out. Returns how many were written.
 */
export async function recordEventsOnce(
  trx: Trx,
  events: ReadonlyArray<LenderEvent<EventKind> & { dedupeKey: string }>,
): Promise<number> {
  let written = 0;
  for (const batch of inBatches(events.map(toRow))) {
    const rows = await trx
      .insertInto('lender_events')
      .values(batch)
      .onConflict((oc) => oc.column('dedupe_key').doNothing())
      .returning('id')
      .execute();
    written += rows.length;
  }
  return written;
}

/** Adds `amount` to the lender's sum in `sums`. */
function addTo(sums: Map<number, bigint>, lenderId: number, amount: bigint) {
  sums.set(lenderId, (sums.get(lenderId) ?? 0n) + amount);
}

/**
 * A repayment's events, in its transaction: per lender, the yield received (net of tax, with the tax)
 * and, as its own kind, the principal returned — a lender with several fundings in the project hears
 * of each once, summed. When the repayment ends the project (`ended`), each of its lenders also hears
 * that it ended, with all the principal repayments returned to them (its shares already written).
 */
export async function recordRepaymentEvents(
  trx: Trx,
  repayment: {
    project: { id: number; nama: string };
    shares: ReadonlyArray<{ lenderId: number; netYield: bigint; tax: bigint; principal: bigint }>;
    ended?: boolean;
    at: Date;
  },
): Promise<void> {
  const { project, at } = repayment;
  const net = new Map<number, bigint>();
  const tax = new Map<number, bigint>();
  const principal = new Map<number, bigint>();
  for (const share of repayment.shares) {
    if (share.netYield > 0n) addTo(net, share.lenderId, share.netYield);
    if (share.netYield > 0n || share.tax > 0n) addTo(tax, share.lenderId, share.tax);
    if (share.principal > 0n) addTo(principal, share.lenderId, share.principal);
  }
  const facts = { project_id: project.id, project_name: project.nama };
  await recordEvents(trx, [
    ...[...net].map(([lenderId, amount]) => ({
      lenderId,
      kind: 'yield_received' as const,
      payload: { ...facts, amount: Number(amount), tax: Number(tax.get(lenderId) ?? 0n) },
      at,
    })),
    ...[...principal].map(([lenderId, amount]) => ({
      lenderId,
      kind: 'principal_returned' as const,
      payload: { ...facts, amount: Number(amount) },
      at,
    })),
  ]);
  if (!repayment.ended) return;
  const returned = await trx
    .selectFrom('repayment_shares as s')
    .innerJoin('repayments as r', 'r.id', 's.repayment_id')
    .select(['s.lender_id', sql<string>`sum(s.principal)::text`.as('principal')])
    .where('r.project_id', '=', project.id)
    .groupBy('s.lender_id')
    .orderBy('s.lender_id')
    .execute();
  await recordEvents(
    trx,
    returned.map((row) => ({
      lenderId: row.lender_id,
      kind: 'project_ended' as const,
      payload: { ...facts, principal: Number(row.principal) },
      at,
    })),
  );
}

/** A project marked late: every lender with an open funding in it hears how many days late. */
export async function recordProjectLate(
  trx: Trx,
  projectId: number,
  projectName: string,
  daysLate: number,
  at: Date,
): Promise<void> {
  const lenders = await trx
    .selectFrom('fundings')
    .select('lender_id')
    .distinct()
    .where('project_id', '=', projectId)
    .where('status', '=', FUNDING_STATUS.OPEN)
    .where('jumlah_paket', '>', 0)
    .orderBy('lender_id')
    .execute();
  await recordEvents(
    trx,
    lenders.map(({ lender_id }) => ({
      lenderId: lender_id,
      kind: 'project_late' as const,
      payload: { project_id: projectId, project_name: projectName, days_late: daysLate },
      at,
    })),
  );
}

/**
 * A default declared: each lender of the project hears of it with their part of the recovery
 * (`recoveries[i]` is `fundings[i]`'s part; a lender's fundings summed).
 */
export async function recordDefaultEvents(
  trx: Trx,
  project: { id: number; nama: string },
  fundings: ReadonlyArray<{ lender_id: number }>,
  recoveries: readonly bigint[],
  at: Date,
): Promise<void> {
  const recovery = new Map<number, bigint>();
  for (const [i, funding] of fundings.entries())
    addTo(recovery, funding.lender_id, recoveries[i] ?? 0n);
  await recordEvents(
    trx,
    [...recovery].map(([lenderId, amount]) => ({
      lenderId,
      kind: 'default_declared' as const,
      payload: { project_id: project.id, project_name: project.nama, recovery: Number(amount) },
      at,
    })),
  );
}

/** A top-up credited to the lender's balance (VA, e-wallet, QRIS or card). */
export function topUpCredited(
  lenderId: number,
  amount: number,
  reference: string,
  at: Date,
): LenderEvent<'topup_credited'> {
  return { lenderId, kind: 'topup_credited', payload: { amount, reference }, at };
}

/** A KYC review's decision: approved, or rejected with the reviewer's reason when there is one. */
export function kycDecided(
  lenderId: number,
  approved: boolean,
  at: Date,
  reason: string | null = null,
): LenderEvent<'kyc_approved'> | LenderEvent<'kyc_rejected'> {
  return approved
    ? { lenderId, kind: 'kyc_approved', payload: {}, at }
    : { lenderId, kind: 'kyc_rejected', payload: { reason }, at };
}

/** A funding confirmed (checkout or add funds): its id, project and amount. */
export function fundingConfirmed(
  lenderId: number,
  fundingId: number,
  project: { id: number; nama: string },
  amount: number,
  at: Date,
): LenderEvent<'funding_confirmed'> {
  const payload = { funding_id: fundingId, project_id: project.id, project_name: project.nama };
  return { lenderId, kind: 'funding_confirmed', payload: { ...payload, amount }, at };
}

/** A withdrawal ended by the bank: paid, or refused with the bank's reason. */
export function withdrawalSettled(
  lenderId: number,
  id: number,
  amount: number,
  paid: boolean,
  reason: string | null,
  at: Date,
): LenderEvent<'withdrawal_paid'> | LenderEvent<'withdrawal_refused'> {
  const payload = { withdrawal_id: id, amount, reason: paid ? null : reason };
  return paid
    ? { lenderId, kind: 'withdrawal_paid', payload, at }
    : { lenderId, kind: 'withdrawal_refused', payload, at };
}

/** The account's password changed (a reset): a security event, always mailed. */
export function passwordChanged(lenderId: number, at: Date): LenderEvent<'password_changed'> {
  return { lenderId, kind: 'password_changed', payload: {}, at };
}
