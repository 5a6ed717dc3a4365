import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect } from 'storybook/test';
import { getListSandboxProjectLivesMockHandler } from '@pendana/api-sdk/msw';
import en from '../../../i18n/messages/en.json';
import id from '../../../i18n/messages/id.json';
import { atPath } from '../../../test/story-router';
import { neverAnswers, overrideHandlers } from '../../../test/story-msw';
import { SandboxLifeRoute } from './sandbox-life-route';

const late = {
  id_proyek: 17,
  nama: 'Proyek Cinere',
  stage: 'late' as const,
  today: '2026-11-20',
  next_due: { tanggal: '2026-10-11', nominal: 100_000 },
  days_late: 40,
  grace_days: 3,
  principal_outstanding: 10_000_000,
  actions: { pay_next_due: true, repay_all: true, make_late: false, declare_default: true },
};
const LIST = '*/api/v1/sandbox/projects/life';
const NO_ACTION = {
  pay_next_due: false,
  repay_all: false,
  make_late: false,
  declare_default: false,
};
const repaid = {
  ...late,
  id_proyek: 18,
  nama: 'Proyek Percetakan Yogyakarta',
  stage: 'repaid' as const,
  next_due: null,
  days_late: 0,
  principal_outstanding: 0,
  actions: NO_ACTION,
};
const defaulted = {
  ...repaid,
  id_proyek: 19,
  nama: 'Proyek Grosir Makassar',
  stage: 'defaulted' as const,
};

const meta = {
  title: 'Screens/Sandbox project life',
  component: SandboxLifeRoute,
  decorators: [atPath('/dashboard/sandbox-life')],
  parameters: { intl: { messages: { id, en } } },
  beforeEach: overrideHandlers(getListSandboxProjectLivesMockHandler({ data: [late] })),
} satisfies Meta<typeof SandboxLifeRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A late project: days late, the next due, every action its stage allows. */
export const Data: Story = {
  parameters: { visual: { desktop: true } },
  play: async ({ canvas }) => {
    await canvas.findByText('40 hari');
  },
};

/** Ended projects stay listed after the one still owing: repaid and defaulted, no action left. */
export const Ended: Story = {
  parameters: { visual: { desktop: true } },
  beforeEach: overrideHandlers(
    getListSandboxProjectLivesMockHandler({ data: [late, repaid, defaulted] }),
  ),
  play: async ({ canvas }) => {
    await canvas.findByText('Lunas');
    await expect(canvas.getByText('Gagal bayar')).toBeVisible();
    await expect(
      canvas.getAllByText('Proyek ini sudah berakhir: tidak ada tindakan sandbox lagi.'),
    ).toHaveLength(2);
  },
};

export const Loading: Story = {
  beforeEach: overrideHandlers(neverAnswers('get', LIST)),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const NoneFunded: Story = {
  beforeEach: overrideHandlers(getListSandboxProjectLivesMockHandler({ data: [] })),
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Belum ada proyek yang didanai' });
  },
};

export const Failed: Story = {
  beforeEach: overrideHandlers(
    http.get(LIST, () => HttpResponse.json({ message: 'Proyek gagal dimuat' }, { status: 500 })),
  ),
  play: async ({ canvas }) => {
    await canvas.findByText('Proyek gagal dimuat');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await canvas.findByText('40 days');
  },
};
