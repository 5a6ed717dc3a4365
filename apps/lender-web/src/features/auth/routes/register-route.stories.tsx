import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent } from 'storybook/test';
import en from '../../../i18n/messages/en.json';
import id from '../../../i18n/messages/id.json';
import { inAuthLayout } from '../../../test/story-layouts';
import { overrideHandlers } from '../../../test/story-msw';
import { RegisterRoute } from './register-route';

const meta = {
  title: 'Screens/Auth/Register',
  component: RegisterRoute,
  decorators: [inAuthLayout('/auth/register')],
  parameters: { layout: 'fullscreen', intl: { messages: { id, en } } },
} satisfies Meta<typeof RegisterRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { visual: { desktop: true } },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Daftar sebagai pendana' });
    await expect(canvas.getByRole('group', { name: 'Jenis pendana' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: /^Individu/ })).not.toBeChecked();
    await expect(canvas.getByRole('radio', { name: /^Badan hukum/ })).not.toBeChecked();
    await expect(canvas.getByText('Minimal 8 karakter, berisi huruf dan angka')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Baca syarat dan ketentuan' })).toHaveAttribute(
      'href',
      '/auth/terms',
    );
    await expect(canvas.getByRole('button', { name: 'Daftar' })).toBeEnabled();
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Daftar' }));
    await canvas.findByText('Pilih jenis pendana');
    await expect(canvas.getByText('Nama pengguna harap diisi')).toBeVisible();
    await expect(canvas.getByText('Email harap diisi')).toBeVisible();
    await expect(canvas.getByText('Kata sandi harap diisi')).toBeVisible();
    await expect(canvas.getByText('Anda harus menyetujui syarat dan ketentuan')).toBeVisible();
  },
};

export const ServerError: Story = {
  beforeEach: overrideHandlers(
    http.post('*/api/newAuth/register', () =>
      HttpResponse.json(
        { message: 'Data tidak valid', errors: { username: ['Username Sudah Terdaftar'] } },
        { status: 422 },
      ),
    ),
  ),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: /^Individu/ }));
    await userEvent.type(canvas.getByLabelText(/^nama pengguna/i), 'demo.individu');
    await userEvent.type(canvas.getByLabelText(/^email/i), 'siti@pendana.test');
    await userEvent.type(
      canvas.getByLabelText(/^kata sandi/i, { selector: 'input' }),
      'Rahasia123',
    );
    await userEvent.type(
      canvas.getByLabelText(/^ulangi kata sandi/i, { selector: 'input' }),
      'Rahasia123',
    );
    await userEvent.click(canvas.getByRole('checkbox', { name: /menyetujui syarat/i }));
    await userEvent.click(canvas.getByRole('button', { name: 'Daftar' }));
    const alert = await canvas.findByText('Pendaftaran gagal');
    await expect(alert).toBeVisible();
    await expect((await canvas.findAllByText('Username Sudah Terdaftar')).length).toBeGreaterThan(
      0,
    );
    await expect(canvas.getByLabelText(/^nama pengguna/i)).toHaveValue('demo.individu');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  parameters: { path: '/en/auth/register' },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Register as a lender' });
    await expect(canvas.getByRole('radio', { name: /^Corporation/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Register' })).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'Read the terms and conditions' }),
    ).toHaveAttribute('href', '/en/auth/terms');
  },
};
