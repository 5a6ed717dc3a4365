import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import type { EwalletTransaction } from '@pendana/api-sdk';
import {
  getCreateRdfAccountMockHandler,
  getGetRdlAccountMockHandler,
  getGetTopUpLimitMockHandler,
  getGetTopUpStepsMockHandler,
  getListCardsMockHandler,
  getListPaymentOptionsMockHandler,
  getListVirtualAccountsMockHandler,
} from '@pendana/api-sdk/msw';
import en from '../../../i18n/messages/en.json';
import id from '../../../i18n/messages/id.json';
import { atPath } from '../../../test/story-router';
import { neverAnswers, overrideHandlers, failsOnceThen } from '../../../test/story-msw';
import {
  CARD_OPTION as cardOption,
  NO_RDL as noRdl,
  OK_META,
  paymentOption,
  QR_PNG as PNG,
  SAVED_CARDS,
  topUp,
  virtualAccount as va,
  WIDE_LIMITS,
} from './wallet-fixtures';
import { WalletRoute } from './wallet-route';

const meta = {
  title: 'Screens/Top up',
  component: WalletRoute,
  decorators: [atPath('/dashboard/wallet')],
  parameters: { intl: { messages: { id, en } } },
  beforeEach: overrideHandlers(
    getListVirtualAccountsMockHandler({
      data: [va('009', 'BNI', '0091000000001001'), va('451', 'BSI', '4511000000001001')],
    }),
    getGetTopUpStepsMockHandler({
      data: [
        {
          kode_bank: '009',
          nama_bank: 'BNI',
          kanal: 'ATM',
          langkah: ['Masukkan kartu ATM dan PIN Anda', 'Pilih Transfer, lalu Virtual Account'],
        },
      ],
    }),
    getGetRdlAccountMockHandler({ data: noRdl }),
  ),
} satisfies Meta<typeof WalletRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

export const VirtualAccounts: Story = {
  parameters: { visual: { desktop: true } },
  play: async ({ canvas }) => {
    await canvas.findByText('0091 0000 0000 1001');
    await userEvent.click(await canvas.findByRole('button', { name: 'ATM' }));
    await expect(canvas.getByText('Masukkan kartu ATM dan PIN Anda')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: overrideHandlers(neverAnswers('post', '*/api/newProfile/showVaNewNew')),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const NoVirtualAccountYet: Story = {
  beforeEach: overrideHandlers(getListVirtualAccountsMockHandler({ data: [] })),
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Virtual Account belum tersedia' });
  },
};

export const ErrorThenRetry: Story = {
  beforeEach: failsOnceThen(
    'post',
    '*/api/newProfile/showVaNewNew',
    { status: 500, message: 'x' },
    { data: [va('009', 'BNI', '0091000000001001')] },
  ),
  play: async ({ canvas }) => {
    await canvas.findByText('Terjadi kesalahan saat memuat data');
    await userEvent.click(canvas.getByRole('button', { name: 'Coba lagi' }));
    await canvas.findByText('0091 0000 0000 1001');
  },
};

export const LenderAccountActive: Story = {
  parameters: { path: '/dashboard/wallet?method=rdl' },
  beforeEach: overrideHandlers(
    getGetRdlAccountMockHandler({
      data: {
        ...noRdl,
        is_active_rdl: true,
        status: 'active',
        cif_number: '9100012345',
        account_number: '0123456789',
      },
    }),
  ),
  play: async ({ canvas }) => {
    await canvas.findByText('0123456789');
  },
};

export const LenderAccountCreated: Story = {
  parameters: { path: '/dashboard/wallet?method=rdl' },
  beforeEach: overrideHandlers(
    getCreateRdfAccountMockHandler({
      status: 'success',
      message: 'Rekening Dana Lender berhasil dibuat',
      results: [{ step: 'CREATE_ACCOUNT', responseCode: '0001', responseMessage: 'Success' }],
      data: { ...noRdl, is_active_rdl: true, status: 'active', account_number: '0123456789' },
    }),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Buat Rekening Dana Lender' }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(
      await body.findByRole('dialog', { name: 'Rekening Dana Lender berhasil dibuat' }),
    ).toBeVisible();
  },
};

export const LenderAccountFailed: Story = {
  parameters: { path: '/dashboard/wallet?method=rdl' },
  beforeEach: overrideHandlers(
    getCreateRdfAccountMockHandler({
      status: 'failed',
      message: 'Gagal',
      results: [
        { step: 'CREATE_CIF', responseCode: '0102', responseMessage: 'NIK tidak ditemukan' },
      ],
      data: { ...noRdl, status: 'failed' },
    }),
  ),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Buat Rekening Dana Lender' }));
    await canvas.findByText('Data nasabah (CIF): NIK tidak ditemukan');
  },
};

