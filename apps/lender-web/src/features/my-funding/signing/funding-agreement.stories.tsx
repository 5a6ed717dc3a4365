import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { FundingItem } from '@pendana/api-sdk';
import { getListManagedFundingsResponseMock } from '@pendana/api-sdk/msw';
import en from '../../../i18n/messages/en.json';
import id from '../../../i18n/messages/id.json';
import { FundingAgreement } from './funding-agreement';
import { atPath } from '../../../test/story-router';

const funding = getListManagedFundingsResponseMock().dataProyekAktif[0]!;
const withSigning = (signing: FundingItem['signing']): FundingItem => ({ ...funding, signing });

const meta = {
  title: 'Screens/Manage funding/Agreement',
  component: FundingAgreement,
  decorators: [atPath('/dashboard/my-funding')],
  parameters: { intl: { messages: { id, en } } },
  args: { funding: withSigning({ provider: null, docToken: null, status: null }) },
} satisfies Meta<typeof FundingAgreement>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NotSent: Story = {
  parameters: { visual: { desktop: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Tanda tangani via PrivyID' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tanda tangani via VIDA Sign' })).toBeVisible();
  },
};

export const Waiting: Story = {
  args: { funding: withSigning({ provider: 'privy', docToken: 'DOC-301', status: 'In Progress' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Periksa status' })).toBeVisible();
    await canvas.findByText('ID PrivyID Anda: SIT-A1B2C3');
  },
};

export const Signed: Story = {
  args: {
    funding: withSigning({ provider: 'vida-sign', docToken: 'DOC-301', status: 'COMPLETED' }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Unduh akad' })).toBeVisible();
    await canvas.findByText(/Tanda tangan elektronik terakhir/);
  },
};

export const Declined: Story = {
  args: { funding: withSigning({ provider: 'privy', docToken: 'DOC-301', status: 'Declined' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Kirim ulang akad' })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await canvas.findByRole('button', { name: 'Sign with PrivyID' });
  },
};
