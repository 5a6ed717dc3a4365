import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import en from '../i18n/messages/en.json';
import id from '../i18n/messages/id.json';
import { atPath } from '../test/story-router';
import { NotFoundRoute } from './not-found-route';

const meta = {
  title: 'Screens/Not found',
  component: NotFoundRoute,
  decorators: [atPath('/dashboard/halaman-lama')],
  parameters: { intl: { messages: { id, en } } },
} satisfies Meta<typeof NotFoundRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { visual: { desktop: true } },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Halaman tidak ditemukan' });
    await expect(
      canvas.getByText('Halaman yang Anda cari tidak ada atau sudah dipindahkan.'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ke halaman utama' })).toHaveAttribute(
      'href',
      '/',
    );
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  parameters: { path: '/en/dashboard/old-page' },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Page not found' });
    await expect(
      canvas.getByText('The page you are looking for does not exist or has moved.'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
      'href',
      '/en',
    );
  },
};
