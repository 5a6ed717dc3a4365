import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import {
  getGetPortfolioMonthlyMockHandler,
  getListAllYieldsMockHandler,
} from '@pendana/api-sdk/msw';
import en from '../../../i18n/messages/en.json';
import id from '../../../i18n/messages/id.json';
import { atPath } from '../../../test/story-router';
import { neverAnswers, overrideHandlers, failsOnceThen } from '../../../test/story-msw';
import {
  MONTHLY_LATE,
  MONTHLY_MANY,
  MONTHLY_NONE,
  MONTHLY_ONE,
  NO_YIELD,
  TWO_FUNDINGS,
  yieldItem,
} from './yield-fixtures';
import { YieldRoute } from './yield-route';

const ALL_IMBAL = '*/api/newProfile/all_imbal';
const MONTHLY = '*/api/v1/lender/portfolio/monthly';

const meta = {
  title: 'Screens/Yield',
  component: YieldRoute,
  decorators: [atPath('/dashboard/yield')],
  parameters: { intl: { messages: { id, en } } },
  beforeEach: overrideHandlers(
    getListAllYieldsMockHandler(TWO_FUNDINGS),
    getGetPortfolioMonthlyMockHandler(MONTHLY_MANY),
  ),
} satisfies Meta<typeof YieldRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Data: Story = {
  parameters: { visual: { desktop: true } },
  play: async ({ canvas }) => {
    await canvas.findByText(/Total imbal hasil diterima/);
    await canvas.findByRole('table', { name: 'Pembayaran imbal hasil Proyek Cinere' });
    // The chart loads on its own (a lazy chunk, its own call): the picture waits for it.
    await canvas.findByRole('img', { name: /November 2026: Rp\s63\.750 \(Diterima\)/ });
  },
};

export const Loading: Story = {
  beforeEach: overrideHandlers(neverAnswers('post', ALL_IMBAL)),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const NoYieldYet: Story = {
  beforeEach: overrideHandlers(getListAllYieldsMockHandler(NO_YIELD)),
  play: async ({ canvas }) => {
    await canvas.findByText('Data Imbal Hasil Kosong, karena proyek belum dimulai');
  },
};

export const ErrorThenRetry: Story = {
  beforeEach: failsOnceThen(
    'post',
    ALL_IMBAL,
    { status: 500, message: 'x' },
    {
      ...NO_YIELD,
      all_imbal: [yieldItem(1, 'Proyek Cinere', 12_500, 3)],
    },
  ),
  play: async ({ canvas }) => {
    await canvas.findByText('Terjadi masalah');
    await userEvent.click(canvas.getByRole('button', { name: 'Coba lagi' }));
    await canvas.findByRole('heading', { name: 'Proyek Cinere' });
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Yield' });
  },
};

// The chart of yield per month in each state (getPortfolioMonthly); axe runs on every story.
export const ChartNoData: Story = {
  beforeEach: overrideHandlers(getGetPortfolioMonthlyMockHandler(MONTHLY_NONE)),
  parameters: { visual: { desktop: true } },
  play: async ({ canvas }) => {
    await canvas.findByText(
      'Belum ada imbal hasil diterima dalam 12 bulan terakhir atau dijadwalkan dalam 6 bulan ke depan.',
    );
  },
};

export const ChartOneProject: Story = {
  beforeEach: overrideHandlers(getGetPortfolioMonthlyMockHandler(MONTHLY_ONE)),
  parameters: { visual: { desktop: true } },
  play: async ({ canvas }) => {
    await canvas.findByRole('img', { name: /November 2026: Rp\s10\.625 \(Diterima\)/ });
  },
};

export const ChartManyWithTable: Story = {
  parameters: { visual: { desktop: true } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Tampilkan sebagai tabel' }));
    await canvas.findByRole('table', { name: 'Imbal hasil per bulan' });
  },
};

export const ChartLate: Story = {
  beforeEach: overrideHandlers(getGetPortfolioMonthlyMockHandler(MONTHLY_LATE)),
  parameters: { visual: { desktop: true } },
  play: async ({ canvas }) => {
    await canvas.findByRole('img', { name: /Oktober 2026: Rp\s0 \(Diterima\)/ });
  },
};

export const ChartLoading: Story = {
  beforeEach: overrideHandlers(neverAnswers('get', MONTHLY)),
  play: async ({ canvas }) => {
    await canvas.findByRole('table', { name: 'Pembayaran imbal hasil Proyek Cinere' });
  },
};

export const ChartError: Story = {
  beforeEach: failsOnceThen('get', MONTHLY, { status: 500, message: 'x' }, MONTHLY_ONE),
  play: async ({ canvas }) => {
    await canvas.findByText('Terjadi masalah');
    await userEvent.click(canvas.getByRole('button', { name: 'Coba lagi' }));
    await canvas.findByRole('img', { name: /November 2026: Rp\s10\.625 \(Diterima\)/ });
  },
};

export const ChartEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await canvas.findByRole('img', { name: /November 2026: Rp\s63\.750 \(Received\)/ });
  },
};
