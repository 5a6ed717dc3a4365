import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { useIntl } from 'react-intl';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Locale } from '@pendana/design-system/formatters';
import en from '../../../i18n/messages/en.json';
import id from '../../../i18n/messages/id.json';
import { atPath } from '../../../test/story-router';
import { failsOnceThen, neverAnswers, overrideHandlers } from '../../../test/story-msw';
import {
  ALLOCATION_LATE,
  ALLOCATION_MANY,
  ALLOCATION_NONE,
  ALLOCATION_ONE,
  PAYOUTS_MANY,
  PAYOUTS_NONE,
  PAYOUTS_ONE,
} from '../routes/home-money-fixtures';
import { AllocationCard } from './allocation-card';
import { NextPayoutsCard } from './next-payouts-card';

const ALLOCATION_URL = '*/api/v1/lender/portfolio/allocation';
const MONTHLY_URL = '*/api/v1/lender/portfolio/monthly';
const CHART = { id: 'Dana Anda menurut posisinya', en: 'Your money by where it is' };

/** Home's two money cards as the home page lays them out. */
function HomeMoney() {
  const locale = useIntl().locale as Locale;
  return (
    <div style={{ display: 'grid', gap: '1.5rem', maxWidth: '48rem' }}>
      <AllocationCard walletPath="/dashboard/wallet" />
      <NextPayoutsCard
        locale={locale}
        searchPath="/dashboard/search-for-funding"
        yieldPath="/dashboard/yield"
      />
    </div>
  );
}

const meta = {
  title: 'Screens/Home money',
  component: HomeMoney,
  decorators: [atPath('/dashboard')],
  parameters: { intl: { messages: { id, en } } },
} satisfies Meta<typeof HomeMoney>;
export default meta;
type Story = StoryObj<typeof meta>;

const answers = (allocation: object, monthly: object) =>
  overrideHandlers(
    http.get(ALLOCATION_URL, () => HttpResponse.json(allocation)),
    http.get(MONTHLY_URL, () => HttpResponse.json(monthly)),
  );

/** A new lender: no money, no repayments; each card's next step. */
export const NoData: Story = {
  parameters: { visual: { desktop: true } },
  beforeEach: answers(ALLOCATION_NONE, PAYOUTS_NONE),
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 3, name: 'Belum ada dana di akun Anda' });
    await canvas.findByRole('heading', { level: 3, name: 'Belum ada pembayaran terjadwal' });
    await expect(canvas.queryByRole('figure')).toBeNull();
  },
};

/** One running project and the wallet; one repayment ahead. */
export const OneProject: Story = {
  parameters: { visual: { desktop: true } },
  beforeEach: answers(ALLOCATION_ONE, PAYOUTS_ONE),
  play: async ({ canvas }) => {
    await canvas.findByRole('figure', { name: CHART.id });
    await canvas.findByText('Proyek Ruko Margonda');
  },
};

/** Money in every stage, a withdrawal waiting, three repayments ahead; the table open (English). */
export const Many: Story = {
  globals: { locale: 'en' },
  parameters: { visual: { desktop: true } },
  beforeEach: answers(ALLOCATION_MANY, PAYOUTS_MANY),
  play: async ({ canvas }) => {
    const chart = await canvas.findByRole('figure', { name: CHART.en });
    await userEvent.click(within(chart).getByRole('button', { name: 'Show as a table' }));
    await expect(within(chart).getByRole('table', { name: CHART.en })).toBeVisible();
    const payouts = (await canvas.findByRole('heading', { name: 'Next repayments' })).closest(
      'section',
    )!;
    await expect(await within(payouts).findAllByRole('listitem')).toHaveLength(3);
  },
};

/** A late project: its money hatched, told apart by its label and the legend too. */
export const Late: Story = {
  parameters: { visual: { desktop: true } },
  beforeEach: answers(ALLOCATION_LATE, PAYOUTS_ONE),
  play: async ({ canvas }) => {
    await canvas.findByRole('img', {
      name: 'Di proyek terlambat bayar: Rp\u00A04.000.000 (Terlambat (berisiko))',
    });
  },
};

export const Loading: Story = {
  beforeEach: overrideHandlers(
    neverAnswers('get', ALLOCATION_URL),
    neverAnswers('get', MONTHLY_URL),
  ),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByRole('status')).toHaveLength(2));
  },
};

export const ErrorThenRetry: Story = {
  beforeEach: (context) => {
    failsOnceThen(
      'get',
      ALLOCATION_URL,
      { status: 500, message: 'Layanan sedang gangguan' },
      ALLOCATION_ONE,
    )(context);
    failsOnceThen(
      'get',
      MONTHLY_URL,
      { status: 503, message: 'Service Unavailable' },
      PAYOUTS_ONE,
    )(context);
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByRole('alert')).toHaveLength(2));
    const alerts = canvas.getAllByRole('alert');
    await userEvent.click(within(alerts[0]!).getByRole('button', { name: 'Coba lagi' }));
    await canvas.findByRole('figure', { name: CHART.id });
  },
};
