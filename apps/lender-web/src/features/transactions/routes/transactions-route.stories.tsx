import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent } from 'storybook/test';
import type { TransactionItem } from '@pendana/api-sdk';
import en from '../../../i18n/messages/en.json';
import id from '../../../i18n/messages/id.json';
import { atPath } from '../../../test/story-router';
import { neverAnswers, overrideHandlers } from '../../../test/story-msw';
import { TRANSACTION_ROWS } from './transactions-fixtures';
import { TransactionsRoute } from './transactions-route';

const rows = TRANSACTION_ROWS;
const answer = (data: TransactionItem[]) =>
  HttpResponse.json({
    data,
    meta: { page: 1, per_page: 20, total: data.length, totalPage: data.length ? 1 : 0 },
  });
const MUTASI = '*/api/newRekening/v2/mutasi';

const meta = {
  title: 'Screens/Transaction history',
  component: TransactionsRoute,
  decorators: [atPath('/dashboard/transactions')],
  parameters: { intl: { messages: { id, en } } },
  beforeEach: overrideHandlers(http.post(MUTASI, () => answer(rows))),
} satisfies Meta<typeof TransactionsRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Data: Story = {
  parameters: { visual: { desktop: true } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('table')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: overrideHandlers(neverAnswers('post', MUTASI)),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const NoTransactionsYet: Story = {
  beforeEach: overrideHandlers(http.post(MUTASI, () => answer([]))),
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Belum ada transaksi' });
  },
};

export const NothingForTheFilters: Story = {
  parameters: { path: '/dashboard/transactions?kategori=penarikan&dari=2020-01-01' },
  beforeEach: overrideHandlers(http.post(MUTASI, () => answer([]))),
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Tidak ada transaksi untuk filter ini' });
  },
};

export const ErrorThenRetry: Story = {
  beforeEach: (context) => {
    let calls = 0;
    overrideHandlers(
      http.post(MUTASI, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ message: 'Riwayat sedang tidak dapat dimuat' }, { status: 500 })
          : answer(rows);
      }),
    )(context);
  },
  play: async ({ canvas }) => {
    await canvas.findByText('Riwayat sedang tidak dapat dimuat');
    await userEvent.click(canvas.getByRole('button', { name: 'Coba lagi' }));
    await canvas.findByRole('table');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Transaction history' });
  },
};
