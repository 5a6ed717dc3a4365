import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent } from 'storybook/test';
import en from '../../../i18n/messages/en.json';
import id from '../../../i18n/messages/id.json';
import { inAuthLayout } from '../../../test/story-layouts';
import { overrideHandlers } from '../../../test/story-msw';
import { ForgotPasswordRoute } from './forgot-password-route';

const meta = {
  title: 'Screens/Auth/Forgot password',
  component: ForgotPasswordRoute,
  decorators: [inAuthLayout('/auth/forgot-password')],
  parameters: { layout: 'fullscreen', intl: { messages: { id, en } } },
} satisfies Meta<typeof ForgotPasswordRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

async function send(canvas: Canvas, email: string) {
  if (email) await userEvent.type(await canvas.findByLabelText(/^email/i), email);
  await userEvent.click(await canvas.findByRole('button', { name: 'Kirim tautan' }));
}

export const Default: Story = {
  parameters: { visual: { desktop: true } },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Lupa kata sandi' });
    await expect(
      canvas.getByText(
        'Masukkan email akun Anda. Kami akan mengirim tautan untuk mengatur ulang kata sandi.',
      ),
    ).toBeVisible();
    await expect(canvas.getByLabelText(/^email/i)).toHaveValue('');
    await expect(canvas.getByRole('link', { name: 'Ke halaman masuk' })).toHaveAttribute(
      'href',
      '/auth/login',
    );
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvas }) => {
    await send(canvas, '');
    await canvas.findByText('Email harap diisi');
    await send(canvas, 'siti@');
    await canvas.findByText('Format email tidak valid');
  },
};

export const ServerError: Story = {
  beforeEach: overrideHandlers(
    http.post('*/api/v1/lender/auth/forgot_password', () =>
      HttpResponse.json(
        { message: 'Terlalu banyak permintaan. Coba lagi nanti.' },
        { status: 429 },
      ),
    ),
  ),
  play: async ({ canvas }) => {
    await send(canvas, 'siti@pendana.test');
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Permintaan gagal');
    await expect(alert).toHaveTextContent('Terlalu banyak permintaan. Coba lagi nanti.');
  },
};

/** Sent: the server's answer (the same whether the email is registered or not). */
export const Success: Story = {
  play: async ({ canvas }) => {
    await send(canvas, 'siti@pendana.test');
    await canvas.findByText('Jika email terdaftar, tautan atur ulang kata sandi telah dikirim.');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  parameters: { path: '/en/auth/forgot-password' },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Forgot password' });
    await userEvent.click(canvas.getByRole('button', { name: 'Send link' }));
    await canvas.findByText('Email is required');
  },
};
