import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent } from 'storybook/test';
import { getGetSimulationMastersMockHandler } from '@pendana/api-sdk/msw';
import en from '../../../i18n/messages/en.json';
import id from '../../../i18n/messages/id.json';
import { atPath } from '../../../test/story-router';
import { neverAnswers, overrideHandlers } from '../../../test/story-msw';
import { SimulationRoute } from './simulation-route';

const MASTERS = '*/api/kprAuth/masterSimulasiPengajuan';

const meta = {
  title: 'Screens/Simulation',
  component: SimulationRoute,
  decorators: [atPath('/dashboard/simulation')],
  parameters: { intl: { messages: { id, en } } },
  beforeEach: overrideHandlers(
    getGetSimulationMastersMockHandler({
      data_tipe_pendanaan: [
        { id: 1, nama: 'Murabahah' },
        { id: 2, nama: 'Musyarakah Mutanaqisah' },
      ],
      data_tujuan_pendanaan: [{ id: 2, nama: 'Rumah tapak' }],
    }),
  ),
} satisfies Meta<typeof SimulationRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Form: Story = {
  parameters: { visual: { desktop: true } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Hitung' })).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: overrideHandlers(neverAnswers('post', MASTERS)),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const ListsFailed: Story = {
  beforeEach: overrideHandlers(
    http.post(MASTERS, () => HttpResponse.json({ message: 'x' }, { status: 500 })),
  ),
  play: async ({ canvas }) => {
    await canvas.findByText('Data simulasi gagal dimuat');
  },
};

export const FundingSimulator: Story = {
  parameters: { path: '/dashboard/simulation?kind=funding' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('combobox', { name: /Proyek/ })).toBeVisible();
  },
};

/** "Hitung" without a project: said on the field, no dialog. */
export const FundingWithoutProject: Story = {
  parameters: { path: '/dashboard/simulation?kind=funding' },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Hitung simulasi' }));
    await canvas.findByText('Pilih proyek yang ingin disimulasikan');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Simulation' });
  },
};
