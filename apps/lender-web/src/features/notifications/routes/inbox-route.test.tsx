// The inbox on the SDK's MSW handlers: newest first with each item linking to where it happened, load
// more asking for the items before the last one shown, mark one read and mark all read (the bell's
// count follows), the empty state's next step, the error with Retry.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import type { NotificationItem } from '@pendana/api-sdk';
import {
  getGetUnreadNotificationCountMockHandler,
  getListNotificationsMockHandler,
  getMarkAllNotificationsReadMockHandler,
  getMarkNotificationReadMockHandler,
} from '@pendana/api-sdk/msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { saveSession } from '../../../lib/session';
import { textOf } from '../../../test/message-text';
import { server, setupMswServer } from '../../../test/msw-server';
import { currentPath, renderApp } from '../../../test/render-app';
import { bellMessages, inboxMessages } from '../messages';
import { INBOX_ITEMS, inboxPage, notificationItem } from './inbox-fixtures';

setupMswServer();

const t = (descriptor: { id: string }) => textOf(descriptor)!;
const PAGE = '/dashboard/notifications';

let listCalls: URLSearchParams[];
let unread: number;

function answerList(answer: (params: URLSearchParams) => ReturnType<typeof inboxPage>) {
  server.use(
    getListNotificationsMockHandler(({ request }) => {
      const params = new URL(request.url).searchParams;
      listCalls.push(params);
      return answer(params);
    }),
  );
}

beforeEach(() => {
  saveSession({ token: 'tok-1', userId: '1001', userStatus: 'active' });
  listCalls = [];
  unread = 2;
  server.use(getGetUnreadNotificationCountMockHandler(() => ({ data: { unread } })));
  answerList(() => inboxPage(INBOX_ITEMS));
});

const read = (item: NotificationItem): NotificationItem => ({
  ...item,
  read_at: '2026-11-27T01:00:00.000Z',
});

const list = async () => screen.findByRole('list', { name: t(inboxMessages.listLabel) });
const titles = (ul: HTMLElement) =>
  within(ul)
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

