import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect } from 'storybook/test';
import en from '../../../i18n/messages/en.json';
import id from '../../../i18n/messages/id.json';
import { inAuthLayout } from '../../../test/story-layouts';
import { neverAnswers, overrideHandlers } from '../../../test/story-msw';
import { VerifyEmailRoute } from './verify-email-route';

const VERIFY = '*/api/v1/lender/auth/verify_email';

const meta = {
  title: 'Screens/Auth/Verify email',
  component: VerifyEmailRoute,
  decorators: [inAuthLayout('/auth/verify-email?code=abc123')],
  parameters: { layout: 'fullscreen', intl: { messages: { id, en } } },
} satisfies Meta<typeof VerifyEmailRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The activation link opened: the code is accepted (the SDK's example answer). */
export const Default: Story = {
  parameters: { visual: { desktop: true } },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Aktivasi akun' });
    await canvas.findByText('Akun aktif');
    await expect(canvas.getByText('Email berhasil diverifikasi. Silakan masuk.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ke halaman masuk' })).toHaveAttribute(
      'href',
      '/auth/login',
    );
  },
};

export const Loading: Story = {
  beforeEach: overrideHandlers(neverAnswers('post', VERIFY)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Memeriksa tautan aktivasi…');
  },
};

export const ServerError: Story = {
  beforeEach: overrideHandlers(
    http.post(VERIFY, () =>
      HttpResponse.json({ message: 'Kode aktivasi tidak ditemukan.' }, { status: 404 }),
    ),
  ),
  play: async ({ canvas }) => {
    await canvas.findByText('Aktivasi gagal');
    await expect(canvas.getByText('Kode aktivasi tidak ditemukan.')).toBeVisible();
  },
};

/** A link without `?code=`: nothing is sent. */
export const MissingCode: Story = {
  parameters: { path: '/auth/verify-email' },
  play: async ({ canvas }) => {
    await canvas.findByText('Tautan aktivasi tidak lengkap. Buka kembali tautan dari email Anda.');
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  parameters: { path: '/en/auth/verify-email?code=abc123' },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Account activation' });
    await canvas.findByText('Account activated');
    await expect(canvas.getByRole('link', { name: 'Go to the login page' })).toHaveAttribute(
      'href',
      '/en/auth/login',
    );
  },
};
