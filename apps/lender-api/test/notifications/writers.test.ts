// The event writers of a hold ending soon, an agreement signed, a sign-in from a new device, a phone
// number changed and a KYC review's decision: each event commits with its state change or not at all
// (a trigger makes the event's write fail for a chosen lender), reaches the inbox once and the mail
// once, and follows the lender's preferences — the security kinds are mailed even when turned off.
import { SendPrivyFundingAgreementResponse } from '@pendana/api-sdk/zod';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { login } from '../../src/modules/auth/accounts.ts';
import { hashPassword } from '../../src/modules/auth/passwords.ts';
import { verifyPhoneOtp } from '../../src/modules/ekyc/index.ts';
import {
  DECIDE_KYC_USAGE,
  operatorDecideKyc,
  parseDecideKyc,
} from '../../src/modules/ekyc/index.ts';
import { createJobQueue } from '../../src/jobs/index.ts';
import {
  HOLD_NOTICE_HOURS,
  NOTICE_EXPIRING_HOLDS,
  noticeExpiringHolds,
  registerFundingJobs,
} from '../../src/modules/funding/index.ts';
import { updateBooking } from '../../src/modules/funding/bookings.ts';
import { deliverEvent, type EventKind } from '../../src/modules/notifications/index.ts';
import { hashToken } from '../../src/shared/session/tokens.ts';
import { money, newLender, newSession, waitingLender } from '../helpers/money-helpers.ts';
import { api, post, REVIEWER_HEADERS } from '../helpers/test-app.ts';
import { at, fund, lenderOf, newProject, STANDARD_PROJECT } from '../repayments/fixture.ts';
import { waitFor } from '../jobs/helpers.ts';
import {
  eventsOf,
  failEventsOf,
  inboxOf as sharedInboxOf,
  lenderRow,
  mailsTo as sharedMailsTo,
  notificationsApp,
} from './fixture.ts';

const { t, ctx, clock, deps } = notificationsApp('2026-01-10');
const mailsTo = (lenderId: number) => sharedMailsTo(t(), lenderId);
const inboxOf = (lenderId: number) => sharedInboxOf(t(), lenderId);

/** The lender's mails turned off for `kinds` (the database refuses the always-mailed ones there). */
async function mailsOff(lenderId: number, kinds: EventKind[]) {
  await money(t())
    .insertInto('notification_preferences')
    .values({ lender_id: lenderId, lang: 'id', email_off: kinds, updated_at: new Date() })
    .onConflict((oc) => oc.column('lender_id').doUpdateSet({ email_off: kinds }))
    .execute();
}

/**
 * Delivers each of the lender's events twice (a repeated job) and checks: one inbox item each, and
 * `mailed` mails in all, whose subjects are `subjects`.
 */
async function expectDeliveredOnce(lenderId: number, subjects: string[]) {
  const events = await eventsOf(t(), lenderId);
  for (const event of events) {
    await deliverEvent(deps(), event.id);
    await deliverEvent(deps(), event.id);
  }
  expect((await inboxOf(lenderId)).map((item) => item.event_id)).toEqual(events.map((e) => e.id));
  const mails = await mailsTo(lenderId);
  expect(mails.map((mail) => mail.subject)).toEqual(subjects);
  for (const mail of mails) expect(mail.html).not.toMatch(/<img/);
  return mails;
}

