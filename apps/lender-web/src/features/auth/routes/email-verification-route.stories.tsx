import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent } from 'storybook/test';
import en from '../../../i18n/messages/en.json';
import id from '../../../i18n/messages/id.json';
import { inAuthLayout } from '../../../test/story-layouts';
import { neverAnswers, overrideHandlers } from '../../../test/story-msw';
import { EmailVerificationRoute } from './email-verification-route';

const RESEND = '*/api/newAuth/resendEmail';
const EMAIL = 'pt@amanah.test';

const meta = {
  title: 'Screens/Auth/Email verification',
  component: EmailVerificationRoute,
  decorators: [inAuthLayout(`/auth/email-verification?email=${EMAIL}`)],
  parameters: { layout: 'fullscreen', intl: { messages: { id, en } } },
} satisfies Meta<typeof EmailVerificationRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { visual: { desktop: true } },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Periksa email Anda' });
    await expect(
      canvas.getByText(
        `Kami telah mengirim tautan aktivasi ke ${EMAIL}. Buka tautan itu untuk mengaktifkan akun Anda, lalu masuk.`,
      ),
    ).toBeVisible();
    await expect(canvas.getByLabelText(/^email/i)).toHaveValue(EMAIL);
    await expect(canvas.getByRole('button', { name: 'Kirim ulang email' })).toBeEnabled();
  },
};

export const ValidationErrors: Story = {
  parameters: { path: '/auth/email-verification' },
  play: async ({ canvas }) => {
    await canvas.findByText(
      'Kami telah mengirim tautan aktivasi ke email Anda. Buka tautan itu untuk mengaktifkan akun Anda.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Kirim ulang email' }));
    await canvas.findByText('Email harap diisi');
    await userEvent.type(canvas.getByLabelText(/^email/i), 'bukan-email');
    await userEvent.click(canvas.getByRole('button', { name: 'Kirim ulang email' }));
    await canvas.findByText('Format email tidak valid');
  },
};

export const ServerError: Story = {
  beforeEach: overrideHandlers(http.post(RESEND, () => HttpResponse.error())),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Kirim ulang email' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Server tidak dapat dihubungi. Periksa koneksi Anda lalu coba lagi.',
    );
  },
};

/** The page shows at once; the only wait is the resend call. */
export const Sending: Story = {
  beforeEach: overrideHandlers(neverAnswers('post', RESEND)),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Kirim ulang email' }));
    await expect(await canvas.findByRole('button', { name: /Mengirim…/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Success: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Kirim ulang email' }));
    await canvas.findByText('Jika email terdaftar, tautan aktivasi telah dikirim ulang.');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  parameters: { path: `/en/auth/email-verification?email=${EMAIL}` },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Check your email' });
    await expect(
      canvas.getByText(
        `We sent an activation link to ${EMAIL}. Open it to activate your account, then log in.`,
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Resend email' })).toBeVisible();
  },
};
