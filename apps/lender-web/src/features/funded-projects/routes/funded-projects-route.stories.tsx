import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect } from 'storybook/test';
import { getListFundedProjectsMockHandler } from '@pendana/api-sdk/msw';
import en from '../../../i18n/messages/en.json';
import id from '../../../i18n/messages/id.json';
import { atPath } from '../../../test/story-router';
import { neverAnswers, overrideHandlers } from '../../../test/story-msw';
import { FundedProjectsRoute } from './funded-projects-route';

const project = {
  pendanaan_id: 301,
  proyek_id: 17,
  nama_proyek: 'Proyek Cinere',
  total_dana: 3_000_000,
  nominal_awal: 1_000_000,
  tanggal_invest: '2026-05-18',
  tgl_mulai_proyek: '2026-06-01',
  imbal_hasil: 13.5,
  status_proyek: 2 as const,
};
const LIST = '*/api/newProfile/ListProyekFunded';

const meta = {
  title: 'Screens/Funded projects',
  component: FundedProjectsRoute,
  decorators: [atPath('/dashboard/funded-projects')],
  parameters: { intl: { messages: { id, en } } },
  beforeEach: overrideHandlers(getListFundedProjectsMockHandler({ data: [project] })),
} satisfies Meta<typeof FundedProjectsRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Data: Story = {
  parameters: { visual: { desktop: true } },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Proyek Cinere' });
  },
};

export const Loading: Story = {
  beforeEach: overrideHandlers(neverAnswers('post', LIST)),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const NoneYet: Story = {
  beforeEach: overrideHandlers(getListFundedProjectsMockHandler({ data: [] })),
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Belum ada proyek yang didanai' });
  },
};

export const Failed: Story = {
  beforeEach: overrideHandlers(
    http.post(LIST, () => HttpResponse.json({ message: 'Proyek gagal dimuat' }, { status: 500 })),
  ),
  play: async ({ canvas }) => {
    await canvas.findByText('Proyek gagal dimuat');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Funded projects' });
  },
};
