import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { getGetLenderTaxMockHandler } from '@pendana/api-sdk/msw';
import en from '../../../i18n/messages/en.json';
import id from '../../../i18n/messages/id.json';
import { atPath } from '../../../test/story-router';
import { neverAnswers, overrideHandlers, failsOnceThen } from '../../../test/story-msw';
import { EMPTY_YEAR, MOVED_YEAR, TREATY_YEAR, taxYear } from './tax-fixtures';
import { TaxRoute } from './tax-route';

const TAX = '*/api/v1/lender/tax';

const meta = {
  title: 'Screens/Tax documents',
  component: TaxRoute,
  decorators: [atPath('/dashboard/tax')],
  parameters: { intl: { messages: { id, en } } },
  beforeEach: overrideHandlers(getGetLenderTaxMockHandler(taxYear('PPh23'))),
} satisfies Meta<typeof TaxRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Resident: Story = {
  parameters: { visual: { desktop: true } },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Pajak yang dipotong: PPh 23 15%' });
    await canvas.findByRole('button', { name: 'Bukti potong PPh 23 Desember 2025 (CSV)' });
  },
};

export const PassportHolder: Story = {
  beforeEach: overrideHandlers(getGetLenderTaxMockHandler(taxYear('PPh26'))),
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Pajak yang dipotong: PPh 26 20%' });
    await canvas.findByText('****4567');
  },
};

export const TreatyRate: Story = {
  beforeEach: overrideHandlers(getGetLenderTaxMockHandler(TREATY_YEAR)),
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Pajak yang dipotong: PPh 26 10%' });
  },
};

export const ResidencyChanged: Story = {
  beforeEach: overrideHandlers(getGetLenderTaxMockHandler(MOVED_YEAR)),
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Maret 2026 · PPh 23' });
    await canvas.findByRole('heading', { name: 'Maret 2026 · PPh 26' });
  },
};

export const Loading: Story = {
  beforeEach: overrideHandlers(neverAnswers('get', TAX)),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const EmptyYear: Story = {
  beforeEach: overrideHandlers(getGetLenderTaxMockHandler(EMPTY_YEAR)),
  play: async ({ canvas }) => {
    await canvas.findByText('Tidak ada imbal hasil yang dibayar pada 2024');
    await canvas.findByRole('link', { name: 'Cari Pendanaan' });
  },
};

export const ErrorThenRetry: Story = {
  beforeEach: failsOnceThen(
    'get',
    TAX,
    { status: 500, message: 'Terjadi Kesalahan' },
    taxYear('PPh23'),
  ),
  play: async ({ canvas }) => {
    await canvas.findByText('Terjadi Kesalahan');
    await userEvent.click(canvas.getByRole('button', { name: 'Coba lagi' }));
    await canvas.findByRole('heading', { name: 'Ringkasan tahun 2025' });
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  beforeEach: overrideHandlers(getGetLenderTaxMockHandler(taxYear('PPh26'))),
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Tax withheld: PPh 26 20%' });
    await canvas.findByRole('button', { name: 'Download the 2025 summary (PDF)' });
  },
};
