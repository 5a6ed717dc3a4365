import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent } from 'storybook/test';
import en from '../../../i18n/messages/en.json';
import id from '../../../i18n/messages/id.json';
import { inAuthLayout } from '../../../test/story-layouts';
import { overrideHandlers } from '../../../test/story-msw';
import { ResetPasswordRoute } from './reset-password-route';

const meta = {
  title: 'Screens/Auth/Reset password',
  component: ResetPasswordRoute,
  decorators: [inAuthLayout('/auth/reset-password?token=t0k')],
  parameters: { layout: 'fullscreen', intl: { messages: { id, en } } },
} satisfies Meta<typeof ResetPasswordRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

async function save(canvas: Canvas, password: string, confirmation: string) {
  const input = await canvas.findByLabelText(/^kata sandi baru/i, { selector: 'input' });
  if (password) await userEvent.type(input, password);
  const repeat = canvas.getByLabelText(/^ulangi kata sandi baru/i, { selector: 'input' });
  if (confirmation) await userEvent.type(repeat, confirmation);
  await userEvent.click(canvas.getByRole('button', { name: 'Simpan kata sandi' }));
}

export const Default: Story = {
  parameters: { visual: { desktop: true } },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Atur ulang kata sandi' });
    await expect(canvas.getByLabelText(/^kata sandi baru/i, { selector: 'input' })).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Simpan kata sandi' })).toBeEnabled();
    await expect(canvas.getByRole('link', { name: 'Ke halaman masuk' })).toBeVisible();
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvas }) => {
    await save(canvas, 'pendek', 'berbeda1');
    await canvas.findByText('Kata sandi minimal 8 karakter dan berisi huruf serta angka');
    await expect(canvas.getByText('Konfirmasi kata sandi tidak sama')).toBeVisible();
  },
};

export const ServerError: Story = {
  beforeEach: overrideHandlers(
    http.post('*/api/v1/lender/auth/reset_password', () =>
      HttpResponse.json(
        { message: 'Tautan atur ulang kata sandi tidak valid atau kedaluwarsa.' },
        { status: 400 },
      ),
    ),
  ),
  play: async ({ canvas }) => {
    await save(canvas, 'Baru12345', 'Baru12345');
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Gagal mengatur ulang kata sandi');
    await expect(alert).toHaveTextContent(
      'Tautan atur ulang kata sandi tidak valid atau kedaluwarsa.',
    );
  },
};

/** Saved: the server's message, the form gone, the way to the login page. */
export const Success: Story = {
  play: async ({ canvas }) => {
    await save(canvas, 'Baru12345', 'Baru12345');
    await canvas.findByText('Kata sandi berhasil diubah. Silakan masuk.');
    await expect(canvas.queryByRole('button', { name: 'Simpan kata sandi' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Ke halaman masuk' })).toBeVisible();
  },
};

/** A link without `?token=`: no form, a way to ask for a new link. */
export const MissingToken: Story = {
  parameters: { path: '/auth/reset-password' },
  play: async ({ canvas }) => {
    await canvas.findByText(
      'Tautan atur ulang tidak lengkap. Minta tautan baru dari halaman lupa kata sandi.',
    );
    await expect(canvas.getByRole('link', { name: 'Minta tautan baru' })).toHaveAttribute(
      'href',
      '/auth/forgot-password',
    );
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  parameters: { path: '/en/auth/reset-password?token=t0k' },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Reset password' });
    await expect(canvas.getByLabelText(/^new password/i, { selector: 'input' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save password' })).toBeVisible();
  },
};
