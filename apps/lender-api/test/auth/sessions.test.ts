// The lender's sessions: listed with browser, system, address and times (this one marked), ended one
// by one or all but this one — refused at once, also by a second server on the same database — ended
// by a password change (all but this one), and ended from the new-device mail's one-time link.
import {
  DeleteOtherSessionsResponse,
  DeleteSessionByLinkResponse,
  DeleteSessionResponse,
  ListSessionsResponse,
  UpdatePasswordResponse,
  ValidationErrorResponse,
} from '@pendana/api-sdk/zod';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/modules/auth/passwords.ts';
import { deliverEvent } from '../../src/modules/notifications/index.ts';
import { hashToken } from '../../src/shared/session/tokens.ts';
import { money, newLender } from '../helpers/money-helpers.ts';
import { api, expectBody, get, post } from '../helpers/test-app.ts';
import { eventsOf, lenderRow, mailsTo, notificationsApp } from '../notifications/fixture.ts';

const { t, ctx, deps } = notificationsApp('2026-03-02');

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_ANDROID = 'Mozilla/5.0 (Android 14; Mobile; rv:132.0) Gecko/132.0 Firefox/132.0';
const SAFARI_IPAD =
  'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const PASSWORD = 'Rahasia123!';

let second: FastifyInstance;
beforeAll(async () => {
  second = await t().sibling({ jobsWorker: false });
});
afterAll(async () => {
  await second.close();
});

/** A new lender with a password (and no session of its own yet that the tests count). */
async function lenderWithPassword() {
  const lender = await newLender(t());
  await money(t())
    .updateTable('lenders')
    .set({ password_hash: await hashPassword(PASSWORD) })
    .where('id', '=', lender.id)
    .execute();
  await money(t()).deleteFrom('sessions').where('lender_id', '=', lender.id).execute();
  const { username } = await lenderRow(t(), lender.id);
  return { id: lender.id, username };
}

