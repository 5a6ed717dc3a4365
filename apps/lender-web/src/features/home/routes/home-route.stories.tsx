import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import {
  getGetLenderInfoResponseMock,
  getGetPortfolioMockHandler,
  getGetPortfolioResponseMock,
  getGetPortfolioReturnsMockHandler,
  getGetPortfolioReturnsResponseMock,
} from '@pendana/api-sdk/msw';
import { formatCurrency, formatRate } from '@pendana/design-system/formatters';
import en from '../../../i18n/messages/en.json';
import id from '../../../i18n/messages/id.json';
import { atPath } from '../../../test/story-router';
import { neverAnswers, overrideHandlers, failsOnceThen } from '../../../test/story-msw';
import { HomeRoute } from './home-route';

const meta = {
  title: 'Screens/Home',
  component: HomeRoute,
  decorators: [atPath('/dashboard')],
  parameters: { intl: { messages: { id, en } } },
} satisfies Meta<typeof HomeRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

const portfolio = getGetPortfolioResponseMock();

export const Data: Story = {
  parameters: { visual: { desktop: true } },
  play: async ({ canvas }) => {
    const total = await canvas.findByText('Total Aset');
    // The platform health card's chart loads on its own: the picture waits for it.
    await canvas.findByRole('figure', { name: 'TKB90 di akhir setiap bulan, dengan garis 95%' });
    // So does the allocation chart.
    await canvas.findByRole('figure', { name: 'Dana Anda menurut posisinya' });
    await expect(total.nextElementSibling?.textContent).toBe(
      formatCurrency(portfolio.data.rekening.total_aset),
    );
    await expect(canvas.getByRole('link', { name: 'Isi Saldo' })).toHaveAttribute(
      'href',
      '/dashboard/wallet',
    );
    await expect(
      canvas.getByRole('heading', { name: portfolio.data.pendanaan[0]!.nama }),
    ).toBeVisible();
    // The money-history links are touch targets of at least 44 px high (WCAG 2.5.8: 24 px).
    const history = canvas.getByRole('navigation', { name: 'Riwayat uang Anda' });
    for (const link of within(history).getAllByRole('link')) {
      const box = link.getBoundingClientRect();
      await expect(box.height, link.textContent ?? '').toBeGreaterThanOrEqual(44);
      await expect(box.width, link.textContent ?? '').toBeGreaterThanOrEqual(24);
    }
  },
};

/** A withdrawal request waits for the payout: its money is its own line, outside Dana Tersedia. */
export const PendingWithdrawal: Story = {
  beforeEach: overrideHandlers(
    getGetPortfolioMockHandler({
      data: {
        ...portfolio.data,
        rekening: {
          ...portfolio.data.rekening,
          total_aset: 11_900_000,
          dana_tersedia: 2_100_000,
          dicadangkan_penarikan: 800_000,
          dana_teralokasi: 9_000_000,
        },
      },
    }),
  ),
  play: async ({ canvas }) => {
    const reserved = await canvas.findByText('Dicadangkan untuk penarikan', { selector: 'dt' });
    await expect(reserved.nextElementSibling?.textContent).toBe(formatCurrency(800_000));
    const available = canvas.getByText('Dana Tersedia', { selector: 'dt' });
    await expect(available.nextElementSibling?.textContent).toBe(formatCurrency(2_100_000));
  },
};

/** More open fundings than home shows (the newest few): a link to all of them in Manage Funding. */
export const ManyFundings: Story = {
  beforeEach: overrideHandlers(
    getGetPortfolioMockHandler({ data: { ...portfolio.data, jumlah_pendanaan: 42 } }),
  ),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('link', { name: 'Lihat semua 42 pendanaan di Kelola Pendanaan' }),
    ).toHaveAttribute('href', '/dashboard/my-funding');
  },
};

export const Loading: Story = {
  beforeEach: overrideHandlers(neverAnswers('post', '*/api/newProfile/homeLogin')),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Memuat…');
  },
};

