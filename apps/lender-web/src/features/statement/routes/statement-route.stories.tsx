import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { getGetLenderStatementMockHandler } from '@pendana/api-sdk/msw';
import en from '../../../i18n/messages/en.json';
import id from '../../../i18n/messages/id.json';
import { atPath } from '../../../test/story-router';
import { neverAnswers, overrideHandlers, failsOnceThen } from '../../../test/story-msw';
import {
  answer,
  EMPTY_MONTH,
  FILLED,
  MISMATCH,
  NO_ACCOUNT,
  PENDING_WITHDRAWAL,
  STALE,
} from './statement-fixtures';
import { StatementRoute } from './statement-route';

const STATEMENT = '*/api/v1/lender/statement';

const meta = {
  title: 'Screens/Statement',
  component: StatementRoute,
  decorators: [atPath('/dashboard/statement?bulan=2026-11')],
  parameters: { intl: { messages: { id, en } } },
  beforeEach: overrideHandlers(getGetLenderStatementMockHandler(answer(FILLED))),
} satisfies Meta<typeof StatementRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  parameters: { visual: { desktop: true } },
  play: async ({ canvas }) => {
    await canvas.findByRole('table', { name: 'Mutasi November 2026' });
    await canvas.findByText('Saldo rekening bank cocok dengan yang seharusnya menurut buku besar.');
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByTestId('in-account-balance')).toHaveTextContent(
      'Seharusnya di rekening bank (menurut buku besar)',
    );
  },
};

/** A withdrawal waiting for its payout: the ledger balance is below the bank's, and that is fine. */
export const PendingWithdrawal: Story = {
  parameters: { visual: { desktop: true } },
  beforeEach: overrideHandlers(getGetLenderStatementMockHandler(answer(PENDING_WITHDRAWAL))),
  play: async ({ canvas }) => {
    await canvas.findByText('Saldo rekening bank cocok dengan yang seharusnya menurut buku besar.');
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByTestId('ledger-balance')).toHaveTextContent(/Rp\s3\.456\.789/);
    // The money reserved by pending withdrawals, its own line beside the ledger balance.
    const reserved = canvas.getByTestId('reserved-for-withdrawal');
    await expect(reserved).toHaveTextContent('Dicadangkan untuk penarikan');
    await expect(reserved).toHaveTextContent(/Rp\s250\.000/);
    // The figure compared with the bank: what the account should hold, equal to the bank's.
    await expect(canvas.getByTestId('in-account-balance')).toHaveTextContent(/Rp\s3\.706\.789/);
    await expect(canvas.getByTestId('bank-balance')).toHaveTextContent(/Rp\s3\.706\.789/);
  },
};

export const Loading: Story = {
  beforeEach: overrideHandlers(neverAnswers('get', STATEMENT)),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const EmptyMonth: Story = {
  parameters: { path: '/dashboard/statement?bulan=2026-10' },
  beforeEach: overrideHandlers(getGetLenderStatementMockHandler(answer(EMPTY_MONTH))),
  play: async ({ canvas }) => {
    await canvas.findByText('Tidak ada mutasi pada Oktober 2026');
    await canvas.findByRole('button', { name: 'Lihat bulan sebelumnya' });
  },
};

export const Mismatch: Story = {
  beforeEach: overrideHandlers(getGetLenderStatementMockHandler(answer(MISMATCH))),
  play: async ({ canvas }) => {
    const banner = await canvas.findByRole('alert');
    await expect(banner).toHaveTextContent('Saldo tidak cocok');
    await canvas.findByRole('link', { name: 'Laporkan masalah' });
  },
};

export const Stale: Story = {
  beforeEach: overrideHandlers(getGetLenderStatementMockHandler(answer(STALE))),
  play: async ({ canvas }) => {
    const banner = await canvas.findByRole('alert');
    await expect(banner).toHaveTextContent('Data tidak terkini');
  },
};

export const NoAccount: Story = {
  beforeEach: overrideHandlers(getGetLenderStatementMockHandler(answer(NO_ACCOUNT))),
  play: async ({ canvas }) => {
    await canvas.findByText('Belum ada Rekening Dana Lender (RDL)');
  },
};

export const ErrorThenRetry: Story = {
  beforeEach: failsOnceThen(
    'get',
    STATEMENT,
    { status: 500, message: 'Terjadi kesalahan pada server' },
    answer(FILLED),
  ),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Coba lagi' }));
    await canvas.findByRole('table', { name: 'Mutasi November 2026' });
  },
};

export const MismatchEnglish: Story = {
  globals: { locale: 'en' },
  parameters: { path: '/en/dashboard/statement?bulan=2026-11' },
  beforeEach: overrideHandlers(getGetLenderStatementMockHandler(answer(MISMATCH))),
  play: async ({ canvas }) => {
    const banner = await canvas.findByRole('alert');
    await expect(banner).toHaveTextContent('The balances do not match');
    await canvas.findByRole('link', { name: 'Report a problem' });
  },
};
