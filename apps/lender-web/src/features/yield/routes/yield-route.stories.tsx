import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { getListAllYieldsMockHandler } from '@pendana/api-sdk/msw';
import en from '../../../i18n/messages/en.json';
import id from '../../../i18n/messages/id.json';
import { atPath } from '../../../test/story-router';
import { neverAnswers, overrideHandlers, failsOnceThen } from '../../../test/story-msw';
import { NO_YIELD, TWO_FUNDINGS, yieldItem } from './yield-fixtures';
import { YieldRoute } from './yield-route';

const ALL_IMBAL = '*/api/newProfile/all_imbal';

const meta = {
  title: 'Screens/Yield',
  component: YieldRoute,
  decorators: [atPath('/dashboard/yield')],
  parameters: { intl: { messages: { id, en } } },
  beforeEach: overrideHandlers(getListAllYieldsMockHandler(TWO_FUNDINGS)),
} satisfies Meta<typeof YieldRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Data: Story = {
  parameters: { visual: { desktop: true } },
  play: async ({ canvas }) => {
    await canvas.findByText(/Total imbal hasil diterima/);
    await canvas.findByRole('table', { name: 'Pembayaran imbal hasil Proyek Cinere' });
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
