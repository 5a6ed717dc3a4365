import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import {
  getGetKhazanahDetailMockHandler,
  getGetNewsDetailMockHandler,
  getListFaqCategoriesMockHandler,
  getListKhazanahMockHandler,
  getListNewsMockHandler,
} from '@pendana/api-sdk/msw';
import en from '../../../i18n/messages/en.json';
import id from '../../../i18n/messages/id.json';
import { atPath } from '../../../test/story-router';
import { neverAnswers, overrideHandlers, failsOnceThen } from '../../../test/story-msw';
import {
  FAQ_CATEGORIES,
  FAQ_CONTENTS,
  KHAZANAH_ARTICLE,
  KHAZANAH_PAGE,
  NEWS_ARTICLE,
  NEWS_PAGE_1,
} from './news-fixtures';
import { NewsRoute } from './news-route';

const NEWS = '*/api/news/get';

const meta = {
  title: 'Screens/News',
  component: NewsRoute,
  decorators: [atPath('/dashboard/news')],
  parameters: { intl: { messages: { id, en } } },
  beforeEach: overrideHandlers(
    getListNewsMockHandler(NEWS_PAGE_1),
    getGetNewsDetailMockHandler(NEWS_ARTICLE),
    getListKhazanahMockHandler(KHAZANAH_PAGE),
    getGetKhazanahDetailMockHandler(KHAZANAH_ARTICLE),
    getListFaqCategoriesMockHandler(FAQ_CATEGORIES),
    http.get('*/api/faq/list_content/:category/:group', ({ params }) =>
      HttpResponse.json({
        data: FAQ_CONTENTS[`${String(params.category)}/${String(params.group)}`] ?? [],
      }),
    ),
  ),
} satisfies Meta<typeof NewsRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

export const News: Story = {
  parameters: { visual: { desktop: true } },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Pendana Raih Izin Usaha' });
  },
};

/** An article in the detail popup: its image, its text, its link opening in a new tab. */
export const Article: Story = {
  parameters: { path: '/dashboard/news?drawer=news&id=30' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Berita' });
    await expect(
      await within(dialog).findByRole('img', { name: 'Grafik penyaluran' }),
    ).toBeVisible();
  },
};

export const Khazanah: Story = {
  parameters: { path: '/dashboard/news?tab=khazanah' },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Mengenal Akad Murabahah' });
  },
};

/** The FAQ, searched: every topic's questions. */
export const FaqSearch: Story = {
  parameters: { path: '/dashboard/news?tab=faq' },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Pendaftaran' });
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Cari pertanyaan' }), 'kata sandi');
    await canvas.findByRole('heading', { name: 'Hasil pencarian: 2' });
  },
};

export const Empty: Story = {
  beforeEach: overrideHandlers(
    getListNewsMockHandler({ news: [], page: 1, per_page: 9, totalPage: 0 }),
  ),
  play: async ({ canvas }) => {
    await canvas.findByText('Belum ada berita');
  },
};

export const Loading: Story = {
  beforeEach: overrideHandlers(neverAnswers('post', NEWS)),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const ErrorThenRetry: Story = {
  beforeEach: failsOnceThen(
    'post',
    NEWS,
    { status: 422, message: 'Halaman berita tidak valid' },
    NEWS_PAGE_1,
  ),
  play: async ({ canvas }) => {
    await canvas.findByText('Halaman berita tidak valid');
    await userEvent.click(canvas.getByRole('button', { name: 'Coba lagi' }));
    await canvas.findByRole('heading', { name: 'Pendana Raih Izin Usaha' });
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'News' });
  },
};
