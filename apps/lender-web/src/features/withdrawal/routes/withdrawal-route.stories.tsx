import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  getGetWithdrawalInfoMockHandler,
  getListWithdrawalHistoryMockHandler,
  getListWithdrawalReasonsMockHandler,
} from '@pendana/api-sdk/msw';
import en from '../../../i18n/messages/en.json';
import id from '../../../i18n/messages/id.json';
import { atPath } from '../../../test/story-router';
import { neverAnswers, overrideHandlers, failsOnceThen } from '../../../test/story-msw';
import { historyItem, WITHDRAWAL_INFO } from './withdrawal-fixtures';
import { WithdrawalRoute } from './withdrawal-route';

const info = WITHDRAWAL_INFO;
const item = historyItem;
const history = [
  item({ id: 3, jumlah_penarikan: 300_000 }),
  item({
    id: 2,
    status: 'Gagal',
    status_transaksi: 4,
    tanggal_keputusan: '2026-11-21',
    alasan_penolakan: 'Bank tujuan menolak transfer',
  }),
  item({ id: 1, status: 'Disetujui', status_transaksi: 3, tanggal_keputusan: '2026-11-21' }),
];
const reasons = {
  alasan_penarikan: [
    { kode: '01', alasan: 'Kebutuhan pribadi' },
    { kode: '02', alasan: 'Biaya pendidikan' },
  ],
};

const meta = {
  title: 'Screens/Withdrawal',
  component: WithdrawalRoute,
  decorators: [atPath('/dashboard/withdrawal')],
  parameters: { intl: { messages: { id, en } } },
  beforeEach: overrideHandlers(
    getGetWithdrawalInfoMockHandler({ data: info }),
    getListWithdrawalReasonsMockHandler(reasons),
    getListWithdrawalHistoryMockHandler({ history }),
  ),
} satisfies Meta<typeof WithdrawalRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Data: Story = {
  parameters: { visual: { desktop: true } },
  play: async ({ canvas }) => {
    await canvas.findByText('Alasan penolakan: Bank tujuan menolak transfer');
    const limits = await canvas.findByText(/Minimal Rp\s?100\.000, maksimal Rp\s?1\.500\.000/);
    await expect(limits).toBeVisible();
  },
};

export const RefusedBeforeSending: Story = {
  play: async ({ canvas }) => {
    const amount = await canvas.findByLabelText(/Jumlah penarikan/);
    await userEvent.type(amount, '50000');
    await userEvent.click(canvas.getByRole('button', { name: 'Tarik Dana' }));
    await canvas.findByText('Jumlah di bawah batas minimum');
  },
};

export const Loading: Story = {
  beforeEach: overrideHandlers(
    neverAnswers('post', '*/api/newRekening/showPenarikan'),
    neverAnswers('post', '*/api/newRekening/historyPenarikanDana'),
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[aria-busy="true"]').length).toBe(2);
  },
};

export const ErrorThenRetry: Story = {
  beforeEach: failsOnceThen(
    'post',
    '*/api/newRekening/historyPenarikanDana',
    { status: 500, message: 'x' },
    { history },
  ),
  play: async ({ canvas }) => {
    await canvas.findByText('Ups, terjadi masalah');
    await userEvent.click(canvas.getByRole('button', { name: 'Coba lagi' }));
    await canvas.findByText('Alasan penolakan: Bank tujuan menolak transfer');
  },
};

export const NoWithdrawalsYet: Story = {
  beforeEach: overrideHandlers(getListWithdrawalHistoryMockHandler({ history: [] })),
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Belum ada penarikan' });
  },
};

export const NoPayoutAccount: Story = {
  beforeEach: overrideHandlers(
    getGetWithdrawalInfoMockHandler({
      data: { ...info, rekening: null, bank: null, kode_bank: null, nama: null },
    }),
  ),
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Rekening bank belum terdaftar' });
    await expect(canvas.getByRole('link', { name: 'Ke Beranda' })).toBeVisible();
  },
};

export const BelowTheMinimum: Story = {
  beforeEach: overrideHandlers(
    getGetWithdrawalInfoMockHandler({ data: { ...info, tersedia_ditarik: 50_000 } }),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(/masih di bawah penarikan minimum/);
    await expect(canvas.getByRole('link', { name: 'Isi Saldo' })).toBeVisible();
  },
};

export const PayoutHold: Story = {
  beforeEach: overrideHandlers(
    getGetWithdrawalInfoMockHandler({
      data: {
        ...info,
        penahanan: {
          sampai: '2026-11-28T10:30:00.000Z',
          alasan: 'password_reset',
          pesan:
            'Penarikan ditahan sampai 28 November 2026 pukul 17.30 WIB karena kata sandi diatur ulang.',
        },
      },
    }),
  ),
  play: async ({ canvas }) => {
    await canvas.findByText('Penarikan sedang ditahan');
    await expect(canvas.queryByLabelText(/Jumlah/)).toBeNull();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Withdraw funds' });
  },
};
