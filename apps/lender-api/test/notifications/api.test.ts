// The inbox's operations: sessions required, newest first with "load more", the unread count, mark
// one read (another lender's item is a 404), mark all read, and the mail preferences (always-mailed
// kinds cannot be turned off). Every answer is also judged against the contract by the test app.
import {
  GetNotificationPreferencesResponse,
  GetUnreadNotificationCountResponse,
  ListNotificationsResponse,
  MarkAllNotificationsReadResponse,
  MarkNotificationReadResponse,
  UpdateNotificationPreferencesResponse,
} from '@pendana/api-sdk/zod';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { deliverEvent, recordEvent } from '../../src/modules/notifications/index.ts';
import { newLender } from '../helpers/money-helpers.ts';
import { api, expectBody } from '../helpers/test-app.ts';
import { notificationsApp } from './fixture.ts';

const { t, ctx, clock } = notificationsApp();

function call(
  method: InjectOptions['method'],
  path: string,
  options: { token?: string; body?: unknown; lang?: 'id' | 'en' } = {},
) {
  return t().app.inject({
    method,
    url: api(path),
    headers: {
      'x-lang': options.lang ?? 'id',
      ...(options.token
        ? { authorization: `Bearer ${options.token}`, 'request-access': options.token }
        : {}),
    },
    ...(options.body === undefined ? {} : { payload: options.body as InjectOptions['payload'] }),
  });
}

/** `count` delivered yield events of the lender (amounts 1 000, 2 000, …); their inbox item ids. */
async function delivered(lenderId: number, count: number): Promise<number[]> {
  const deps = {
    db: t().database.db,
    email: ctx().providers.email,
    clock,
    appUrl: 'http://pendana.test',
  };
  for (let i = 1; i <= count; i += 1) {
    const eventId = await recordEvent(t().database.db, {
      lenderId,
      kind: 'yield_received',
      payload: { project_id: 7, project_name: 'Griya Asri', amount: i * 1000, tax: 0 },
    });
    await deliverEvent(deps, eventId);
  }
  const rows = await t()
    .database.db.selectFrom('inbox_items')
    .select('id')
    .where('lender_id', '=', lenderId)
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => row.id);
}

let a: { id: number; token: string };
let b: { id: number; token: string };
let itemsOfA: number[];
let itemsOfB: number[];
beforeAll(async () => {
  a = await newLender(t());
  b = await newLender(t());
  itemsOfA = await delivered(a.id, 25);
  itemsOfB = await delivered(b.id, 1);
});

describe('the inbox operations', () => {
  it('need a session', async () => {
    for (const [method, path] of [
      ['GET', '/v1/lender/notifications'],
      ['GET', '/v1/lender/notifications/unread-count'],
      ['POST', '/v1/lender/notifications/read-all'],
      ['POST', '/v1/lender/notifications/1/read'],
      ['GET', '/v1/lender/notifications/preferences'],
      ['PUT', '/v1/lender/notifications/preferences'],
    ] as const)
      expect((await call(method, path)).statusCode, `${method} ${path}`).toBe(401);
  });

  it('list the caller’s items newest first, 20 at a time, in the request’s language, with the unread count', async () => {
    const first = expectBody(
      ListNotificationsResponse,
      await call('GET', '/v1/lender/notifications', { token: a.token, lang: 'en' }),
    ).data;
    expect(first.items.map((item) => item.id)).toEqual(itemsOfA.slice(0, 20));
    expect(first.items[0]).toMatchObject({
      kind: 'yield_received',
      title: 'Yield received',
      body: 'Yield of Rp 25.000 from Griya Asri is in your balance (after Rp 0 tax).',
      payload: { amount: 25_000 },
      read_at: null,
    });
    expect(first).toMatchObject({ next_before: itemsOfA[19], unread: 25 });
    const more = expectBody(
      ListNotificationsResponse,
      await call('GET', `/v1/lender/notifications?before=${first.next_before}`, { token: a.token }),
    ).data;
    expect(more.items.map((item) => item.id)).toEqual(itemsOfA.slice(20));
    expect(more.items[0]?.title).toBe('Imbal hasil diterima');
    expect(more.next_before).toBeNull();
    const small = expectBody(
      ListNotificationsResponse,
      await call('GET', '/v1/lender/notifications?limit=2', { token: b.token }),
    ).data;
    expect(small.items.map((item) => item.id)).toEqual(itemsOfB);
    // A `before` past the integer ids is the first page, not a database error.
    const beyond = expectBody(
      ListNotificationsResponse,
      await call('GET', '/v1/lender/notifications?before=99999999999&limit=1', { token: a.token }),
    ).data;
    expect(beyond.items.map((item) => item.id)).toEqual(itemsOfA.slice(0, 1));
    for (const query of ['limit=0', 'limit=51', 'before=abc', 'before=0', 'before=1.5'])
      expect(
        (await call('GET', `/v1/lender/notifications?${query}`, { token: a.token })).statusCode,
        query,
      ).toBe(422);
  });

  it('mark one read (the first time kept); another lender’s item or an unknown one is a 404', async () => {
    const id = itemsOfA[0]!;
    const marked = expectBody(
      MarkNotificationReadResponse,
      await call('POST', `/v1/lender/notifications/${id}/read`, { token: a.token }),
    ).data;
    expect(marked).toMatchObject({ id, read_at: clock.now().toISOString() });
    clock.advanceMinutes(5);
    const again = expectBody(
      MarkNotificationReadResponse,
      await call('POST', `/v1/lender/notifications/${id}/read`, { token: a.token }),
    ).data;
    expect(again.read_at).toBe(marked.read_at);
    expect(
      expectBody(
        GetUnreadNotificationCountResponse,
        await call('GET', '/v1/lender/notifications/unread-count', { token: a.token }),
      ).data.unread,
    ).toBe(24);

    const theirs = await call('POST', `/v1/lender/notifications/${itemsOfB[0]}/read`, {
      token: a.token,
    });
    expect(theirs.statusCode).toBe(404);
    expect(
      (await call('POST', '/v1/lender/notifications/999999/read', { token: a.token })).statusCode,
    ).toBe(404);
    expect(
      (await call('POST', '/v1/lender/notifications/abc/read', { token: a.token })).statusCode,
    ).toBe(422);
    expect(
      (await call('POST', '/v1/lender/notifications/99999999999/read', { token: a.token }))
        .statusCode,
    ).toBe(404);
    // B's item is still unread.
    expect(
      expectBody(
        GetUnreadNotificationCountResponse,
        await call('GET', '/v1/lender/notifications/unread-count', { token: b.token }),
      ).data.unread,
    ).toBe(1);
  });

  it('mark all read: the caller’s unread ones only, once', async () => {
    const all = () => call('POST', '/v1/lender/notifications/read-all', { token: a.token });
    expect(expectBody(MarkAllNotificationsReadResponse, await all()).data.marked).toBe(24);
    expect(expectBody(MarkAllNotificationsReadResponse, await all()).data.marked).toBe(0);
    const unread = async (token: string) =>
      expectBody(
        GetUnreadNotificationCountResponse,
        await call('GET', '/v1/lender/notifications/unread-count', { token }),
      ).data.unread;
    expect(await unread(a.token)).toBe(0);
    expect(await unread(b.token)).toBe(1);
  });
});