describe('a hold ending soon', () => {
  /** A hold of 2 packages of a new project, made at `madeAt`; its booking id and expiry. */
  async function holdOf(lenderId: number, projectId: number, madeAt: Date) {
    await updateBooking(
      {
        db: money(t()),
        lang: 'id',
        lenderId,
        now: madeAt,
        idempotencyKey: `uji-${Math.random().toString(36).slice(2)}`,
      },
      { id_proyek: projectId, paket: 2, is_booking: true },
    );
    return money(t())
      .selectFrom('bookings')
      .select(['id', 'expires_at'])
      .where('lender_id', '=', lenderId)
      .where('project_id', '=', projectId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
  }

  it('is told once per hold, 2 hours before it ends — also when the scan runs again or twice at once; never for a hold taken up, released or ended', async () => {
    const projectId = await newProject(t(), { ...STANDARD_PROJECT, start: '2026-01-15' });
    const lender = await lenderOf(t(), 'PPh23', 5_000_000);
    const madeAt = at('2026-01-10');
    const hold = await holdOf(lender, projectId, madeAt);
    // Taken up by a checkout: never told.
    const taker = await lenderOf(t(), 'PPh23', 5_000_000);
    await holdOf(taker, projectId, madeAt);
    await fund(t(), projectId, taker, 2, '2026-01-10');
    // Released by its lender: never told.
    const releaser = await lenderOf(t(), 'PPh23', 5_000_000);
    await holdOf(releaser, projectId, madeAt);
    await updateBooking(
      {
        db: money(t()),
        lang: 'id',
        lenderId: releaser,
        now: madeAt,
        idempotencyKey: `uji-${Math.random().toString(36).slice(2)}`,
      },
      { id_proyek: projectId, paket: 2, is_booking: false },
    );
    // Made 3 hours earlier: ended before the scan below, never scanned in its last 2 hours.
    const lapsed = await lenderOf(t(), 'PPh23', 5_000_000);
    await holdOf(lapsed, projectId, new Date(madeAt.getTime() - 3 * 3_600_000));

    const hour = 3_600_000;
    const early = new Date(hold.expires_at.getTime() - HOLD_NOTICE_HOURS * hour - 60_000);
    expect(await noticeExpiringHolds(money(t()), early)).toBe(0);
    const due = new Date(hold.expires_at.getTime() - HOLD_NOTICE_HOURS * hour + 5 * 60_000);
    const runs = await Promise.all([
      noticeExpiringHolds(money(t()), due),
      noticeExpiringHolds(money(t()), due),
    ]);
    expect(runs[0] + runs[1]).toBeGreaterThanOrEqual(1);
    expect(await noticeExpiringHolds(money(t()), new Date(due.getTime() + 30 * 60_000))).toBe(0);
    const events = await eventsOf(t(), lender);
    expect(events.filter((e) => e.kind === 'hold_expiring')).toEqual([
      expect.objectContaining({
        kind: 'hold_expiring',
        payload: expect.objectContaining({ project_id: projectId, amount: 2_000_000 }),
      }),
    ]);
    for (const other of [taker, releaser, lapsed])
      expect((await eventsOf(t(), other)).map((e) => e.kind)).not.toContain('hold_expiring');
    // The database refuses a second event of the hold's key.
    await expect(
      sql`INSERT INTO lender_events (lender_id, kind, dedupe_key)
          VALUES (${lender}, 'hold_expiring', ${`hold_expiring:${hold.id}`})`.execute(
        t().database.db,
      ),
    ).rejects.toThrow(/unique|duplicate/i);
    // After it ended: nothing more.
    expect(await noticeExpiringHolds(money(t()), new Date(hold.expires_at.getTime() + 1))).toBe(0);

    // Delivered once to the inbox and once by mail (after the top-up's own event).
    const mails = await expectDeliveredOnce(lender, [
      'Pendana: Top up berhasil',
      'Pendana: Pemesanan segera berakhir',
    ]);
    expect(mails[1]?.body).toContain('berakhir dalam 2 jam');
  });

  it('a failed event write writes nothing, and the next scan tells it; turned off, it reaches the inbox only', async () => {
    const projectId = await newProject(t(), { ...STANDARD_PROJECT, start: '2026-01-15' });
    const lender = await lenderOf(t(), 'PPh23', 5_000_000);
    const hold = await holdOf(lender, projectId, at('2026-01-10'));
    const due = new Date(hold.expires_at.getTime() - 60 * 60_000);
    await failEventsOf(t(), lender);
    await expect(noticeExpiringHolds(money(t()), due)).rejects.toThrow(/writing the event/);
    expect((await eventsOf(t(), lender)).map((e) => e.kind)).toEqual(['topup_credited']);
    await sql`DELETE FROM test_failing_event_lenders`.execute(t().database.db);
    expect(await noticeExpiringHolds(money(t()), due)).toBeGreaterThanOrEqual(1);
    expect((await eventsOf(t(), lender)).map((e) => e.kind)).toEqual([
      'topup_credited',
      'hold_expiring',
    ]);
    await mailsOff(lender, ['hold_expiring', 'topup_credited']);
    await expectDeliveredOnce(lender, []);
    expect(await inboxOf(lender)).toHaveLength(2);
  });
  it('on the job queue: the funding job finds the hold and writes its event', async () => {
    const projectId = await newProject(t(), { ...STANDARD_PROJECT, start: '2026-01-15' });
    const lender = await lenderOf(t(), 'PPh23', 5_000_000);
    const hold = await holdOf(lender, projectId, at('2026-01-10'));
    // The worker reads the app's clock: 90 minutes before the hold ends (the clock only moves forward).
    await clock.moveTo(new Date(hold.expires_at.getTime() - 90 * 60_000));
    const queue = createJobQueue(t().database, {
      worker: true,
      migrate: false,
      pollingIntervalSeconds: 0.5,
    });
    registerFundingJobs({ ...ctx(), jobs: queue });
    await queue.start();
    try {
      await queue.send(NOTICE_EXPIRING_HOLDS, {});
      await waitFor(
        'the hold told',
        async () => (await eventsOf(t(), lender)).some((event) => event.kind === 'hold_expiring'),
        30_000,
      );
    } finally {
      await queue.stop(2_000);
    }
  });
});

describe('an agreement signed', () => {
  async function sentAgreement() {
    const projectId = await newProject(t(), { ...STANDARD_PROJECT, start: '2026-01-15' });
    const lender = await lenderOf(t(), 'PPh23', 5_000_000);
    const fundingId = await fund(t(), projectId, lender, 2, '2026-01-10');
    const token = await newSession(t(), lender);
    const sent = await post(
      t().app,
      api('/privy/sendDocAkadPendanaan'),
      { id_pendanaan: fundingId },
      { token },
    );
    const { docToken } = SendPrivyFundingAgreementResponse.parse(sent.json()).data;
    const sign = () =>
      t().app.inject({
        method: 'POST',
        url: `/sandbox/sign/privy/${encodeURIComponent(docToken)}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'decision=sign&lang=id',
      });
    const stateOf = async () =>
      (
        await money(t())
          .selectFrom('signing_documents')
          .select('state')
          .where('doc_token', '=', docToken)
          .executeTakeFirstOrThrow()
      ).state;
    return { lender, projectId, fundingId, docToken, sign, stateOf };
  }

  it('tells the lender with the signature, once; delivered once to the inbox and by mail', async () => {
    const doc = await sentAgreement();
    expect((await doc.sign()).statusCode).toBe(303);
    expect((await doc.sign()).statusCode).toBe(409);
    expect(await doc.stateOf()).toBe('signed');
    const events = (await eventsOf(t(), doc.lender)).filter((e) => e.kind === 'esign_completed');
    expect(events).toEqual([
      expect.objectContaining({
        payload: expect.objectContaining({
          document: doc.docToken,
          project_id: doc.projectId,
          funding_id: doc.fundingId,
        }),
      }),
    ]);
    const mails = await expectDeliveredOnce(doc.lender, [
      'Pendana: Top up berhasil',
      'Pendana: Pendanaan berhasil',
      'Pendana: Tanda tangan elektronik selesai',
    ]);
    expect(mails[2]?.body).toContain(`dokumen ${doc.docToken}`);
  });

  it('a failed event write leaves the agreement unsigned; turned off, it reaches the inbox only', async () => {
    const doc = await sentAgreement();
    await failEventsOf(t(), doc.lender);
    expect((await doc.sign()).statusCode).toBe(500);
    expect(await doc.stateOf()).not.toBe('signed');
    const tte = await money(t())
      .selectFrom('signing_accounts')
      .select('waktu_tte')
      .where('lender_id', '=', doc.lender)
      .executeTakeFirst();
    expect(tte?.waktu_tte ?? null).toBeNull();
    expect((await eventsOf(t(), doc.lender)).map((e) => e.kind)).not.toContain('esign_completed');
    await sql`DELETE FROM test_failing_event_lenders`.execute(t().database.db);
    expect((await doc.sign()).statusCode).toBe(303);
    await mailsOff(doc.lender, ['esign_completed', 'topup_credited', 'funding_confirmed']);
    await expectDeliveredOnce(doc.lender, []);
    expect(await inboxOf(doc.lender)).toHaveLength(3);
  });
});

describe('a sign-in from a new device', () => {
  const CHROME_WINDOWS =
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
  const FIREFOX_ANDROID = 'Mozilla/5.0 (Android 14; Mobile; rv:132.0) Gecko/132.0 Firefox/132.0';

  async function lenderWithPassword() {
    const lender = await newLender(t());
    await money(t())
      .updateTable('lenders')
      .set({ password_hash: await hashPassword('Rahasia123!') })
      .where('id', '=', lender.id)
      .execute();
    const { username } = await lenderRow(t(), lender.id);
    return { id: lender.id, username };
  }

  const signIn = (username: string, agent: string, cookie?: string) =>
    t().app.inject({
      method: 'POST',
      url: api('/newAuth/login'),
      headers: {
        'content-type': 'application/json',
        'x-lang': 'id',
        'user-agent': agent,
        ...(cookie ? { cookie } : {}),
      },
      payload: { username, password: 'Rahasia123!' },
    });

  const cookieOf = (response: { headers: Record<string, unknown> }) => {
    const header = String(response.headers['set-cookie'] ?? '');
    return header ? header.split(';')[0]! : undefined;
  };

  it('the first device is remembered silently; the same browser again is known by its cookie; another device is told once, always mailed', async () => {
    const lender = await lenderWithPassword();
    const first = await signIn(lender.username, CHROME_WINDOWS);
    expect(first.statusCode).toBe(200);
    const cookie = cookieOf(first);
    expect(first.headers['set-cookie']).toMatch(
      /^pendana_device=[\w-]{32,}; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax$/,
    );
    expect(await eventsOf(t(), lender.id)).toEqual([]);
    // The same browser, with its cookie: known, no new cookie.
    const again = await signIn(lender.username, CHROME_WINDOWS, cookie);
    expect(again.statusCode).toBe(200);
    expect(again.headers['set-cookie']).toBeUndefined();
    expect(await eventsOf(t(), lender.id)).toEqual([]);
    // A phone: new, told with its browser and system.
    expect((await signIn(lender.username, FIREFOX_ANDROID)).statusCode).toBe(200);
    expect(await eventsOf(t(), lender.id)).toMatchObject([
      { kind: 'new_device_sign_in', payload: { device: 'Firefox · Android' } },
    ]);
    // The phone again without a cookie (a client keeping none) is known by its user agent.
    expect((await signIn(lender.username, FIREFOX_ANDROID)).statusCode).toBe(200);
    expect(await eventsOf(t(), lender.id)).toHaveLength(1);
    // Turned off in the preferences is impossible (the database refuses), and it is mailed anyway.
    await expect(mailsOff(lender.id, ['new_device_sign_in'])).rejects.toThrow(/check/i);
    const mails = await expectDeliveredOnce(lender.id, ['Pendana: Login dari perangkat baru']);
    expect(mails[0]?.body).toContain('Firefox · Android');
    // Only hashes are stored.
    const devices = await money(t())
      .selectFrom('lender_devices')
      .select(['device_hash', 'label'])
      .where('lender_id', '=', lender.id)
      .execute();
    const cookieId = cookie!.split('=')[1]!;
    for (const device of devices) expect(device.device_hash).not.toContain(cookieId);
  });

  it('a failed event write fails the sign-in: no session, no device remembered', async () => {
    const lender = await lenderWithPassword();
    expect((await signIn(lender.username, CHROME_WINDOWS)).statusCode).toBe(200);
    const sessions = async () =>
      (
        await money(t())
          .selectFrom('sessions')
          .select('token_hash')
          .where('lender_id', '=', lender.id)
          .execute()
      ).length;
    const before = await sessions();
    await failEventsOf(t(), lender.id);
    await expect(
      login(ctx(), {
        username: lender.username,
        password: 'Rahasia123!',
        address: '127.0.0.9',
        device: { cookie: null, userAgent: FIREFOX_ANDROID },
      }),
    ).rejects.toThrow(/writing the event/);
    expect(await sessions()).toBe(before);
    const devices = await money(t())
      .selectFrom('lender_devices')
      .select('label')
      .where('lender_id', '=', lender.id)
      .execute();
    expect(devices.map((d) => d.label)).toEqual(['Chrome · Windows', 'Chrome · Windows']);
    expect(await eventsOf(t(), lender.id)).toEqual([]);
  });
});

describe('a phone number changed', () => {
  /** A right code for `phone` waiting for the lender, then checked. */
  async function verify(lenderId: number, phone: string) {
    clock.advanceMinutes(2);
    const now = t().clock.now();
    await money(t())
      .insertInto('otp_codes')
      .values({
        lender_id: lenderId,
        kode_negara: '62',
        no_telp: phone,
        code_hash: hashToken('246810'),
        created_at: now,
        expires_at: new Date(now.getTime() + 300_000),
        used_at: null,
      })
      .execute();
    const lender = await lenderRow(t(), lenderId);
    return verifyPhoneOtp(ctx(), 'id', lender as never, '246810');
  }
  const phoneOf = async (lenderId: number) => (await lenderRow(t(), lenderId)).no_hp;

  it('the first verified number and the same one again tell nothing; another number is told, mailed even when turned off is tried', async () => {
    const lender = await newLender(t());
    expect((await verify(lender.id, '81211110001')).status).toBe('success');
    expect((await verify(lender.id, '81211110001')).status).toBe('success');
    expect(await eventsOf(t(), lender.id)).toEqual([]);
    expect((await verify(lender.id, '81211110002')).status).toBe('success');
    expect(await phoneOf(lender.id)).toBe('81211110002');
    expect(await eventsOf(t(), lender.id)).toMatchObject([{ kind: 'phone_changed', payload: {} }]);
    await expect(mailsOff(lender.id, ['phone_changed'])).rejects.toThrow(/check/i);
    // Every other mail off: the security mail still goes.
    await mailsOff(lender.id, ['topup_credited', 'kyc_approved']);
    await expectDeliveredOnce(lender.id, ['Pendana: Nomor telepon diubah']);
  });

  it('a failed event write keeps the old number', async () => {
    const lender = await newLender(t());
    await verify(lender.id, '81211110003');
    await failEventsOf(t(), lender.id);
    await expect(verify(lender.id, '81211110004')).rejects.toThrow(/writing the event/);
    expect(await phoneOf(lender.id)).toBe('81211110003');
    expect(await eventsOf(t(), lender.id)).toEqual([]);
  });
});

describe('a KYC review decided outside the sandbox (the operator)', () => {
  const waiting = async () => (await waitingLender(t())).id;
  const statusOf = async (lenderId: number) => (await lenderRow(t(), lenderId)).status;

  it('the operator rejects with the reason: the lender told why; the sandbox reviewer takes the same path and refuses a rejection without a reason', async () => {
    const rejected = await waiting();
    const input = parseDecideKyc([
      '--lender',
      String(rejected),
      '--reject',
      '--reason',
      'Foto KTP buram',
      '--by',
      'ops.sari',
    ]);
    expect(await operatorDecideKyc(t().database.db, input, t().clock.now())).toBe(
      `lender ${rejected} rejected: Foto KTP buram`,
    );
    expect(await statusOf(rejected)).toBe('reject');
    expect(await eventsOf(t(), rejected)).toMatchObject([
      { kind: 'kyc_rejected', payload: { reason: 'Foto KTP buram' } },
    ]);
    await expect(operatorDecideKyc(t().database.db, input, t().clock.now())).rejects.toThrow(
      /not waiting/,
    );
    const mails = await expectDeliveredOnce(rejected, ['Pendana: Verifikasi data ditolak']);
    expect(mails[0]?.body).toContain('Alasan: Foto KTP buram.');

    expect(() => parseDecideKyc(['--lender', '5', '--reject'])).toThrow(/needs a reason/);
    expect(() => parseDecideKyc(['--lender', '5', '--approve', '--reject'])).toThrow(
      DECIDE_KYC_USAGE,
    );
    expect(() => parseDecideKyc(['--lender', 'x', '--approve'])).toThrow(/lender id/);

    const viaSandbox = await waiting();
    const decide = (payload: object) =>
      t().app.inject({
        method: 'POST',
        url: `/api/sandbox/kyc/${viaSandbox}/decision`,
        headers: { ...REVIEWER_HEADERS, 'x-lang': 'id' },
        payload,
      });
    expect((await decide({ decision: 'reject' })).statusCode).toBe(422);
    expect((await decide({ decision: 'reject', reason: '   ' })).statusCode).toBe(422);
    expect(await statusOf(viaSandbox)).toBe('pending');
    expect((await decide({ decision: 'reject', reason: 'Selfie tidak cocok' })).statusCode).toBe(
      200,
    );
    expect(await eventsOf(t(), viaSandbox)).toMatchObject([
      { kind: 'kyc_rejected', payload: { reason: 'Selfie tidak cocok' } },
    ]);
    const decisions = await money(t())
      .selectFrom('kyc_decisions')
      .select(['lender_id', 'approved', 'reason', 'decided_by'])
      .where('lender_id', 'in', [rejected, viaSandbox])
      .orderBy('id')
      .execute();
    expect(decisions).toEqual([
      { lender_id: rejected, approved: false, reason: 'Foto KTP buram', decided_by: 'ops.sari' },
      {
        lender_id: viaSandbox,
        approved: false,
        reason: 'Selfie tidak cocok',
        decided_by: 'reviewer',
      },
    ]);
    // The database refuses a rejection without its reason.
    await expect(
      money(t())
        .insertInto('kyc_decisions')
        .values({
          lender_id: viaSandbox,
          approved: false,
          reason: null,
          decided_by: 'x',
          decided_at: new Date(),
        })
        .execute(),
    ).rejects.toThrow(/check/i);
  });

  it('the operator approves: the event with the decision; a failed event write leaves the lender waiting; turned off, the inbox only', async () => {
    const other = await waiting();
    await failEventsOf(t(), other);
    const input = parseDecideKyc(['--lender', String(other), '--approve']);
    await expect(operatorDecideKyc(t().database.db, input, t().clock.now())).rejects.toThrow(
      /writing the event/,
    );
    expect(await statusOf(other)).toBe('pending');
    expect(await eventsOf(t(), other)).toEqual([]);
    const decided = await money(t())
      .selectFrom('kyc_decisions')
      .select('id')
      .where('lender_id', '=', other)
      .execute();
    expect(decided).toEqual([]);
    await sql`DELETE FROM test_failing_event_lenders`.execute(t().database.db);
    expect(await operatorDecideKyc(t().database.db, input, t().clock.now())).toBe(
      `lender ${other} approved: active`,
    );
    expect(await statusOf(other)).toBe('active');
    await mailsOff(other, ['kyc_approved']);
    await expectDeliveredOnce(other, []);
    expect(await inboxOf(other)).toHaveLength(1);
  });
});
