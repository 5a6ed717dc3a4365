// Delivery of the outbox: each event reaches its lender's inbox once and, where the preferences or
// its kind say so, the lender's mail once (plain text and HTML, in the lender's language) — also when
// a run is repeated, when the mail provider fails first, and when the queue dispatches twice at once.
// The database refuses what must never happen.
import { NotificationKind } from '@pendana/api-sdk/zod';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createJobQueue } from '../../src/jobs/index.ts';
import {
  DELIVER_EVENT,
  deliverEvent,
  dispatchEvents,
  EVENT_KINDS,
  recordEvent,
  registerNotificationJobs,
} from '../../src/modules/notifications/index.ts';
import type { EmailProvider } from '../../src/providers/email/index.ts';
import { money, newLender } from '../helpers/money-helpers.ts';
import { waitFor } from '../jobs/helpers.ts';
import { inboxOf as sharedInboxOf, mailsTo as sharedMailsTo, notificationsApp } from './fixture.ts';

const { t, ctx, deps } = notificationsApp();
const mailsTo = (lenderId: number) => sharedMailsTo(t(), lenderId);
const inboxOf = (lenderId: number) => sharedInboxOf(t(), lenderId);

const yieldEvent = (lenderId: number) => ({
  lenderId,
  kind: 'yield_received' as const,
  payload: { project_id: 21, project_name: 'Ruko Margonda', amount: 98_000, tax: 2_000 },
});

describe('delivering an event', () => {
  it('once to the inbox and once by mail (text and HTML, Indonesian by default); a second run delivers nothing', async () => {
    const lender = await newLender(t());
    const eventId = await recordEvent(t().database.db, yieldEvent(lender.id));
    expect(await deliverEvent(deps(), eventId)).toEqual({ inboxed: true, mailed: true });
    expect(await deliverEvent(deps(), eventId)).toEqual({ inboxed: false, mailed: false });
    expect(await inboxOf(lender.id)).toMatchObject([{ event_id: eventId }]);
    const mails = await mailsTo(lender.id);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.subject).toBe('Pendana: Imbal hasil diterima');
    expect(mail?.body).toContain('Imbal hasil Rp 98.000 dari Ruko Margonda');
    expect(mail?.html).toContain('<html lang="id">');
    expect(mail?.html).toContain('Imbal hasil Rp 98.000 dari Ruko Margonda');
    // No tracking: no image, no per-recipient link.
    expect(mail?.html).not.toMatch(/<img|\?/);
    expect(mail?.link).toBe('http://pendana.test/dashboard');
  });

  it('respects the preferences: a kind turned off reaches the inbox only; money out and security are always mailed, in the chosen language', async () => {
    const lender = await newLender(t());
    await money(t())
      .insertInto('notification_preferences')
      .values({
        lender_id: lender.id,
        lang: 'en',
        email_off: ['yield_received', 'topup_credited'],
        updated_at: new Date(),
      })
      .execute();
    const db = t().database.db;
    const ids = [
      await recordEvent(db, yieldEvent(lender.id)),
      await recordEvent(db, {
        lenderId: lender.id,
        kind: 'withdrawal_paid',
        payload: { withdrawal_id: 5, amount: 250_000, reason: null },
      }),
      await recordEvent(db, { lenderId: lender.id, kind: 'password_changed', payload: {} }),
    ];
    const results = [];
    for (const id of ids) results.push(await deliverEvent(deps(), id));
    expect(results).toEqual([
      { inboxed: true, mailed: false },
      { inboxed: true, mailed: true },
      { inboxed: true, mailed: true },
    ]);
    expect(await inboxOf(lender.id)).toHaveLength(3);
    const mails = await mailsTo(lender.id);
    expect(mails.map((m) => m.subject)).toEqual([
      'Pendana: Withdrawal paid',
      'Pendana: Password changed',
    ]);
    expect(mails[0]?.body).toContain(
      'Your withdrawal of Rp 250.000 has reached your bank account.',
    );
    expect(mails[0]?.html).toContain('<html lang="en">');
    expect(mails[0]?.link).toBe('http://pendana.test/en/dashboard');
  });

  it('a mail provider failure: the inbox item stays, the retry sends the mail, once', async () => {
    const lender = await newLender(t());
    const eventId = await recordEvent(t().database.db, yieldEvent(lender.id));
    const down: EmailProvider = {
      send: () => Promise.reject(new Error('the mail provider is down')),
    };
    await expect(deliverEvent(deps(down), eventId)).rejects.toThrow(/down/);
    expect(await inboxOf(lender.id)).toHaveLength(1);
    expect(await mailsTo(lender.id)).toEqual([]);
    expect(await deliverEvent(deps(), eventId)).toEqual({ inboxed: false, mailed: true });
    expect(await deliverEvent(deps(), eventId)).toEqual({ inboxed: false, mailed: false });
    expect(await mailsTo(lender.id)).toHaveLength(1);
    expect(await inboxOf(lender.id)).toHaveLength(1);
  });

  it('on the job queue: two dispatches at once queue each event once; each is delivered and mailed once', async () => {
    const lenders = [await newLender(t()), await newLender(t()), await newLender(t())];
    const db = t().database.db;
    const ids: number[] = [];
    for (let i = 0; i < 30; i += 1) ids.push(await recordEvent(db, yieldEvent(lenders[i % 3]!.id)));
    const queue = createJobQueue(t().database, {
      worker: true,
      migrate: false,
      pollingIntervalSeconds: 0.5,
    });
    registerNotificationJobs({ ...ctx(), jobs: queue });
    await queue.start();
    try {
      const now = t().clock.now();
      const queued = await Promise.all([
        dispatchEvents(db, queue, DELIVER_EVENT, now),
        dispatchEvents(db, queue, DELIVER_EVENT, now),
      ]);
      expect(queued[0] + queued[1]).toBeGreaterThanOrEqual(30);
      // The deliveries show on /metrics like every queue's jobs.
      const metrics = await t().app.inject({ method: 'GET', url: '/metrics' });
      expect(metrics.body).toMatch(/pendana_jobs_waiting\{queue="notifications\.deliver"\} \d+/);
      expect(metrics.body).toContain('queue="notifications.dispatch"');
      const delivered = async () => {
        const { rows } = await sql<{ n: number }>`
          SELECT count(*)::int AS n FROM lender_events
           WHERE id = ANY(${ids}::int[]) AND mail_state = 'sent'`.execute(db);
        return rows[0]?.n === 30;
      };
      await waitFor('30 events delivered and mailed', delivered, 60_000);
      expect(await dispatchEvents(db, queue, DELIVER_EVENT, now)).toBe(0);
    } finally {
      await queue.stop(2_000);
    }
    const { rows: jobs } = await sql<{ singleton_key: string; state: string; retry_count: number }>`
      SELECT singleton_key, state, retry_count FROM pgboss.job
       WHERE name = ${DELIVER_EVENT.name} AND singleton_key = ANY(${ids.map(String)}::text[])`.execute(
      db,
    );
    expect(jobs.map((job) => Number(job.singleton_key)).sort((a, b) => a - b)).toEqual(ids);
    for (const job of jobs) expect(job).toMatchObject({ state: 'completed', retry_count: 0 });
    for (const lender of lenders) {
      expect(await inboxOf(lender.id)).toHaveLength(10);
      expect(await mailsTo(lender.id)).toHaveLength(10);
    }
  });
});