describe('the preferences', () => {
  const path = '/v1/lender/notifications/preferences';

  it('default: every kind mailed, in Indonesian; money out and security marked as always mailed', async () => {
    const answer = expectBody(
      GetNotificationPreferencesResponse,
      await call('GET', path, { token: a.token }),
    ).data;
    expect(answer.lang).toBe('id');
    expect(answer.kinds.every((kind) => kind.email)).toBe(true);
    expect(answer.kinds.filter((kind) => kind.email_required).map((kind) => kind.kind)).toEqual([
      'withdrawal_sent',
      'withdrawal_paid',
      'withdrawal_refused',
      'new_device_sign_in',
      'password_changed',
      'phone_changed',
    ]);
  });

  it('save the language and the kinds named; the others keep their setting', async () => {
    const put = (body: unknown) => call('PUT', path, { token: a.token, body });
    const saved = expectBody(
      UpdateNotificationPreferencesResponse,
      await put({ lang: 'en', kinds: [{ kind: 'yield_received', email: false }] }),
    ).data;
    expect(saved.lang).toBe('en');
    expect(saved.kinds.find((k) => k.kind === 'yield_received')?.email).toBe(false);
    expect(
      expectBody(
        UpdateNotificationPreferencesResponse,
        await put({ lang: 'en', kinds: [{ kind: 'project_late', email: false }] }),
      )
        .data.kinds.filter((k) => !k.email)
        .map((k) => k.kind),
    ).toEqual(['yield_received', 'project_late']);
    const read = expectBody(
      GetNotificationPreferencesResponse,
      await call('GET', path, { token: a.token }),
    ).data;
    expect(read.kinds.filter((k) => !k.email).map((k) => k.kind)).toEqual([
      'yield_received',
      'project_late',
    ]);
    // B's are untouched.
    const theirs = expectBody(
      GetNotificationPreferencesResponse,
      await call('GET', path, { token: b.token }),
    ).data;
    expect(theirs.kinds.every((k) => k.email)).toBe(true);
  });

  it('refuse turning off an always-mailed kind, a kind named twice, an unknown kind, a missing language (422, nothing saved)', async () => {
    const put = (body: unknown) => call('PUT', path, { token: b.token, body, lang: 'en' });
    const required = await put({ lang: 'en', kinds: [{ kind: 'withdrawal_paid', email: false }] });
    expect(required.statusCode).toBe(422);
    expect(required.json()).toMatchObject({
      errors: { kinds: ['E-mails for withdrawal_paid are always sent and cannot be turned off.'] },
    });
    const twice = await put({
      lang: 'en',
      kinds: [
        { kind: 'yield_received', email: false },
        { kind: 'yield_received', email: true },
      ],
    });
    expect(twice.statusCode).toBe(422);
    expect((await put({ lang: 'en', kinds: [{ kind: 'lottery', email: false }] })).statusCode).toBe(
      422,
    );
    expect((await put({ kinds: [] })).statusCode).toBe(422);
    const theirs = expectBody(
      GetNotificationPreferencesResponse,
      await call('GET', path, { token: b.token }),
    ).data;
    expect(theirs.lang).toBe('id');
    expect(theirs.kinds.every((k) => k.email)).toBe(true);
  });
});
