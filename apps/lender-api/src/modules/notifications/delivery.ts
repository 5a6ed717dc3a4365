import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema/index.ts';
import type { JobDefinition, JobQueue } from '../../jobs/index.ts';
import type { EmailProvider } from '../../providers/email/index.ts';
import type { Clock } from '../../shared/clock.ts';
import type { EventKind } from './kinds.ts';
import { eventMail, type EndSessionLink } from './mail.ts';
import type { Lang } from '../../shared/i18n/index.ts';
import { createSessionEndLink, SESSION_LINK_HOURS } from '../../shared/session/end-links.ts';
import { readPreferences, wantsMail } from './preferences.ts';

/** Events handed to the queue per transaction of the dispatch. */
const DISPATCH_BATCH = 200;

/**
 * Hands every event not yet queued to the job queue, one delivery job per event, in the transaction
 * that marks it queued: claimed with FOR UPDATE SKIP LOCKED, so two servers dispatching at once queue
 * each event once, and an event is queued if and only if its mark commits. Returns how many it queued.
 */
export async function dispatchEvents(
  db: Kysely<DB>,
  jobs: JobQueue,
  deliver: JobDefinition<{ eventId: number }>,
  now: Date,
): Promise<number> {
  let queued = 0;
  for (;;) {
    const claimed = await db.transaction().execute(async (trx) => {
      const rows = await trx
        .selectFrom('lender_events')
        .select('id')
        .where('queued_at', 'is', null)
        .orderBy('id')
        .limit(DISPATCH_BATCH)
        .forUpdate()
        .skipLocked()
        .execute();
      if (rows.length === 0) return 0;
      for (const { id } of rows)
        await jobs.send(deliver, { eventId: id }, { transaction: trx, singletonKey: String(id) });
      await trx
        .updateTable('lender_events')
        .set({ queued_at: now })
        .where(
          'id',
          'in',
          rows.map((row) => row.id),
        )
        .execute();
      return rows.length;
    });
    queued += claimed;
    if (claimed < DISPATCH_BATCH) return queued;
  }
}

export interface DeliveryDeps {
  db: Kysely<DB>;
  email: EmailProvider;
  clock: Clock;
  /** The web app's origin (the mail's one link). */
  appUrl: string;
}

/** What one delivery run did: put the item in the inbox, sent the mail (each at most once ever). */
export interface DeliveryResult {
  inboxed: boolean;
  mailed: boolean;
}

/**
 * Delivers one event: its inbox item (under the event's row lock; the unique (event, lender) refuses a
 * second) and, where the lender's preferences or the kind say so, its mail in the lender's language.
 * Safe to run again: a delivered event inserts nothing, a sent mail is not sent again. The mail is
 * sent after the inbox's commit and marked sent after the provider accepted it; a provider failure
 * throws (the job is retried with backoff) and the next run sends it.
 */
export async function deliverEvent(deps: DeliveryDeps, eventId: number): Promise<DeliveryResult> {
  const { db } = deps;
  const step = await db.transaction().execute(async (trx) => {
    const event = await trx
      .selectFrom('lender_events')
      .select(['id', 'lender_id', 'kind', 'created_at', 'delivered_at', 'mail_state'])
      .where('id', '=', eventId)
      .forUpdate()
      .executeTakeFirst();
    if (!event) return { inboxed: false, mailOwed: false };
    if (event.delivered_at !== null)
      return { inboxed: false, mailOwed: event.mail_state === 'pending' };
    const inserted = await trx
      .insertInto('inbox_items')
      .values({ event_id: event.id, lender_id: event.lender_id, created_at: event.created_at })
      .onConflict((oc) => oc.columns(['event_id', 'lender_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    const mail = wantsMail(await readPreferences(trx, event.lender_id), event.kind as EventKind);
    await trx
      .updateTable('lender_events')
      .set({ delivered_at: deps.clock.now(), mail_state: mail ? 'pending' : 'off' })
      .where('id', '=', event.id)
      .execute();
    return { inboxed: inserted !== undefined, mailOwed: mail };
  });
  if (!step.mailOwed) return { inboxed: step.inboxed, mailed: false };
  return { inboxed: step.inboxed, mailed: await sendEventMail(deps, eventId) };
}

/** Sends the event's owed mail and marks it sent; false when it was not owed (any more). */
async function sendEventMail(deps: DeliveryDeps, eventId: number): Promise<boolean> {
  const { db } = deps;
  const event = await db
    .selectFrom('lender_events as e')
    .innerJoin('lenders as l', 'l.id', 'e.lender_id')
    .select(['e.id', 'e.kind', 'e.payload', 'e.lender_id', 'l.email', 'l.nama', 'l.username'])
    .where('e.id', '=', eventId)
    .where('e.mail_state', '=', 'pending')
    .executeTakeFirst();
  if (!event) return false;
  const preferences = await readPreferences(db, event.lender_id);
  const payload: unknown =
    typeof event.payload === 'string' ? JSON.parse(event.payload) : event.payload;
  await deps.email.send(
    eventMail({
      lang: preferences.lang,
      kind: event.kind as EventKind,
      payload,
      to: event.email,
      name: event.nama ?? event.username,
      appUrl: deps.appUrl,
      endSession: await endSessionLink(deps, event, payload, preferences.lang),
    }),
  );
  const marked = await db
    .updateTable('lender_events')
    .set({ mail_state: 'sent', mailed_at: deps.clock.now() })
    .where('id', '=', eventId)
    .where('mail_state', '=', 'pending')
    .executeTakeFirst();
  return Number(marked.numUpdatedRows) === 1;
}

/**
 * The new-device mail's link that ends the session it tells of: a one-time token made as the mail is
 * sent (so it exists only in the mail), opening the web app's page that ends the session.
 */
async function endSessionLink(
  deps: DeliveryDeps,
  event: { kind: string; lender_id: number },
  payload: unknown,
  lang: Lang,
): Promise<EndSessionLink | undefined> {
  const sessionId = (payload as { session_id?: unknown } | null)?.session_id;
  if (event.kind !== 'new_device_sign_in' || typeof sessionId !== 'number') return undefined;
  const token = await createSessionEndLink(deps.db, {
    sessionId,
    lenderId: event.lender_id,
    now: deps.clock.now(),
  });
  const url = `${deps.appUrl}/${lang === 'en' ? 'en/' : ''}auth/end-session?${new URLSearchParams({ token }).toString()}`;
  return { url, hours: SESSION_LINK_HOURS };
}
