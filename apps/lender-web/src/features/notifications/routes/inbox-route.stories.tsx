import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import {
  getGetUnreadNotificationCountMockHandler,
  getListNotificationsMockHandler,
} from '@pendana/api-sdk/msw';
import en from '../../../i18n/messages/en.json';
import id from '../../../i18n/messages/id.json';
import { failsOnceThen, neverAnswers, overrideHandlers } from '../../../test/story-msw';
import { atPath } from '../../../test/story-router';
import { INBOX_ITEMS, inboxPage } from './inbox-fixtures';
import { InboxRoute } from './inbox-route';

const LIST = '*/api/v1/lender/notifications';

const meta = {
  title: 'Screens/Notifications',
  component: InboxRoute,
  decorators: [atPath('/dashboard/notifications')],
  parameters: { intl: { messages: { id, en } } },
  beforeEach: overrideHandlers(
    getListNotificationsMockHandler(inboxPage(INBOX_ITEMS, 1040)),
    getGetUnreadNotificationCountMockHandler({ data: { unread: 2 } }),
  ),
} satisfies Meta<typeof InboxRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Newest first; unread items marked; "load more" while older ones remain. */
export const Data: Story = {
  parameters: { visual: { desktop: true } },
  play: async ({ canvas }) => {
    await canvas.findByRole('link', { name: 'Imbal hasil diterima' });
    await expect(canvas.getByRole('button', { name: 'Tandai semua dibaca' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Muat lebih banyak' })).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: overrideHandlers(neverAnswers('get', LIST)),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const Empty: Story = {
  beforeEach: overrideHandlers(
    getListNotificationsMockHandler(inboxPage([])),
    getGetUnreadNotificationCountMockHandler({ data: { unread: 0 } }),
  ),
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Belum ada notifikasi' });
    await expect(canvas.getByRole('link', { name: 'Cari Pendanaan' })).toBeVisible();
  },
};

export const ErrorThenRetry: Story = {
  beforeEach: failsOnceThen(
    'get',
    LIST,
    { status: 500, message: 'Layanan sedang sibuk' },
    inboxPage(INBOX_ITEMS),
  ),
  play: async ({ canvas }) => {
    await canvas.findByText('Layanan sedang sibuk');
    await userEvent.click(canvas.getByRole('button', { name: 'Coba lagi' }));
    await canvas.findByRole('link', { name: 'Imbal hasil diterima' });
  },
};

/** Every item read: no "mark all", the count says so. */
export const AllRead: Story = {
  beforeEach: overrideHandlers(
    getListNotificationsMockHandler(
      inboxPage(INBOX_ITEMS.map((item) => ({ ...item, read_at: '2026-11-27T01:00:00.000Z' }))),
    ),
    getGetUnreadNotificationCountMockHandler({ data: { unread: 0 } }),
  ),
  play: async ({ canvas }) => {
    await canvas.findByText('Semua notifikasi sudah dibaca');
    await expect(canvas.queryByRole('button', { name: 'Tandai semua dibaca' })).toBeNull();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Notifications' });
    await canvas.findByText('2 unread');
  },
};
