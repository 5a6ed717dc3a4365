// The notifications as journeys read them: the lender's inbox and unread count as the server answers
// them, marking everything read (a seeded lender starts from its seed's items), the mail language
// (preferences), the sandbox outbox's mails to one address, and the bell in the header by its name.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { sessionHeaders } from './funded-lender';
import { t, type Lang } from './i18n';

export interface InboxItem {
  id: number;
  kind: string;
  title: string;
  payload: Record<string, unknown>;
  read_at: string | null;
}

/** The lender's inbox, newest first, texts in `lang`. */
export async function inbox(
  request: APIRequestContext,
  token: string,
  lang: Lang,
): Promise<InboxItem[]> {
  const answer = await request.get('/api/v1/lender/notifications', {
    headers: { ...sessionHeaders(token), 'X-LANG': lang },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { data: { items: InboxItem[] } }).data.items;
}

/** The lender's unread count (what the bell shows). */
export async function unreadCount(request: APIRequestContext, token: string): Promise<number> {
  const answer = await request.get('/api/v1/lender/notifications/unread-count', {
    headers: sessionHeaders(token),
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { data: { unread: number } }).data.unread;
}

export async function markAllRead(request: APIRequestContext, token: string): Promise<void> {
  const answer = await request.post('/api/v1/lender/notifications/read-all', {
    headers: sessionHeaders(token),
  });
  expect(answer.ok(), await answer.text()).toBe(true);
}

/** The language of the lender's mails (the inbox follows the page's language). */
export async function mailLanguage(
  request: APIRequestContext,
  token: string,
  lang: Lang,
): Promise<void> {
  const answer = await request.put('/api/v1/lender/notifications/preferences', {
    headers: sessionHeaders(token),
    data: { lang, kinds: [] },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
}

/** The subjects of the sandbox outbox's mails to `recipient`, newest first. */
export async function mailSubjects(request: APIRequestContext, recipient: string) {
  const answer = await request.get(
    `/api/sandbox/outbox?recipient=${encodeURIComponent(recipient)}`,
  );
  expect(answer.ok(), await answer.text()).toBe(true);
  const { data } = (await answer.json()) as { data: { channel: string; subject: string }[] };
  return data.filter((mail) => mail.channel === 'email').map((mail) => mail.subject);
}

/** The bell in the header: its name says the unread count (none: the plain label). */
export const bell = (page: Page, lang: Lang, unread: number) =>
  page.getByRole('link', {
    name:
      unread > 0
        ? t(lang, 'app.bell.labelUnread', { count: String(unread) })
        : t(lang, 'app.bell.label'),
    exact: true,
  });