describe('the database refuses', () => {
  it('a second inbox item of one event, an item of another lender, an unknown kind, a payload that is not an object, turning off a mail that is always sent', async () => {
    const [a, b] = [await newLender(t()), await newLender(t())];
    const db = t().database.db;
    const eventId = await recordEvent(db, yieldEvent(a.id));
    await deliverEvent(deps(), eventId);
    const item = (lenderId: number) =>
      db
        .insertInto('inbox_items')
        .values({ event_id: eventId, lender_id: lenderId, created_at: new Date() })
        .execute();
    await expect(item(a.id)).rejects.toThrow(/unique|duplicate/i);
    await expect(item(b.id)).rejects.toThrow(/foreign key/i);
    await expect(
      db.insertInto('lender_events').values({ lender_id: a.id, kind: 'lottery_won' }).execute(),
    ).rejects.toThrow(/check/i);
    await expect(
      db
        .insertInto('lender_events')
        .values({ lender_id: a.id, kind: 'kyc_approved', payload: '[1]' })
        .execute(),
    ).rejects.toThrow(/check/i);
    for (const kind of ['withdrawal_paid', 'password_changed', 'not_a_kind'])
      await expect(
        db
          .insertInto('notification_preferences')
          .values({ lender_id: b.id, email_off: [kind], updated_at: new Date() })
          .execute(),
      ).rejects.toThrow(/check/i);
  });

  it('accepts every kind of the contract', async () => {
    expect([...EVENT_KINDS]).toEqual(NotificationKind.options);
    const lender = await newLender(t());
    for (const kind of EVENT_KINDS)
      await t()
        .database.db.insertInto('lender_events')
        .values({ lender_id: lender.id, kind })
        .execute();
  });
});
