import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { AppContext } from '../../src/context.ts';
import type { EmailProvider } from '../../src/providers/email/index.ts';
import { money, type MoneyContext } from '../helpers/money-helpers.ts';
import { createTestApp, TestClock, type TestApp } from '../helpers/test-app.ts';
import { at } from '../repayments/fixture.ts';

/**
 * The file's test app without the job worker (a test runs dispatch and delivery itself, so nothing
 * delivers behind its back), on a test clock at `day`; `t` and `ctx` once `beforeAll` has run, and
 * `deps` for delivering an event by hand (through `email`, by default the app's provider).
 */
export function notificationsApp(day = '2026-01-10') {
  const clock = new TestClock(at(day).getTime());
  const state: { t?: TestApp } = {};
  beforeAll(async () => {
    state.t = await createTestApp({
      clock,
      config: { jobsWorker: false, withdrawalApprovalThreshold: 1_000_000_000 },
    });
    await failingEventsTrigger(state.t);
  });
  afterEach(async () => {
    if (state.t) await sql`DELETE FROM test_failing_event_lenders`.execute(state.t.database.db);
  });
  afterAll(async () => {
    await state.t?.close();
  });
  const t = (): TestApp => {
    if (!state.t) throw new Error('the test app starts in beforeAll');
    return state.t;
  };
  const ctx = (): AppContext => (t().app as unknown as { appContext: AppContext }).appContext;
  const deps = (email: EmailProvider = ctx().providers.email) => ({
    db: t().database.db,
    email,
    clock: t().clock,
    appUrl: 'http://pendana.test',
  });
  return { t, ctx, clock, deps };
}

/**
 * A trigger that makes writing an event of a listed lender fail (after the row is written): the
 * transaction of the posting that wrote it must then roll back as a whole.
 */
async function failingEventsTrigger(t: MoneyContext): Promise<void> {
  const db = t.database.db;
  await sql`CREATE TABLE test_failing_event_lenders (lender_id integer PRIMARY KEY)`.execute(db);
  await sql`CREATE FUNCTION test_fail_event() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF EXISTS (SELECT 1 FROM test_failing_event_lenders WHERE lender_id = NEW.lender_id) THEN
        RAISE EXCEPTION 'test: writing the event of lender % fails', NEW.lender_id;
      END IF;
      RETURN NEW;
    END $$`.execute(db);
  await sql`CREATE TRIGGER test_fail_event AFTER INSERT ON lender_events
            FOR EACH ROW EXECUTE FUNCTION test_fail_event()`.execute(db);
}

/** From now on, writing an event of `lenderId` fails inside its transaction. */
export async function failEventsOf(t: MoneyContext, lenderId: number): Promise<void> {
  await sql`INSERT INTO test_failing_event_lenders VALUES (${lenderId})`.execute(t.database.db);
}

/** The lender's events, oldest first: kind and payload. */
export async function eventsOf(t: MoneyContext, lenderId: number) {
  const rows = await money(t)
    .selectFrom('lender_events')
    .select(['id', 'kind', 'payload', 'created_at'])
    .where('lender_id', '=', lenderId)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    payload: (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload) as Record<
      string,
      unknown
    >,
    created_at: row.created_at,
  }));
}

/** The lender's row as it is now. */
export function lenderRow(t: MoneyContext, lenderId: number) {
  return money(t)
    .selectFrom('lenders')
    .selectAll()
    .where('id', '=', lenderId)
    .executeTakeFirstOrThrow();
}

/** The mails to the lender's address in the outbox, oldest first. */
export async function mailsTo(t: MoneyContext, lenderId: number) {
  const { email } = await lenderRow(t, lenderId);
  return money(t)
    .selectFrom('outbox_messages')
    .select(['subject', 'body', 'html', 'link'])
    .where('recipient', '=', email)
    .orderBy('id')
    .execute();
}

/** The lender's inbox items, oldest first. */
export function inboxOf(t: MoneyContext, lenderId: number) {
  return money(t)
    .selectFrom('inbox_items')
    .select(['id', 'event_id'])
    .where('lender_id', '=', lenderId)
    .orderBy('id')
    .execute();
}
