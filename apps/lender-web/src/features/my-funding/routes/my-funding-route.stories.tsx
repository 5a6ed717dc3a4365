import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import {
  getListFundingYieldsMockHandler,
  getListManagedFundingsMockHandler,
  getListManagedFundingsResponseMock,
} from '@pendana/api-sdk/msw';
import en from '../../../i18n/messages/en.json';
import id from '../../../i18n/messages/id.json';
import { atPath } from '../../../test/story-router';
import { neverAnswers, overrideHandlers } from '../../../test/story-msw';
import { MyFundingRoute } from './my-funding-route';

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
  beforeEach: overrideHandlers(
    getListManagedFundingsMockHandler({
      dataProyekAktif: [],
      dataProyekFull: [],
      dataProyekClosed: [],
    }),
  ),
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Belum ada pendanaan di sini' });
  },
};

export const ErrorThenRetry: Story = {
  beforeEach: (context) => {
    let calls = 0;
    overrideHandlers(
      http.post('*/api/newPendanaan/listKelolaInvestasiNewNew', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ message: 'Gangguan layanan pendanaan' }, { status: 500 })
          : HttpResponse.json(lists);
      }),
    )(context);
  },
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
