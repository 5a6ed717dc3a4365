import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect } from 'storybook/test';
import en from '../../../i18n/messages/en.json';
import id from '../../../i18n/messages/id.json';
import { inAuthLayout } from '../../../test/story-layouts';
import { neverAnswers, overrideHandlers } from '../../../test/story-msw';
import { TermsRoute } from './terms-route';

const TERMS = '*/api/newAuth/termCondition';

const meta = {
  title: 'Screens/Auth/Terms',
  component: TermsRoute,
  decorators: [inAuthLayout('/auth/terms')],
  parameters: { layout: 'fullscreen', intl: { messages: { id, en } } },
} satisfies Meta<typeof TermsRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The terms from the server (the SDK's example answer). */
export const Default: Story = {
  parameters: { visual: { desktop: true } },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Syarat dan Ketentuan Pendana' });
    await expect(canvas.getByText('Penulis: Tim Legal Pendana')).toBeVisible();
    await expect(
      canvas.getByText('Dengan mendaftar sebagai Pendana, Anda menyetujui ketentuan berikut.'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Kembali' })).toHaveAttribute(
      'href',
      '/auth/register',
    );
  },
};

export const Loading: Story = {
  beforeEach: overrideHandlers(neverAnswers('post', TERMS)),
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Syarat dan ketentuan' });
    await expect(canvas.getByRole('status', { name: 'Memuat…' })).toBeVisible();
  },
};

export const ServerError: Story = {
  beforeEach: overrideHandlers(
    http.post(TERMS, () => HttpResponse.json({ message: 'Terjadi Kesalahan' }, { status: 500 })),
  ),
  play: async ({ canvas }) => {
    await canvas.findByText('Syarat dan ketentuan tidak dapat dimuat');
    await expect(canvas.getByText('Terjadi Kesalahan')).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  parameters: { path: '/en/auth/terms' },
  play: async ({ canvas }) => {
    await canvas.findByText('Written by: Tim Legal Pendana');
    await expect(canvas.getByRole('link', { name: 'Back' })).toHaveAttribute(
      'href',
      '/en/auth/register',
    );
  },
};
