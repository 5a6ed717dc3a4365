import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import { getGetLenderInfoMockHandler, getGetLenderInfoResponseMock } from '@pendana/api-sdk/msw';
import { css } from '@pendana/design-system/styled-system/css';
import en from '../../i18n/messages/en.json';
import id from '../../i18n/messages/id.json';
import { neverAnswers, overrideHandlers } from '../../test/story-msw';
import { DashboardLayout } from './dashboard-layout';

const LENDER_INFO = '*/api/v1/lender_info';

const placeholder = css({
  m: '4',
  p: '6',
  borderWidth: '2px',
  borderStyle: 'dashed',
  borderColor: 'border.default',
  borderRadius: 'lg',
  color: 'fg.muted',
});

/** Where the page goes: the shell's outlet, so the shell is seen alone. */
function PagePlaceholder() {
  return (
    <section className={placeholder}>
      <h1>Isi halaman</h1>
    </section>
  );
}

/** The shell as the layout route of every dashboard page, at `parameters.path` or /dashboard. */
const inDashboardRoute: Decorator = (Story, context) => (
  <MemoryRouter initialEntries={[(context.parameters.path as string | undefined) ?? '/dashboard']}>
    <Routes>
      <Route element={<Story />}>
        <Route path="*" element={<PagePlaceholder />} />
      </Route>
    </Routes>
  </MemoryRouter>
);

const corporate = () => {
  const answer = getGetLenderInfoResponseMock();
  return {
    data: {
      ...answer.data,
      lender_type: 2 as const,
      username: 'demo.korporasi',
      nama: 'PT Amanah Sejahtera',
    },
  };
};

const meta = {
  title: 'Screens/Dashboard shell',
  component: DashboardLayout,
  decorators: [inDashboardRoute],
  parameters: { layout: 'fullscreen', intl: { messages: { id, en } } },
} satisfies Meta<typeof DashboardLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** The menu's links (the sidebar's at the desktop width the play function runs at). */
async function menuLinks(canvas: Canvas, name: string): Promise<string[]> {
  const [nav] = await canvas.findAllByRole('navigation', { name });
  // The nav is there at once; its links come with the lender's account.
  const links = await within(nav!).findAllByRole('link');
  return links.map((link) => link.getAttribute('href') ?? '');
}

/** An individual lender: account, work and heir information in the menu. */
export const Default: Story = {
  parameters: { visual: { desktop: true } },
  play: async ({ canvas }) => {
    await expect(await menuLinks(canvas, 'Menu utama')).toEqual([
      '/dashboard',
      '/dashboard/my-funding',
      '/dashboard/search-for-funding',
      '/dashboard/simulation',
      '/dashboard/my-account',
      '/dashboard/work-information',
      '/dashboard/heir-information',
      '/dashboard/news',
      '/dashboard/setting',
    ]);
    const [nav] = canvas.getAllByRole('navigation', { name: 'Menu utama' });
    await expect(within(nav!).getByRole('link', { name: 'Beranda' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(nav!).getByText('Lainnya')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Keluar' }).length).toBeGreaterThan(0);
    await expect(
      canvas.getAllByRole('link', { name: 'Bantuan via WhatsApp' }).length,
    ).toBeGreaterThan(0);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Isi halaman' })).toBeVisible();
  },
};

/** A corporate lender: one account entry (the company's), no work or heir information. */
export const Corporate: Story = {
  parameters: { visual: { desktop: true } },
  beforeEach: overrideHandlers(getGetLenderInfoMockHandler(corporate())),
  play: async ({ canvas }) => {
    await expect(await menuLinks(canvas, 'Menu utama')).toEqual([
      '/dashboard',
      '/dashboard/my-funding',
      '/dashboard/search-for-funding',
      '/dashboard/simulation',
      '/dashboard/my-account-corporate',
      '/dashboard/news',
      '/dashboard/setting',
    ]);
    await expect(canvas.queryByRole('link', { name: 'Informasi Pekerjaan' })).toBeNull();
  },
};

export const Loading: Story = {
  beforeEach: overrideHandlers(neverAnswers('get', LENDER_INFO)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Memuat…' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Isi halaman' })).toBeNull();
  },
};

export const ServerError: Story = {
  beforeEach: overrideHandlers(
    http.get(LENDER_INFO, () =>
      HttpResponse.json({ message: 'Terjadi Kesalahan' }, { status: 500 }),
    ),
  ),
  play: async ({ canvas }) => {
    await canvas.findByText('Data akun tidak dapat dimuat');
    await expect(canvas.getByText('Terjadi Kesalahan')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Coba lagi' })).toBeEnabled();
    await expect(canvas.queryByRole('heading', { name: 'Isi halaman' })).toBeNull();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  parameters: { path: '/en/dashboard' },
  beforeEach: overrideHandlers(getGetLenderInfoMockHandler(corporate())),
  play: async ({ canvas }) => {
    const links = await menuLinks(canvas, 'Main menu');
    await expect(links).toContain('/en/dashboard/my-account-corporate');
    const [nav] = canvas.getAllByRole('navigation', { name: 'Main menu' });
    await expect(within(nav!).getByRole('link', { name: 'Manage Funding' })).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Log out' }).length).toBeGreaterThan(0);
  },
};