async function signIn(username: string, agent: string, address: string, password = PASSWORD) {
  const response = await t().app.inject({
    method: 'POST',
    url: api('/newAuth/login'),
    headers: { 'content-type': 'application/json', 'x-lang': 'id', 'user-agent': agent },
    remoteAddress: address,
    payload: { username, password },
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { access_token: string }).access_token;
}

const sessionsOf = (token: string, app: FastifyInstance = t().app) =>
  get(app, api('/v1/lender/sessions'), { token });

const endSession = (token: string, id: number | string, app: FastifyInstance = t().app) =>
  app.inject({
    method: 'DELETE',
    url: api(`/v1/lender/sessions/${id}`),
    headers: { 'x-lang': 'en', authorization: `Bearer ${token}`, 'request-access': token },
  });

describe('listSessions and deleteSession', () => {
  it('lists both sessions with the current one marked; ending the other refuses its token at once on both servers', async () => {
    const lender = await lenderWithPassword();
    const laptop = await signIn(lender.username, CHROME_WINDOWS, '203.0.113.5');
    const phone = await signIn(lender.username, FIREFOX_ANDROID, '198.51.100.7');

    const listed = await sessionsOf(laptop);
    expect(listed.statusCode).toBe(200);
    const { data } = expectBody(ListSessionsResponse, listed);
    const now = t().clock.now().toISOString();
    expect(data).toEqual([
      {
        id: expect.any(Number),
        browser: 'Chrome 131',
        os: 'Windows 10',
        device_type: 'desktop',
        ip_address: '203.0.113.5',
        first_seen_at: now,
        last_seen_at: now,
        current: true,
      },
      {
        id: expect.any(Number),
        browser: 'Firefox 132',
        os: 'Android 14',
        device_type: 'mobile',
        ip_address: '198.51.100.7',
        first_seen_at: now,
        last_seen_at: now,
        current: false,
      },
    ]);
    // The phone sees the same two, itself marked.
    const fromPhone = expectBody(ListSessionsResponse, await sessionsOf(phone, second)).data;
    expect(fromPhone.map((s) => [s.browser, s.current])).toEqual([
      ['Firefox 132', true],
      ['Chrome 131', false],
    ]);

    // Both servers take the phone's token before it ends.
    expect((await get(second, api('/v1/lender_info'), { token: phone })).statusCode).toBe(200);
    const ended = await endSession(laptop, data[1]!.id);
    expect(ended.statusCode).toBe(200);
    expect(expectBody(DeleteSessionResponse, ended).message).toBe('The session has ended.');
    // Its next call is refused by this server and by the second one on the same database.
    expect((await get(t().app, api('/v1/lender_info'), { token: phone })).statusCode).toBe(401);
    expect((await get(second, api('/v1/lender_info'), { token: phone })).statusCode).toBe(401);
    // The laptop goes on, on both.
    expect((await get(second, api('/v1/lender_info'), { token: laptop })).statusCode).toBe(200);
    expect(expectBody(ListSessionsResponse, await sessionsOf(laptop)).data).toHaveLength(1);
    // Ending it again, or a session that is not there: 404.
    expect((await endSession(laptop, data[1]!.id)).statusCode).toBe(404);
    expect((await endSession(laptop, 2_147_483_648)).statusCode).toBe(404);
    expect((await endSession(laptop, 'abc')).statusCode).toBe(422);
  });

  it("refuses to end another lender's session (404) and leaves it working", async () => {
    const mine = await lenderWithPassword();
    const theirs = await lenderWithPassword();
    const myToken = await signIn(mine.username, CHROME_WINDOWS, '203.0.113.5');
    const theirToken = await signIn(theirs.username, SAFARI_IPAD, '203.0.113.9');
    const theirId = expectBody(ListSessionsResponse, await sessionsOf(theirToken)).data[0]!.id;
    expect((await endSession(myToken, theirId)).statusCode).toBe(404);
    expect((await sessionsOf(theirToken)).statusCode).toBe(200);
    expect(expectBody(ListSessionsResponse, await sessionsOf(theirToken)).data[0]).toMatchObject({
      browser: 'Safari 17',
      os: 'iOS 17.5',
      device_type: 'tablet',
    });
  });

  it('notes the last request at most once a minute per session', async () => {
    const lender = await lenderWithPassword();
    const token = await signIn(lender.username, CHROME_WINDOWS, '203.0.113.5');
    const signedInAt = t().clock.now().toISOString();
    const lastSeen = async () =>
      expectBody(ListSessionsResponse, await sessionsOf(token)).data[0]!.last_seen_at;
    t().clock.advanceMinutes(0.5);
    expect(await lastSeen()).toBe(signedInAt);
    t().clock.advanceMinutes(0.6);
    const later = t().clock.now().toISOString();
    expect(await lastSeen()).toBe(later);
    t().clock.advanceMinutes(0.5);
    expect(await lastSeen()).toBe(later);
    const [row] = await money(t())
      .selectFrom('sessions')
      .select(['created_at', 'last_seen_at'])
      .where('lender_id', '=', lender.id)
      .execute();
    expect(row!.created_at.toISOString()).toBe(signedInAt);
    expect(row!.last_seen_at?.toISOString()).toBe(later);
  });
});

describe('deleteOtherSessions', () => {
  it('ends every session but this one', async () => {
    const lender = await lenderWithPassword();
    const here = await signIn(lender.username, CHROME_WINDOWS, '203.0.113.5');
    const others = [
      await signIn(lender.username, FIREFOX_ANDROID, '198.51.100.7'),
      await signIn(lender.username, SAFARI_IPAD, '198.51.100.8'),
    ];
    const response = await post(t().app, api('/v1/lender/sessions/end-others'), undefined, {
      token: here,
    });
    expect(response.statusCode).toBe(200);
    expect(expectBody(DeleteOtherSessionsResponse, response)).toEqual({
      message: 'Sesi lain telah diakhiri.',
      ended: 2,
    });
    for (const token of others) {
      expect((await sessionsOf(token, second)).statusCode).toBe(401);
    }
    const left = expectBody(ListSessionsResponse, await sessionsOf(here, second)).data;
    expect(left.map((s) => s.current)).toEqual([true]);
  });
});

describe('updatePassword', () => {
  const change = (token: string, body: Record<string, string>) =>
    post(t().app, api('/v1/lender/auth/change_password'), body, { token, lang: 'en' });

  it('checks the current password, then ends every other session and keeps this one', async () => {
    const lender = await lenderWithPassword();
    const here = await signIn(lender.username, CHROME_WINDOWS, '203.0.113.5');
    const other = await signIn(lender.username, FIREFOX_ANDROID, '198.51.100.7');

    const wrong = await change(here, {
      current_password: 'Salah1234!',
      password: 'BaruSekali99',
      password_confirmation: 'BaruSekali99',
    });
    expect(wrong.statusCode).toBe(422);
    expect(expectBody(ValidationErrorResponse, wrong).errors).toEqual({
      current_password: ['The current password is wrong.'],
    });
    const mismatch = await change(here, {
      current_password: PASSWORD,
      password: 'BaruSekali99',
      password_confirmation: 'BaruSekali98',
    });
    expect(mismatch.statusCode).toBe(422);
    // Nothing changed yet: the other session still works.
    expect((await sessionsOf(other)).statusCode).toBe(200);

    const changed = await change(here, {
      current_password: PASSWORD,
      password: 'BaruSekali99',
      password_confirmation: 'BaruSekali99',
    });
    expect(changed.statusCode).toBe(200);
    expectBody(UpdatePasswordResponse, changed);
    expect((await sessionsOf(other)).statusCode).toBe(401);
    expect((await sessionsOf(other, second)).statusCode).toBe(401);
    expect(expectBody(ListSessionsResponse, await sessionsOf(here, second)).data).toHaveLength(1);
    // The new password signs in, the old one no longer does; the lender is told.
    await signIn(lender.username, CHROME_WINDOWS, '203.0.113.5', 'BaruSekali99');
    const old = await post(t().app, api('/newAuth/login'), {
      username: lender.username,
      password: PASSWORD,
    });
    expect(old.statusCode).toBe(401);
    expect((await eventsOf(t(), lender.id)).map((e) => e.kind)).toContain('password_changed');
  });
});

describe('the new-device mail', () => {
  /** Signs in from a first and then a new device; delivers the notice; the mail and its link token. */
  async function newDeviceMail() {
    const lender = await lenderWithPassword();
    const laptop = await signIn(lender.username, CHROME_WINDOWS, '203.0.113.5');
    const phone = await signIn(lender.username, FIREFOX_ANDROID, '198.51.100.7');
    const [event] = await eventsOf(t(), lender.id);
    expect(event).toMatchObject({ kind: 'new_device_sign_in' });
    await deliverEvent(deps(), event!.id);
    const [mail] = await mailsTo(t(), lender.id);
    const token = new URL(mail!.link!).searchParams.get('token')!;
    return { lender, laptop, phone, mail: mail!, token };
  }

  it('tells the time and the device and links to a page that ends that session, once', async () => {
    const { laptop, phone, mail, token } = await newDeviceMail();
    expect(mail.body).toContain('Firefox · Android pada 2 Mar 2026');
    expect(mail.body).toContain('WIB');
    expect(mail.link).toMatch(/^http:\/\/pendana\.test\/auth\/end-session\?token=[\w-]{43}$/);
    expect(mail.body).toContain(`Bukan Anda? Akhiri sesi ini: ${mail.link}`);
    expect(mail.html).toContain(`href="${mail.link}"`);
    // Only the token's hash is kept.
    const links = await money(t()).selectFrom('session_end_links').select('token_hash').execute();
    expect(links.map((l) => l.token_hash)).not.toContain(token);

    const ended = await post(t().app, api('/v1/lender/sessions/end-by-link'), { token });
    expect(ended.statusCode).toBe(200);
    expect(expectBody(DeleteSessionByLinkResponse, ended).message).toMatch(/^Sesi telah diakhiri/);
    expect((await sessionsOf(phone, second)).statusCode).toBe(401);
    expect((await sessionsOf(laptop, second)).statusCode).toBe(200);
    // The link works once.
    const again = await post(t().app, api('/v1/lender/sessions/end-by-link'), { token });
    expect(again.statusCode).toBe(422);
    expect(expectBody(ValidationErrorResponse, again).errors).toEqual({
      token: ['Tautan ini sudah dipakai, kedaluwarsa, atau tidak valid.'],
    });
  });

  it('refuses an expired link and leaves the session on', async () => {
    const { lender, token } = await newDeviceMail();
    t().clock.advanceMinutes(24 * 60 + 1);
    const late = await post(second, api('/v1/lender/sessions/end-by-link'), { token });
    expect(late.statusCode).toBe(422);
    const link = await money(t())
      .selectFrom('session_end_links')
      .select(['used_at', 'session_id'])
      .where('token_hash', '=', hashToken(token))
      .executeTakeFirstOrThrow();
    expect(link.used_at).toBeNull();
    const session = await money(t())
      .selectFrom('sessions')
      .select('lender_id')
      .where('id', '=', link.session_id)
      .executeTakeFirst();
    expect(session?.lender_id).toBe(lender.id);
  });

  it('refuses an unknown token and a malformed body', async () => {
    const unknown = await post(t().app, api('/v1/lender/sessions/end-by-link'), {
      token: 'x'.repeat(43),
    });
    expect(unknown.statusCode).toBe(422);
    const empty = await post(t().app, api('/v1/lender/sessions/end-by-link'), { token: '' });
    expect(empty.statusCode).toBe(422);
    expect(ctx().config.tokenTtlMinutes).toBeGreaterThan(0);
  });
});