// E-wallet and QRIS (a top-up under way is addressed by its reference).
const detail = (data: EwalletTransaction, meta = OK_META) =>
  overrideHandlers(
    http.post('*/api/v1/lender/ewallet/detail', () => HttpResponse.json({ meta, data })),
  );

export const EwalletOptions: Story = {
  parameters: { path: '/dashboard/wallet?method=ewallet' },
  beforeEach: overrideHandlers(
    getListPaymentOptionsMockHandler({
      data: {
        paymentOptions: [
          paymentOption('ovo', 'OVO'),
          paymentOption('dana', 'DANA', { aktif: false }),
          paymentOption('qris', 'QRIS'),
        ],
      },
    }),
    getGetTopUpLimitMockHandler(WIDE_LIMITS),
  ),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: /^OVO/ }));
    await expect(await canvas.findByRole('button', { name: 'Bayar dengan OVO' })).toBeVisible();
  },
};

export const OvoWaiting: Story = {
  parameters: { path: '/dashboard/wallet?method=ewallet&reference_id=TOP-1' },
  beforeEach: detail(topUp({})),
  play: async ({ canvas }) => {
    await canvas.findByText(/Buka aplikasi OVO/);
  },
};

export const QrisWaiting: Story = {
  parameters: { path: '/dashboard/wallet?method=ewallet&reference_id=TOP-1' },
  beforeEach: detail(topUp({ payment_method: 'qris', qr_string: '000201', qr_image: PNG })),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('img', { name: 'Kode QRIS untuk isi saldo' }),
    ).toBeVisible();
  },
};

export const TopUpPaid: Story = {
  parameters: { path: '/dashboard/wallet?method=ewallet&reference_id=TOP-1' },
  beforeEach: detail(topUp({ status: 3 })),
  play: async ({ canvas }) => {
    await canvas.findByText('Isi saldo berhasil');
  },
};

export const TopUpFailed: Story = {
  parameters: { path: '/dashboard/wallet?method=ewallet&reference_id=TOP-1' },
  beforeEach: detail(topUp({ status: 4 }), {
    code: '17',
    message: 'Transaksi ditolak pengguna',
    error: null,
  }),
  play: async ({ canvas }) => {
    await canvas.findByText('Transaksi ditolak pengguna (kode 17)');
  },
};

export const TopUpExpired: Story = {
  parameters: { path: '/dashboard/wallet?method=ewallet&reference_id=TOP-1' },
  beforeEach: detail(topUp({ status: 8 })),
  play: async ({ canvas }) => {
    await canvas.findByText('Waktu pembayaran habis');
  },
};

// Cards: a valid saved card, an expired one (marked, not choosable), a new card.
const cardHandlers = overrideHandlers(
  getListPaymentOptionsMockHandler({ data: { paymentOptions: [cardOption] } }),
  getGetTopUpLimitMockHandler(WIDE_LIMITS),
  getListCardsMockHandler({ data: { cardList: SAVED_CARDS } }),
);

export const Cards: Story = {
  parameters: { path: '/dashboard/wallet?method=card' },
  beforeEach: cardHandlers,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('radio', { name: /^MASTERCARD/ })).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: /^VISA/ })).toBeChecked();
  },
};

export const DeleteCardConfirmation: Story = {
  parameters: { path: '/dashboard/wallet?method=card' },
  beforeEach: cardHandlers,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /^Hapus kartu MASTERCARD/ }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('alertdialog', { name: 'Hapus kartu?' })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Top up' });
  },
};
