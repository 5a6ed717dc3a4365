import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import {
  getGetPhoneNumberMockHandler,
  getGetTermConditionMockHandler,
  getGetUserInfoMockHandler,
  getListSessionsMockHandler,
} from '@pendana/api-sdk/msw';
import en from '../../../i18n/messages/en.json';
import id from '../../../i18n/messages/id.json';
import { atPath } from '../../../test/story-router';
import { neverAnswers, overrideHandlers, failsOnceThen } from '../../../test/story-msw';
import { PHONE, SESSIONS, TERMS, USER_INFO } from './settings-fixtures';
import { SettingsRoute } from './settings-route';

const USER_INFO_URL = '*/api/v1/user_info';

const meta = {
  title: 'Screens/Settings',
  component: SettingsRoute,
  decorators: [atPath('/dashboard/setting')],
  parameters: { intl: { messages: { id, en } } },
  beforeEach: overrideHandlers(
    getGetUserInfoMockHandler(USER_INFO),
    getGetPhoneNumberMockHandler(PHONE),
    getGetTermConditionMockHandler(TERMS),
    getListSessionsMockHandler(SESSIONS),
    http.post('*/api/v1/lender/auth/forgot_password', () =>
      HttpResponse.json({ message: 'Tautan atur ulang kata sandi telah dikirim.' }),
    ),
  ),
} satisfies Meta<typeof SettingsRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Account: Story = {
  parameters: { visual: { desktop: true } },
  play: async ({ canvas }) => {
    await canvas.findByText('+62 812-3456-7890');
    // The notification preferences load as their own chunk: the page is whole once they are in.
    await canvas.findByRole('button', { name: 'Simpan pengaturan notifikasi' });
    // The active sessions load as their own chunk too.
    await canvas.findByText('Chrome 131 · Windows 10');
  },
};

/** The password link sent: the server's answer. */
export const PasswordLinkSent: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Kirim tautan ubah kata sandi' }),
    );
    await canvas.findByText('Tautan atur ulang kata sandi telah dikirim.');
    await canvas.findByRole('button', { name: 'Simpan pengaturan notifikasi' });
    // The active sessions load as their own chunk too.
    await canvas.findByText('Chrome 131 · Windows 10');
  },
};

export const Terms: Story = {
  parameters: { path: '/dashboard/setting?drawer=terms&id=1' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Syarat dan ketentuan' });
    await expect(await within(dialog).findByText(/Anda menyetujui/)).toBeVisible();
  },
};

export const PhoneNotVerified: Story = {
  beforeEach: overrideHandlers(
    getGetPhoneNumberMockHandler({
      data: { nomorHp: '81234567890', kode_negara: '62', verified: false },
    }),
  ),
  play: async ({ canvas }) => {
    await canvas.findByText('Belum terverifikasi');
    await canvas.findByRole('button', { name: 'Simpan pengaturan notifikasi' });
    // The active sessions load as their own chunk too.
    await canvas.findByText('Chrome 131 · Windows 10');
  },
};

export const Loading: Story = {
  beforeEach: overrideHandlers(neverAnswers('get', USER_INFO_URL)),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    await within(canvasElement).findByRole('button', { name: 'Simpan pengaturan notifikasi' });
    // The active sessions load as their own chunk too.
    await within(canvasElement).findByText('Chrome 131 · Windows 10');
  },
};

export const ErrorThenRetry: Story = {
  beforeEach: failsOnceThen(
    'get',
    USER_INFO_URL,
    { status: 404, message: 'Akun tidak ditemukan' },
    USER_INFO,
  ),
  play: async ({ canvas }) => {
    await canvas.findAllByText('Akun tidak ditemukan');
    await userEvent.click(canvas.getAllByRole('button', { name: 'Coba lagi' })[0]!);
    await canvas.findByText('demo.individu@pendana.test');
    await canvas.findByRole('button', { name: 'Simpan pengaturan notifikasi' });
    // The active sessions load as their own chunk too.
    await canvas.findByText('Chrome 131 · Windows 10');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Settings' });
    await canvas.findByRole('button', { name: 'Save notification settings' });
    // The active sessions load as their own chunk too.
    await canvas.findByText('Chrome 131 · Windows 10');
  },
};
