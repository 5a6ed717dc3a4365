// News, khazanah and FAQ on the SDK's MSW handlers: the news paged (page 2, an
// article popup with its image and a safe link; totalPage 50 when absent), a khazanah article, the FAQ
// by category and topic and searched on the page; empty, error with Retry, loading.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import {
  getGetKhazanahDetailMockHandler,
  getGetNewsDetailMockHandler,
  getListFaqCategoriesMockHandler,
  getListKhazanahMockHandler,
} from '@pendana/api-sdk/msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { saveSession } from '../../../lib/session';
import { server, setupMswServer } from '../../../test/msw-server';
import { pickOption } from '../../../test/pick-option';
import { renderApp } from '../../../test/render-app';
import {
  FAQ_CATEGORIES,
  FAQ_CONTENTS,
  KHAZANAH_ARTICLE,
  KHAZANAH_PAGE,
  NEWS_ARTICLE,
  NEWS_PAGE_1,
  NEWS_PAGE_2,
} from './news-fixtures';

setupMswServer();

const PAGE = '/dashboard/news';
const NEWS = '*/api/news/get';

beforeEach(() => {
  saveSession({ token: 'tok-1', userId: '1001', userStatus: 'active' });
  server.use(
    http.post(NEWS, ({ request }) =>
      HttpResponse.json(
        new URL(request.url).searchParams.get('page') === '2' ? NEWS_PAGE_2 : NEWS_PAGE_1,
      ),
    ),
    getGetNewsDetailMockHandler(NEWS_ARTICLE),
    getListKhazanahMockHandler(KHAZANAH_PAGE),
    getGetKhazanahDetailMockHandler(KHAZANAH_ARTICLE),
    getListFaqCategoriesMockHandler(FAQ_CATEGORIES),
    http.get('*/api/faq/list_content/:category/:group', ({ params }) =>
      HttpResponse.json({
        data: FAQ_CONTENTS[`${String(params.category)}/${String(params.group)}`] ?? [],
      }),
    ),
  );
});

