import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { getListSessionsMockHandler } from '@pendana/api-sdk/msw';
import en from '../../../i18n/messages/en.json';
import id from '../../../i18n/messages/id.json';
import { atPath } from '../../../test/story-router';
import { failsOnceThen, neverAnswers, overrideHandlers } from '../../../test/story-msw';
import { SESSIONS } from '../routes/settings-fixtures';
import { ActiveSessions } from './active-sessions';

const URL = '*/api/v1/lender/sessions';

const meta = {
  title: 'Screens/Settings active sessions',
  component: ActiveSessions,
  decorators: [atPath('/dashboard/setting')],
  parameters: { intl: { messages: { id, en } } },
  beforeEach: overrideHandlers(getListSessionsMockHandler(SESSIONS)),
} satisfies Meta<typeof ActiveSessions>;
export default meta;
type Story = StoryObj<typeof meta>;

/** This laptop marked first, a phone and a device the user agent says nothing of. */
export const List: Story = {
  parameters: { visual: { desktop: true } },
  play: async ({ canvas }) => {
    await canvas.findByText('Chrome 131 · Windows 10');
    await expect(canvas.getByText('Perangkat ini')).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'Akhiri sesi Safari 18 · iOS 18.1' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Akhiri semua sesi lain' })).toBeVisible();
  },
};

/** Only this device is signed in: no end buttons, said in words. */
export const OnlyThisDevice: Story = {
  beforeEach: overrideHandlers(getListSessionsMockHandler({ data: [SESSIONS.data[0]!] })),
  play: async ({ canvas }) => {
    await canvas.findByText('Tidak ada sesi lain: hanya perangkat ini yang sedang masuk.');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Ending a session asks first. */
export const ConfirmEnd: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Akhiri sesi Safari 18 · iOS 18.1' }),
    );
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: 'Akhiri sesi ini?' });
    await expect(
      within(dialog).getByText(
        'Safari 18 · iOS 18.1 akan keluar dari Pendana dan harus login lagi.',
      ),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: overrideHandlers(neverAnswers('get', URL)),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const ErrorThenRetry: Story = {
  beforeEach: failsOnceThen(
    'get',
    URL,
    { status: 404, message: 'Sesi tidak dapat dimuat' },
    SESSIONS,
  ),
  play: async ({ canvas }) => {
    await canvas.findByText('Sesi tidak dapat dimuat');
    await userEvent.click(canvas.getByRole('button', { name: 'Coba lagi' }));
    await canvas.findByText('Chrome 131 · Windows 10');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await canvas.findByText('This device');
    await canvas.findByRole('button', { name: 'End all other sessions' });
  },
};
