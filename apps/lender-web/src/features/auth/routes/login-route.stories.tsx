import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent } from 'storybook/test';
import en from '../../../i18n/messages/en.json';
import id from '../../../i18n/messages/id.json';
import { inAuthLayout } from '../../../test/story-layouts';
import { neverAnswers, overrideHandlers } from '../../../test/story-msw';
import { LoginRoute } from './login-route';

const LOGIN = '*/api/newAuth/login';

const meta = {
  title: 'Screens/Auth/Login',
  component: LoginRoute,
  decorators: [inAuthLayout('/auth/login')],
  parameters: { layout: 'fullscreen', intl: { messages: { id, en } } },
} satisfies Meta<typeof LoginRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

async function logIn(canvas: Canvas, username: string, password: string) {
  await userEvent.type(await canvas.findByLabelText(/^nama pengguna atau email/i), username);
  await userEvent.type(canvas.getByLabelText(/^kata sandi/i, { selector: 'input' }), password);
  await userEvent.click(canvas.getByRole('button', { name: 'Masuk' }));
}

export const Default: Story = {
  parameters: { visual: { desktop: true } },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Masuk ke Pendana' });
    await expect(canvas.getByText('Masuk untuk mengelola pendanaan Anda.')).toBeVisible();
    await expect(canvas.getByLabelText(/^nama pengguna atau email/i)).toHaveValue('');
    await expect(canvas.getByRole('link', { name: 'Lupa kata sandi?' })).toHaveAttribute(
      'href',
      '/auth/forgot-password',
    );
    await expect(canvas.getByRole('link', { name: 'Daftar sebagai pendana' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ganti bahasa ke English, EN' })).toHaveAttribute(
      'href',
      '/en/auth/login',
    );
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Masuk' }));
    await canvas.findByText('Nama pengguna atau email harap diisi');
    await expect(canvas.getByText('Kata sandi harap diisi')).toBeVisible();
  },
};

export const ServerError: Story = {
  beforeEach: overrideHandlers(
    http.post(LOGIN, () =>
      HttpResponse.json({ message: 'Username atau kata sandi salah.' }, { status: 401 }),
    ),
  ),
  play: async ({ canvas }) => {
    await logIn(canvas, 'demo.individu', 'salah1234');
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Gagal masuk');
    await expect(alert).toHaveTextContent('Username atau kata sandi salah.');
    await expect(canvas.getByLabelText(/^nama pengguna atau email/i)).toHaveValue('demo.individu');
  },
};

export const Submitting: Story = {
  beforeEach: overrideHandlers(neverAnswers('post', LOGIN)),
  play: async ({ canvas }) => {
    await logIn(canvas, 'demo.individu', 'Pendana123!');
    await expect(await canvas.findByRole('button', { name: /Sedang masuk…/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  parameters: { path: '/en/auth/login' },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Log in to Pendana' });
    await expect(canvas.getByLabelText(/^username or email/i)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Register as a lender' })).toHaveAttribute(
      'href',
      '/en/auth/register',
    );
  },
};