export const NoFundings: Story = {
  beforeEach: overrideHandlers(
    getGetPortfolioMockHandler({
      data: {
        ...portfolio.data,
        rekening: {
          total_aset: 0,
          dana_tersedia: 0,
          dicadangkan_penarikan: 0,
          dana_teralokasi: 0,
          bagi_hasil: 0,
          total_pendanaan: 0,
        },
        pendanaan: [],
        jumlah_pendanaan: 0,
      },
    }),
  ),
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Belum ada pendanaan' });
  },
};

export const ErrorThenRetry: Story = {
  beforeEach: failsOnceThen(
    'post',
    '*/api/newProfile/homeLogin',
    { status: 500, message: 'Server Error' },
    portfolio,
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Terjadi masalah');
    await userEvent.click(canvas.getByRole('button', { name: 'Coba lagi' }));
    await canvas.findByText('Total Aset');
  },
};

export const NotVerified: Story = {
  beforeEach: overrideHandlers(
    http.get('*/api/v1/lender_info', () =>
      HttpResponse.json({
        data: {
          ...getGetLenderInfoResponseMock().data,
          user_status: 'notfilled',
          lender_type: 1,
          is_new_lender_ekyc: true,
        },
      }),
    ),
  ),
  play: async ({ canvas }) => {
    await canvas.findByRole('link', { name: 'Lengkapi data diri' });
  },
};

// The honest-return card: one story per state of getPortfolioReturns.
const RETURNS_URL = '*/api/v1/lender/portfolio/returns';
const returns = getGetPortfolioReturnsResponseMock();
const RETURNS_HEADING = 'Imbal hasil bersih tahunan (XIRR)';

export const ReturnsFilled: Story = {
  beforeEach: overrideHandlers(
    getGetPortfolioReturnsMockHandler({
      data: {
        ...returns.data,
        portfolio: { ...returns.data.portfolio, xirr_percent: 10.79, written_off_principal: 0 },
      },
    }),
  ),
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: RETURNS_HEADING });
    await expect(await canvas.findByText('10,79%')).toBeVisible();
    const realised = canvas.getByText('Sudah diterima', { selector: 'dt' });
    await expect(realised.nextElementSibling?.textContent).toBe(
      formatCurrency(returns.data.portfolio.realised_yield),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Cara menghitung' }));
    await expect(canvas.getByRole('button', { name: 'Cara menghitung' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

export const ReturnsWrittenOff: Story = {
  beforeEach: overrideHandlers(
    getGetPortfolioReturnsMockHandler({
      data: {
        ...returns.data,
        portfolio: {
          ...returns.data.portfolio,
          xirr_percent: -100,
          written_off_principal: 4_000_000,
        },
      },
    }),
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(`${formatRate(-100)}%`)).toBeVisible();
    await expect(canvas.getByText(/dihapusbukukan/).textContent).toContain(
      formatCurrency(4_000_000),
    );
  },
};

export const ReturnsNotEnoughData: Story = {
  beforeEach: overrideHandlers(
    getGetPortfolioReturnsMockHandler({
      data: {
        ...returns.data,
        portfolio: { ...returns.data.portfolio, xirr_percent: null, reason: 'not-enough-data' },
      },
    }),
  ),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Belum cukup data — angka muncul 90 hari setelah pendanaan pertama'),
    ).toBeVisible();
  },
};

export const ReturnsLoading: Story = {
  beforeEach: overrideHandlers(neverAnswers('get', RETURNS_URL)),
  play: async ({ canvas }) => {
    await canvas.findByText('Total Aset');
    const heading = canvas.getByRole('heading', { name: RETURNS_HEADING });
    await expect(heading).toBeVisible();
    // The returns card's own skeleton (other cards of the page load on their own).
    await expect(within(heading.closest('section')!).getByRole('status')).toHaveTextContent(
      'Memuat…',
    );
  },
};

export const ReturnsErrorThenRetry: Story = {
  beforeEach: failsOnceThen(
    'get',
    RETURNS_URL,
    { status: 503, message: 'Service Unavailable' },
    returns,
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Server tidak dapat dihubungi',
    );
    await canvas.findByText('Total Aset');
    await userEvent.click(canvas.getByRole('button', { name: 'Coba lagi' }));
    await canvas.findByText(`${formatRate(returns.data.portfolio.xirr_percent!)}%`);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await canvas.findByText('Total assets');
  },
};