describe('inbox', () => {
  it('lists the items newest first, each linking to where it happened, unread ones marked', async () => {
    renderApp(PAGE);
    const ul = await list();
    expect(titles(ul)).toEqual([
      'Imbal hasil diterima',
      'Penarikan dibayar',
      'Pendanaan dikonfirmasi',
    ]);
    expect(screen.getByRole('link', { name: 'Imbal hasil diterima' }).getAttribute('href')).toBe(
      '/dashboard/my-funding?drawer=yield&project=21',
    );
    expect(screen.getByRole('link', { name: 'Penarikan dibayar' }).getAttribute('href')).toBe(
      '/dashboard/withdrawal#withdrawal-history-heading',
    );
    expect(screen.getByRole('link', { name: 'Pendanaan dikonfirmasi' }).getAttribute('href')).toBe(
      '/dashboard/my-funding?drawer=funding&id=301',
    );
    expect(within(ul).getAllByText(t(inboxMessages.unread))).toHaveLength(2);
    expect(screen.getByText('2 belum dibaca').getAttribute('role')).toBe('status');
    expect(listCalls[0]?.get('limit')).toBe('20');
    expect(listCalls[0]?.has('before')).toBe(false);
  });

  it("loads more with the answer's next_before, appending the older items; gone at the end", async () => {
    const older = notificationItem({ id: 900, title: 'Proyek selesai', kind: 'project_ended' });
    answerList((params) =>
      params.get('before') === '1040' ? inboxPage([older], null, 2) : inboxPage(INBOX_ITEMS, 1040),
    );
    renderApp(PAGE);
    const ul = await list();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Muat lebih banyak' }));
    await waitFor(() => expect(titles(ul)).toHaveLength(4));
    expect(titles(ul).at(-1)).toBe('Proyek selesai');
    expect(listCalls.map((params) => params.get('before'))).toEqual([null, '1040']);
    expect(screen.queryByRole('button', { name: 'Muat lebih banyak' })).toBeNull();
  });

  it('marks one read: the call names it, its unread mark goes and the bell counts one less', async () => {
    const marked: string[] = [];
    server.use(
      getMarkNotificationReadMockHandler(({ params }) => {
        marked.push(String(params.id));
        unread = 1;
        return { data: read(INBOX_ITEMS[0]!) };
      }),
    );
    // The server's inbox after the call: the item read.
    answerList(() =>
      inboxPage(INBOX_ITEMS.map((item) => (marked.includes(String(item.id)) ? read(item) : item))),
    );
    renderApp(PAGE);
    const ul = await list();
    await screen.findAllByRole('link', {
      name: t(bellMessages.labelUnread).replace('{count}', '2'),
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Tandai dibaca: Imbal hasil diterima' }));
    await waitFor(() => expect(within(ul).getAllByText(t(inboxMessages.unread))).toHaveLength(1));
    expect(marked).toEqual(['1042']);
    expect(
      screen.queryByRole('button', { name: 'Tandai dibaca: Imbal hasil diterima' }),
    ).toBeNull();
    await screen.findAllByRole('link', { name: 'Notifikasi, 1 belum dibaca' });
  });

  it('opening an unread item marks it read and goes where it happened', async () => {
    const marked: string[] = [];
    server.use(
      getMarkNotificationReadMockHandler(({ params }) => {
        marked.push(String(params.id));
        return { data: { ...INBOX_ITEMS[1]!, read_at: '2026-11-27T01:00:00.000Z' } };
      }),
    );
    const { context } = renderApp(PAGE);
    await list();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Penarikan dibayar' }));
    await waitFor(() => expect(currentPath(context)).toBe('/dashboard/withdrawal'));
    expect(context.router.state.location.hash).toBe('#withdrawal-history-heading');
    await waitFor(() => expect(marked).toEqual(['1041']));
  });

  it('marks all read: every unread mark goes, the bell shows none and the button leaves', async () => {
    let calls = 0;
    server.use(
      getMarkAllNotificationsReadMockHandler(() => {
        calls += 1;
        unread = 0;
        return { data: { marked: 2 } };
      }),
    );
    renderApp(PAGE);
    const ul = await list();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: t(inboxMessages.markAll) }));
    await waitFor(() => expect(within(ul).queryAllByText(t(inboxMessages.unread))).toHaveLength(0));
    expect(calls).toBe(1);
    expect(screen.getByText(t(inboxMessages.allRead))).toBeTruthy();
    expect(screen.queryByRole('button', { name: t(inboxMessages.markAll) })).toBeNull();
    expect(screen.getAllByRole('link', { name: t(bellMessages.label) }).length).toBeGreaterThan(0);
  });

  it('an empty inbox says so and offers the next step', async () => {
    unread = 0;
    answerList(() => inboxPage([]));
    renderApp(PAGE);
    expect(await screen.findByText(t(inboxMessages.emptyTitle))).toBeTruthy();
    expect(
      within(screen.getByRole('main'))
        .getByRole('link', { name: t(inboxMessages.emptyAction) })
        .getAttribute('href'),
    ).toBe('/dashboard/search-for-funding');
  });

  it('a failed read shows the error; Retry reads again', async () => {
    let fail = true;
    server.use(
      http.get('*/api/v1/lender/notifications', () =>
        fail
          ? HttpResponse.json({ message: 'Layanan sedang sibuk' }, { status: 500 })
          : HttpResponse.json(inboxPage(INBOX_ITEMS)),
      ),
    );
    renderApp(PAGE);
    expect(await screen.findByText('Layanan sedang sibuk')).toBeTruthy();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(titles(await list())).toHaveLength(3);
  });

  it('shows a skeleton while the first page is on its way', async () => {
    server.use(
      http.get('*/api/v1/lender/notifications', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const { container } = renderApp(PAGE);
    await waitFor(() => expect(container.querySelector('[aria-busy="true"]')).not.toBeNull());
  });
});
