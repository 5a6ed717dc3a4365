import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import type { FundingConcentrationResponse } from '@pendana/api-sdk';
import { getGetFundingConcentrationMockHandler } from '@pendana/api-sdk/msw';
import en from '../../../i18n/messages/en.json';
import id from '../../../i18n/messages/id.json';
import { atPath } from '../../../test/story-router';
import { failsOnceThen, neverAnswers, overrideHandlers } from '../../../test/story-msw';
import { ConcentrationCard } from './concentration-card';

const URL = '*/api/v1/lender/portfolio/concentration';

const meta = {
  title: 'Screens/Home concentration',
  component: ConcentrationCard,
  decorators: [atPath('/dashboard')],
  args: { searchPath: '/dashboard/search-for-funding' },
  parameters: { intl: { messages: { id, en } } },
} satisfies Meta<typeof ConcentrationCard>;
export default meta;
type Story = StoryObj<typeof meta>;

const answer = (
  largest: { name: string; amount: number } | null,
  invested: number,
): FundingConcentrationResponse => ({
  data: {
    invested,
    largest: largest && { id_proyek: 21, nama_proyek: largest.name, amount: largest.amount },
    share_bps: largest ? Math.floor((largest.amount * 10_000) / invested) : null,
    threshold_bps: 2000,
    project: null,
  },
});

/** Nothing invested: no meter, the way to the project search. */
export const NothingInvested: Story = {
  beforeEach: overrideHandlers(getGetFundingConcentrationMockHandler(answer(null, 0))),
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 3, name: 'Belum ada dana yang didanakan' });
    await expect(canvas.getByRole('link', { name: 'Danai Proyek' })).toHaveAttribute(
      'href',
      '/dashboard/search-for-funding',
    );
  },
};

/** All the money in one project: 100 %, above the threshold. */
export const OneProject: Story = {
  beforeEach: overrideHandlers(
    getGetFundingConcentrationMockHandler(
      answer({ name: 'Pembiayaan Ruko Syariah Jl. Margonda', amount: 5_000_000 }, 5_000_000),
    ),
  ),
  play: async ({ canvas }) => {
    await canvas.findByRole('progressbar', {
      name: '100% dana yang didanakan ada di Pembiayaan Ruko Syariah Jl. Margonda',
    });
  },
};

/** Money over many projects: the largest holds 14,32 %, under the threshold (English). */
export const ManyProjects: Story = {
  globals: { locale: 'en' },
  parameters: { visual: { desktop: true } },
  beforeEach: overrideHandlers(
    getGetFundingConcentrationMockHandler(
      answer({ name: 'Pembiayaan Perumahan Griya Cibubur', amount: 1_006_000 }, 7_021_000),
    ),
  ),
  play: async ({ canvas }) => {
    await canvas.findByRole('progressbar', {
      name: '14,32% of your invested money is in Pembiayaan Perumahan Griya Cibubur',
    });
  },
};

export const Loading: Story = {
  beforeEach: overrideHandlers(neverAnswers('get', URL)),
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 2, name: 'Konsentrasi dana' });
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};

export const ErrorThenRetry: Story = {
  beforeEach: failsOnceThen(
    'get',
    URL,
    { status: 500, message: 'Layanan sedang gangguan' },
    answer({ name: 'Proyek Tunggal', amount: 2_000_000 }, 8_000_000),
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Layanan sedang gangguan');
    await userEvent.click(canvas.getByRole('button', { name: 'Coba lagi' }));
    await canvas.findByRole('progressbar', {
      name: '25% dana yang didanakan ada di Proyek Tunggal',
    });
  },
};
