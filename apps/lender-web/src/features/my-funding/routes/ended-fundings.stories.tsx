import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  getListManagedFundingsMockHandler,
  getListManagedFundingsResponseMock,
} from '@pendana/api-sdk/msw';
import en from '../../../i18n/messages/en.json';
import id from '../../../i18n/messages/id.json';
import { atPath } from '../../../test/story-router';
import { failsOnceThen, neverAnswers, overrideHandlers } from '../../../test/story-msw';
import { MyFundingRoute } from './my-funding-route';
import { fundingLists } from '../../../test/managed-fundings';

// Manage Funding's Ended tab (a repaid and a defaulted funding in the contract's example), its
// drawer, and the late badge on an open funding's card: one story per state.
const lists = getListManagedFundingsResponseMock();
const repaid = lists.dataProyekSelesai.find((f) => !f.gagal_bayar)!;
const defaulted = lists.dataProyekSelesai.find((f) => f.gagal_bayar)!;
const first = lists.dataProyekAktif[0]!;
const ENDED = '/dashboard/my-funding?tab=ended';
const LIST_URL = '*/api/newPendanaan/listKelolaInvestasiNewNew';

const meta = {
  title: 'Screens/Manage funding/Ended and late',
  component: MyFundingRoute,
  decorators: [atPath(ENDED)],
  parameters: { intl: { messages: { id, en } } },
} satisfies Meta<typeof MyFundingRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ended: Story = {
  parameters: { visual: { desktop: true } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: repaid.nama_proyek })).toBeVisible();
    await expect(canvas.getByText('Lunas')).toBeVisible();
    await expect(canvas.getByText('Gagal bayar')).toBeVisible();
  },
};

export const EndedEmpty: Story = {
  beforeEach: overrideHandlers(
    getListManagedFundingsMockHandler(fundingLists({ ...lists, dataProyekSelesai: [] })),
  ),
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Belum ada pendanaan yang selesai' });
    await expect(canvas.getByRole('button', { name: 'Lihat pendanaan aktif' })).toBeVisible();
  },
};

export const EndedLoading: Story = {
  beforeEach: overrideHandlers(neverAnswers('post', LIST_URL)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Memuat…');
  },
};

export const EndedErrorThenRetry: Story = {
  beforeEach: failsOnceThen(
    'post',
    LIST_URL,
    { status: 500, message: 'Gangguan layanan pendanaan' },
    lists,
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Gangguan layanan pendanaan');
    await userEvent.click(canvas.getByRole('button', { name: 'Coba lagi' }));
    await canvas.findByRole('heading', { name: repaid.nama_proyek });
  },
};

export const EndedDetail: Story = {
  parameters: { path: `${ENDED}&drawer=funding&id=${repaid.id}` },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await body.findByRole('table', { name: 'Pembayaran diterima' });
    await body.findByRole('heading', { name: 'Akad pendanaan' });
  },
};

export const DefaultedCard: Story = {
  beforeEach: overrideHandlers(
    getListManagedFundingsMockHandler(fundingLists({ ...lists, dataProyekSelesai: [defaulted] })),
  ),
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: defaulted.nama_proyek });
    await expect(canvas.getByText('Gagal bayar')).toBeVisible();
    await expect(canvas.getByText('Pokok dihapusbukukan')).toBeVisible();
  },
};

export const LateCard: Story = {
  parameters: { path: '/dashboard/my-funding' },
  beforeEach: overrideHandlers(
    getListManagedFundingsMockHandler(
      fundingLists({
        ...lists,
        dataProyekAktif: [{ ...first, hari_terlambat: 12 }, ...lists.dataProyekAktif.slice(1)],
      }),
    ),
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Terlambat 12 hari')).toBeVisible();
  },
};

export const LateEnglish: Story = {
  parameters: { path: '/en/dashboard/my-funding' },
  globals: { locale: 'en' },
  beforeEach: overrideHandlers(
    getListManagedFundingsMockHandler(
      fundingLists({
        ...lists,
        dataProyekAktif: [{ ...first, hari_terlambat: 12 }, ...lists.dataProyekAktif.slice(1)],
      }),
    ),
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('12 days late')).toBeVisible();
  },
};

export const EndedEnglish: Story = {
  parameters: { path: `/en${ENDED}` },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: repaid.nama_proyek });
    await expect(canvas.getByRole('tab', { name: 'Ended (2)' })).toBeVisible();
    await expect(canvas.getByText('Defaulted')).toBeVisible();
  },
};
