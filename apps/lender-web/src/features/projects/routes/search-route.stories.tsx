import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import {
  getGetBookingDetailMockHandler,
  getGetFundingConcentrationMockHandler,
  getGetBookingDetailResponseMock,
  getGetPrivySigningStatusMockHandler,
  getGetProjectDetailMockHandler,
  getGetProjectDetailResponseMock,
  getGetVidaSignEnvelopeStatusMockHandler,
  getListProjectsMockHandler,
  getListProjectsResponseMock,
} from '@pendana/api-sdk/msw';
import { clearPreCheckout, savePreCheckout, type PreCheckout } from '../../../capabilities/signing';
import en from '../../../i18n/messages/en.json';
import id from '../../../i18n/messages/id.json';
import { atPath } from '../../../test/story-router';
import { neverAnswers, overrideHandlers, failsOnceThen } from '../../../test/story-msw';
import { SearchRoute } from './search-route';

const list = getListProjectsResponseMock();
const detail = getGetProjectDetailResponseMock().data;

const meta = {
  title: 'Screens/Search funding',
  component: SearchRoute,
  decorators: [atPath('/dashboard/search-for-funding')],
  parameters: { intl: { messages: { id, en } } },
} satisfies Meta<typeof SearchRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Data: Story = {
  parameters: { visual: { desktop: true } },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 2, name: 'Semua proyek yang dibuka' });
    await expect(
      canvas.getByRole('heading', { name: list.dataProyekAktif[0]!.nama }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: overrideHandlers(neverAnswers('post', '*/api/newProyek/v2/listAll')),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Memuat…');
  },
};

export const NothingMatches: Story = {
  parameters: { path: '/dashboard/search-for-funding?keyword=zzz' },
  beforeEach: overrideHandlers(
    getListProjectsMockHandler({
      ...list,
      dataProyekAktif: [],
      meta: { page: 1, per_page: 10, total: 0, totalPage: 0 },
    }),
  ),
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Tidak ada proyek yang cocok' });
  },
};

export const ErrorThenRetry: Story = {
  beforeEach: failsOnceThen(
    'post',
    '*/api/newProyek/v2/listAll',
    { status: 500, message: 'Layanan proyek sedang gangguan' },
    list,
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Layanan proyek sedang gangguan',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Coba lagi' }));
    await canvas.findByRole('heading', { level: 2, name: 'Semua proyek yang dibuka' });
  },
};

export const ProjectDrawerWithCheckout: Story = {
  parameters: { path: `/dashboard/search-for-funding?drawer=project&id=${detail.id}` },
  beforeEach: overrideHandlers(
    getGetProjectDetailMockHandler({ data: { ...detail, status: 1, tidak_teralokasi: 5_000_000 } }),
  ),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await body.findByRole('heading', { name: 'Danai proyek ini' });
    await expect(body.getByRole('button', { name: 'Danai Sekarang' })).toBeVisible();
  },
};

/**
 * 3 packages more into a project already holding Rp 4.000.000 of the Rp 10.000.000 invested: 7 of 13
 * is 53,84 %, above the 20 % threshold — the warning, and the tick the funding waits for.
 */
export const ConcentrationWarning: Story = {
  parameters: {
    path: `/dashboard/search-for-funding?drawer=project&id=${detail.id}`,
    visual: { page: true },
  },
  beforeEach: overrideHandlers(
    getGetProjectDetailMockHandler({
      data: { ...detail, status: 1, harga_paket: 1_000_000, tidak_teralokasi: 50_000_000 },
    }),
    getGetFundingConcentrationMockHandler({
      data: {
        invested: 10_000_000,
        largest: { id_proyek: detail.id, nama_proyek: detail.nama, amount: 4_000_000 },
        share_bps: 4000,
        threshold_bps: 2000,
        project: { id_proyek: detail.id, amount: 4_000_000 },
      },
    }),
  ),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const count = await body.findByLabelText('Jumlah paket');
    await userEvent.clear(count);
    await userEvent.type(count, '3');
    await body.findByText(/53,84% dari dana Anda/);
    await userEvent.click(body.getByRole('button', { name: 'Danai Sekarang' }));
    await expect(
      await body.findByText('Centang untuk melanjutkan, atau kurangi jumlah paket'),
    ).toBeVisible();
    await expect(body.queryByRole('alertdialog')).toBeNull();
  },
};

