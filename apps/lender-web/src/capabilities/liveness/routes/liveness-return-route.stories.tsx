import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import en from '../../../i18n/messages/en.json';
import id from '../../../i18n/messages/id.json';
import { atPath } from '../../../test/story-router';
import { LivenessReturnRoute } from './liveness-return-route';

/** What the provider puts in the return URL (utils/liveness parseLivenessReturn). */
const returnPath = (result: boolean, prefix = '') =>
  `${prefix}/liveness/return?code=c-1&transaction_id=tx-1&result=${result}&score=0.9&imgManipulationScore=0.01&provider=privy`;

// The page reads its result from the URL, no server call: it has no loading or server-error state.
// Opened on its own (no wizard window behind it), as every story here.
const meta = {
  title: 'Screens/Liveness return',
  component: LivenessReturnRoute,
  decorators: [atPath(returnPath(true))],
  parameters: { intl: { messages: { id, en } } },
} satisfies Meta<typeof LivenessReturnRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { visual: { desktop: true } },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Tes liveness selesai' });
    await expect(canvas.getByText('Tes liveness berhasil.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ke halaman verifikasi' })).toHaveAttribute(
      'href',
      '/dashboard/ekyc',
    );
  },
};

export const NotPassed: Story = {
  parameters: { path: returnPath(false) },
  play: async ({ canvas }) => {
    await canvas.findByText('Tes liveness tidak lolos. Ulangi tes dengan wajah terlihat jelas.');
  },
};

/** A return URL without a complete result. */
export const Unreadable: Story = {
  parameters: { path: '/liveness/return?code=c-1' },
  play: async ({ canvas }) => {
    await canvas.findByText(
      'Hasil tes liveness tidak terbaca. Ulangi tes dari halaman verifikasi.',
    );
    await expect(canvas.getByRole('link', { name: 'Ke halaman verifikasi' })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  parameters: { path: returnPath(true, '/en') },
  play: async ({ canvas }) => {
    await canvas.findByText('Liveness test passed.');
    await expect(canvas.getByRole('link', { name: 'Go to the verification page' })).toHaveAttribute(
      'href',
      '/en/dashboard/ekyc',
    );
  },
};
