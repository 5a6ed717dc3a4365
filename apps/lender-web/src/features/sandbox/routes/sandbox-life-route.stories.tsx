import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect } from 'storybook/test';
import {
  getGetSandboxProjectLifeMockHandler,
  getListFundedProjectsMockHandler,
} from '@pendana/api-sdk/msw';
import en from '../../../i18n/messages/en.json';
import id from '../../../i18n/messages/id.json';
import { atPath } from '../../../test/story-router';
import { neverAnswers, overrideHandlers } from '../../../test/story-msw';
import { SandboxLifeRoute } from './sandbox-life-route';

const funded = {
  pendanaan_id: 301,
  proyek_id: 17,
  nama_proyek: 'Proyek Cinere',
  total_dana: 10_000_000,
  nominal_awal: 10_000_000,
  tanggal_invest: '2026-05-18',
  tgl_mulai_proyek: '2026-06-01',
  imbal_hasil: 12,
  status_proyek: 2 as const,
};
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
const LIST = '*/api/newProfile/ListProyekFunded';

const meta = {
  title: 'Screens/Sandbox project life',
  component: SandboxLifeRoute,
  decorators: [atPath('/dashboard/sandbox-life')],
  parameters: { intl: { messages: { id, en } } },
  beforeEach: overrideHandlers(
    getListFundedProjectsMockHandler({ data: [funded] }),
    getGetSandboxProjectLifeMockHandler({ data: late }),
  ),
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

/** A repaid project: nothing due, no action left. */
export const Repaid: Story = {
  beforeEach: overrideHandlers(
    getListFundedProjectsMockHandler({ data: [funded] }),
    getGetSandboxProjectLifeMockHandler({
      data: {
        ...late,
        stage: 'repaid',
        next_due: null,
        days_late: 0,
        principal_outstanding: 0,
        actions: {
          pay_next_due: false,
          repay_all: false,
          make_late: false,
          declare_default: false,
        },
      },
    }),
  ),
  play: async ({ canvas }) => {
    await canvas.findByText('Lunas');
  },
};

export const Loading: Story = {
  beforeEach: overrideHandlers(neverAnswers('post', LIST)),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const NoneFunded: Story = {
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
    await canvas.findByText('40 days');
  },
};