describe('news, khazanah and FAQ', () => {
  it('§9.10 pages the news (dated dddd, D MMMM YYYY) and opens an article with its image and a link that opens safely', async () => {
    const user = userEvent.setup();
    renderApp(PAGE);
    expect(await screen.findByRole('heading', { name: 'Pendana Raih Izin Usaha' })).toBeTruthy();
    expect(screen.getAllByText('Redaksi Pendana · Senin, 2 November 2026')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Halaman 2' }));
    await user.click(
      await screen.findByRole('button', { name: 'Baca Imbal Hasil Tersalurkan Tepat Waktu' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Berita' });
    expect(
      await within(dialog).findByRole('heading', { name: 'Imbal Hasil Tersalurkan Tepat Waktu' }),
    ).toBeTruthy();
    const image = within(dialog).getByRole('img', { name: 'Grafik penyaluran' });
    expect(image.getAttribute('src')).toBe('/api/files/news/30-grafik.png');
    const link = within(dialog).getByRole('link', { name: 'OJK' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('opens a khazanah article from its tab', async () => {
    const user = userEvent.setup();
    renderApp(PAGE);
    await user.click(await screen.findByRole('tab', { name: 'Khazanah' }));
    await user.click(await screen.findByRole('button', { name: 'Baca Mengenal Akad Murabahah' }));
    const dialog = await screen.findByRole('dialog', { name: 'Khazanah' });
    expect(await within(dialog).findByText(/keuntungan yang disepakati/)).toBeTruthy();
  });

  it('FAQ: a category and a topic, then the answer; a search finds questions of every topic', async () => {
    const user = userEvent.setup();
    renderApp(`${PAGE}?tab=faq`);
    // The first topic of the first category at first.
    expect(await screen.findByRole('heading', { name: 'Pendaftaran' })).toBeTruthy();
    await pickOption(user, screen.getByRole('combobox', { name: 'Topik' }), 'Penarikan Dana');
    await user.click(
      await screen.findByRole('button', { name: 'Berapa lama penarikan dana diproses?' }),
    );
    expect(await screen.findByText('Paling lambat satu hari kerja ke rekening Anda.')).toBeTruthy();

    await user.type(screen.getByRole('searchbox', { name: 'Cari pertanyaan' }), 'KATA sandi');
    expect(await screen.findByRole('heading', { name: 'Hasil pencarian: 2' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Bagaimana mengganti kata sandi?' }));
    expect(await screen.findByText('Keamanan › Akun')).toBeTruthy();

    await user.clear(screen.getByRole('searchbox', { name: 'Cari pertanyaan' }));
    await user.type(screen.getByRole('searchbox', { name: 'Cari pertanyaan' }), 'deposito');
    expect(
      await screen.findByText('Tidak ada pertanyaan yang cocok dengan "deposito". Coba kata lain.'),
    ).toBeTruthy();
  });

  it('§9.7 no news yet; a page past the end leads back; totalPage absent pages up to 50', async () => {
    const user = userEvent.setup();
    server.use(
      http.post(NEWS, ({ request }) =>
        HttpResponse.json(
          new URL(request.url).searchParams.get('page') === '1'
            ? { news: [], page: 1, per_page: 9, totalPage: 0 }
            : { news: [], page: 7, per_page: 9, totalPage: 5 },
        ),
      ),
    );
    const first = renderApp(PAGE);
    expect(await screen.findByText('Belum ada berita')).toBeTruthy();
    first.unmount();
    renderApp(`${PAGE}?page=7`);
    await user.click(await screen.findByRole('button', { name: 'Ke halaman pertama' }));
    expect(await screen.findByText('Belum ada berita')).toBeTruthy();

    server.use(
      http.post(NEWS, () => HttpResponse.json({ news: NEWS_PAGE_1.news, page: 1, per_page: 9 })),
    );
    renderApp(PAGE);
    const nav = await screen.findByRole('navigation', { name: 'Navigasi halaman' });
    expect(within(nav).getByRole('button', { name: 'Halaman 50' })).toBeTruthy();
  });

  it('§9.8 the news page size is sent as per_page on every page (the same size), and is not shown', async () => {
    const user = userEvent.setup();
    const asked: URLSearchParams[] = [];
    server.use(
      http.post(NEWS, ({ request }) => {
        const query = new URL(request.url).searchParams;
        asked.push(query);
        return HttpResponse.json(query.get('page') === '2' ? NEWS_PAGE_2 : NEWS_PAGE_1);
      }),
    );
    renderApp(PAGE);
    await screen.findByRole('heading', { name: 'Pendana Raih Izin Usaha' });
    await user.click(screen.getByRole('button', { name: 'Halaman 2' }));
    await screen.findByRole('heading', { name: 'Imbal Hasil Tersalurkan Tepat Waktu' });
    const sizes = asked.map((query) => query.get('per_page'));
    expect([...new Set(asked.map((query) => query.get('page')))]).toEqual(['1', '2']);
    expect(sizes[0]).toMatch(/^[1-9]\d*$/);
    expect(new Set(sizes).size).toBe(1);
    // The page size is a request parameter only: nothing on the screen states it.
    expect(screen.getByRole('main').textContent).not.toMatch(/per[ _]page|per halaman/i);
  });

  it('a refused list shows the reason with Retry; a slow one a skeleton', async () => {
    const user = userEvent.setup();
    let calls = 0;
    server.use(
      http.post(NEWS, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ message: 'Halaman berita tidak valid' }, { status: 422 })
          : HttpResponse.json(NEWS_PAGE_1);
      }),
    );
    const first = renderApp(PAGE);
    expect(await screen.findByText('Halaman berita tidak valid')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByRole('heading', { name: 'Pendana Raih Izin Usaha' })).toBeTruthy();
    first.unmount();

    server.use(
      http.post(NEWS, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    renderApp(PAGE);
    await screen.findByRole('heading', { level: 1, name: 'Berita' });
    await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).not.toBeNull());
  });
});
