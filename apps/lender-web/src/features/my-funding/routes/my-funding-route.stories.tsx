import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import {
  getGetPortfolioReturnsMockHandler,
  getGetPortfolioReturnsResponseMock,
  getListFundingYieldsMockHandler,
  getListManagedFundingsMockHandler,
  getListManagedFundingsResponseMock,
} from '@pendana/api-sdk/msw';
import { formatRate } from '@pendana/design-system/formatters';
import en from '../../../i18n/messages/en.json';
import id from '../../../i18n/messages/id.json';
import { atPath } from '../../../test/story-router';
import { neverAnswers, overrideHandlers, failsOnceThen } from '../../../test/story-msw';
import { MyFundingRoute } from './my-funding-route';
import { fundingLists } from '../../../test/managed-fundings';

const lists = getListManagedFundingsResponseMock();
const first = lists.dataProyekAktif[0]!;

const meta = {
  title: 'Screens/Manage funding',
  component: MyFundingRoute,
  decorators: [atPath('/dashboard/my-funding')],
  parameters: { intl: { messages: { id, en } } },
} satisfies Meta<typeof MyFundingRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Data: Story = {
  parameters: { visual: { desktop: true } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: first.nama_proyek })).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: overrideHandlers(
    neverAnswers('post', '*/api/newPendanaan/listKelolaInvestasiNewNew'),
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Memuat…');
  },
};

export const Empty: Story = {
  beforeEach: overrideHandlers(getListManagedFundingsMockHandler(fundingLists({}))),
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Belum ada pendanaan di sini' });
  },
};

export const ErrorThenRetry: Story = {
  beforeEach: failsOnceThen(
    'post',
    '*/api/newPendanaan/listKelolaInvestasiNewNew',
    { status: 500, message: 'Gangguan layanan pendanaan' },
    lists,
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Gangguan layanan pendanaan');
    await userEvent.click(canvas.getByRole('button', { name: 'Coba lagi' }));
    await canvas.findByRole('heading', { name: first.nama_proyek });
  },
};

export const DetailDrawer: Story = {
  parameters: { path: `/dashboard/my-funding?drawer=funding&id=${first.id}` },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await body.findByRole('heading', { name: 'Ambil dana' });
  },
};

// A funding of a project in the full tab: full by sales (nothing to add or take) or full only
// because other lenders hold its last packages (take funds stays open, `bisa_ambil_dana`).
const full = lists.dataProyekFull[0]!;
const fullPath = `/dashboard/my-funding?tab=full&drawer=funding&id=${full.id}`;

export const DetailFull: Story = {
  parameters: { path: fullPath },
  beforeEach: overrideHandlers(
    getListManagedFundingsMockHandler(
      fundingLists({
        ...lists,
        dataProyekFull: [{ ...full, bisa_ambil_dana: false }],
      }),
    ),
  ),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await body.findByText(
      'Dana hanya dapat ditambah atau diambil selama penggalangan dana proyek berlangsung.',
    );
    await expect(body.queryByRole('heading', { name: 'Ambil dana' })).toBeNull();
  },
};

export const DetailFullByHolds: Story = {
  parameters: { path: fullPath },
  beforeEach: overrideHandlers(
    getListManagedFundingsMockHandler(
      fundingLists({
        ...lists,
        dataProyekFull: [{ ...full, bisa_ambil_dana: true }],
      }),
    ),
  ),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await body.findByText(/sedang dipesan pendana lain/);
    await body.findByRole('heading', { name: 'Ambil dana' });
    await expect(body.queryByRole('heading', { name: 'Tambah dana' })).toBeNull();
  },
};

export const YieldDrawer: Story = {
  parameters: { path: `/dashboard/my-funding?drawer=yield&id=${first.id}` },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await body.findByText('Bulan ke-1');
  },
};

export const YieldNotStarted: Story = {
  parameters: { path: `/dashboard/my-funding?drawer=yield&id=${first.id}` },
  beforeEach: overrideHandlers(getListFundingYieldsMockHandler({ data: [] })),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await body.findByText('Data Imbal Hasil Kosong, karena proyek belum dimulai');
  },
};

// The funding's own honest return in the detail drawer: one story per state.
const returns = getGetPortfolioReturnsResponseMock();
const detailPath = `/dashboard/my-funding?drawer=funding&id=${first.id}`;
const returnsOf = (patch: Partial<(typeof returns.data.fundings)[number]>) =>
  getGetPortfolioReturnsMockHandler({
    data: {
      ...returns.data,
      fundings: [
        {
          id_pendanaan: first.id,
          id_proyek: first.proyek_id,
          nama_proyek: first.nama_proyek,
          tanggal_invest: first.tanggal_invest,
          xirr_percent: 11.37,
          reason: null,
          realised_yield: 420_000,
          expected_yield: 1_260_000,
          outstanding_principal: first.total_dana,
          written_off: false,
          ...patch,
        },
      ],
    },
  });

export const DetailReturns: Story = {
  parameters: { path: detailPath },
  beforeEach: overrideHandlers(returnsOf({})),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await body.findByRole('heading', { name: 'Imbal hasil bersih tahunan (XIRR)' });
    await expect(await body.findByText(`${formatRate(11.37)}%`)).toBeVisible();
  },
};

export const DetailReturnsNotEnoughData: Story = {
  parameters: { path: detailPath },
  beforeEach: overrideHandlers(returnsOf({ xirr_percent: null, reason: 'not-enough-data' })),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(
      await body.findByText('Belum cukup data — angka muncul 90 hari setelah pendanaan ini'),
    ).toBeVisible();
  },
};

export const DetailReturnsWrittenOff: Story = {
  parameters: { path: detailPath },
  beforeEach: overrideHandlers(returnsOf({ xirr_percent: -100, written_off: true })),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText(`${formatRate(-100)}%`)).toBeVisible();
    await expect(body.getByText(/dihapusbukukan/)).toBeVisible();
  },
};

export const DetailReturnsLoading: Story = {
  parameters: { path: detailPath },
  beforeEach: overrideHandlers(neverAnswers('get', '*/api/v1/lender/portfolio/returns')),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const heading = await body.findByRole('heading', { name: 'Imbal hasil bersih tahunan (XIRR)' });
    const section = heading.closest('section')!;
    await expect(await within(section).findByRole('status')).toHaveTextContent('Memuat…');
  },
};

export const DetailReturnsError: Story = {
  parameters: { path: detailPath },
  beforeEach: overrideHandlers(
    http.get('*/api/v1/lender/portfolio/returns', () =>
      HttpResponse.json({ message: 'Gangguan layanan imbal hasil' }, { status: 500 }),
    ),
  ),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText('Gangguan layanan imbal hasil')).toBeVisible();
    await expect(body.getByRole('button', { name: 'Coba lagi' })).toBeVisible();
  },
};

export const DetailReturnsEnglish: Story = {
  parameters: { path: `/en${detailPath}` },
  globals: { locale: 'en' },
  beforeEach: overrideHandlers(returnsOf({})),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await body.findByRole('heading', { name: 'Net annual return (XIRR)' });
    await expect(await body.findByText(`${formatRate(11.37)}%`)).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Manage Funding' });
  },
};
