import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { getGetUnreadNotificationCountMockHandler } from '@pendana/api-sdk/msw';
import { css } from '@pendana/design-system/styled-system/css';
import en from '../../../i18n/messages/en.json';
import id from '../../../i18n/messages/id.json';
import { failsOnceThen, neverAnswers, overrideHandlers } from '../../../test/story-msw';
import { atPath } from '../../../test/story-router';
import { NotificationBell } from './notification-bell';

const COUNT = '*/api/v1/lender/notifications/unread-count';
const frame = css({ display: 'inline-flex', p: '4' });

const meta = {
  title: 'Screens/Notifications/Bell',
  component: NotificationBell,
  decorators: [
    (Story) => (
      <div className={frame}>
        <Story />
      </div>
    ),
    atPath('/dashboard'),
  ],
  parameters: { intl: { messages: { id, en } } },
} satisfies Meta<typeof NotificationBell>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NoneUnread: Story = {
  beforeEach: overrideHandlers(getGetUnreadNotificationCountMockHandler({ data: { unread: 0 } })),
  play: async ({ canvas }) => {
    const bell = await canvas.findByRole('link', { name: 'Notifikasi' });
    await expect(bell.textContent).toBe('');
  },
};

export const SomeUnread: Story = {
  beforeEach: overrideHandlers(getGetUnreadNotificationCountMockHandler({ data: { unread: 3 } })),
  play: async ({ canvas }) => {
    const bell = await canvas.findByRole('link', { name: 'Notifikasi, 3 belum dibaca' });
    await expect(bell.textContent).toBe('3');
  },
};

/** Past 99 the badge and the accessible name read 99+. */
export const ManyUnread: Story = {
  beforeEach: overrideHandlers(
    getGetUnreadNotificationCountMockHandler({ data: { unread: 1234 } }),
  ),
  play: async ({ canvas }) => {
    const bell = await canvas.findByRole('link', { name: 'Notifikasi, 99+ belum dibaca' });
    await expect(bell.textContent).toBe('99+');
  },
};

/** While the count is on its way: the bell, no badge. */
export const Loading: Story = {
  beforeEach: overrideHandlers(neverAnswers('get', COUNT)),
  play: async ({ canvas }) => {
    await canvas.findByRole('link', { name: 'Notifikasi' });
  },
};

/** The count cannot be read: the bell still opens the inbox (which says what failed), no badge. */
export const Failed: Story = {
  beforeEach: failsOnceThen('get', COUNT, { status: 503, message: 'x' }, { data: { unread: 0 } }),
  play: async ({ canvas }) => {
    const bell = await canvas.findByRole('link', { name: 'Notifikasi' });
    await expect(bell.getAttribute('href')).toBe('/dashboard/notifications');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  beforeEach: overrideHandlers(getGetUnreadNotificationCountMockHandler({ data: { unread: 7 } })),
  play: async ({ canvas }) => {
    const bell = await canvas.findByRole('link', { name: 'Notifications, 7 unread' });
    await expect(bell.getAttribute('href')).toBe('/en/dashboard/notifications');
  },
};