export const ShortOfOnePackage: Story = {
  parameters: { path: `/dashboard/search-for-funding?drawer=project&id=${detail.id}` },
  beforeEach: overrideHandlers(
    getGetProjectDetailMockHandler({ data: { ...detail, status: 1, tidak_teralokasi: 0 } }),
  ),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('link', { name: 'Isi Saldo' })).toBeVisible();
  },
};

// Signing before funding: packages held while the agreement is signed.
const held: PreCheckout = {
  provider: 'vida-sign',
  projectId: detail.id,
  paket: 2,
  bookingToken: 'BK-17-1001-aaaaaaaaaaaa',
  docToken: 'DOC-V9-1',
  statusKey: 'env-9',
  link: 'https://sign.example/envelopes/env-9',
};
const hold = {
  ...getGetBookingDetailResponseMock().data,
  docToken: held.bookingToken,
  id_proyek: detail.id,
  paket: 2,
  jumlah_investasi: 2 * detail.harga_paket,
  is_booking: true,
  status: 2 as const,
  expired_at: '2026-11-25T10:00:00+07:00',
};
const holding =
  (record: PreCheckout, ...handlers: Parameters<typeof overrideHandlers>) =>
  (context: object) => {
    savePreCheckout(record);
    overrideHandlers(
      getGetProjectDetailMockHandler({
        data: { ...detail, status: 1, tidak_teralokasi: 50_000_000 },
      }),
      ...handlers,
    )(context);
    return () => clearPreCheckout();
  };

export const SignedBeforeFunding: Story = {
  parameters: { path: `/dashboard/search-for-funding?drawer=project&id=${detail.id}` },
  beforeEach: holding(
    held,
    getGetBookingDetailMockHandler({ data: hold }),
    getGetVidaSignEnvelopeStatusMockHandler({
      data: { envelope_id: 'env-9', status: 'COMPLETED' },
    }),
  ),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await body.findByText(/Akad sudah ditandatangani melalui VIDA Sign/);
    await expect(body.getByRole('button', { name: /Danai paket yang ditahan/ })).toBeVisible();
    await expect(body.getByRole('button', { name: 'Lepaskan paket' })).toBeVisible();
  },
};

export const SigningStillInProgress: Story = {
  parameters: { path: `/dashboard/search-for-funding?drawer=project&id=${detail.id}` },
  beforeEach: holding(
    { ...held, provider: 'privy', docToken: 'DOC-P1', statusKey: 'DOC-P1' },
    getGetBookingDetailMockHandler({ data: hold }),
    getGetPrivySigningStatusMockHandler({ data: { docToken: 'DOC-P1', status: 'In Progress' } }),
  ),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await body.findByText('Persetujuan dokumen masih dalam proses');
    await expect(body.getByRole('button', { name: 'Lanjutkan tanda tangan' })).toBeVisible();
  },
};

export const HoldLoading: Story = {
  parameters: { path: `/dashboard/search-for-funding?drawer=project&id=${detail.id}` },
  beforeEach: holding(held, neverAnswers('get', '*/api/booking-pendanaan/detail/:docToken')),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await body.findByRole('heading', { name: 'Akad pendanaan' });
    await expect(body.queryByRole('button', { name: 'Lepaskan paket' })).toBeNull();
  },
};

export const HoldErrorThenRetry: Story = {
  parameters: { path: `/dashboard/search-for-funding?drawer=project&id=${detail.id}` },
  beforeEach: (context) => {
    let calls = 0;
    return holding(
      held,
      http.get('*/api/booking-pendanaan/detail/:docToken', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ message: 'Layanan pemesanan sedang gangguan' }, { status: 500 })
          : HttpResponse.json({ data: hold });
      }),
      getGetVidaSignEnvelopeStatusMockHandler({ data: { envelope_id: 'env-9', status: 'SENT' } }),
    )(context);
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await body.findByText('Layanan pemesanan sedang gangguan');
    await userEvent.click(body.getByRole('button', { name: 'Coba lagi' }));
    await body.findByText('Persetujuan dokumen masih dalam proses');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Search Funding' });
  },
};
