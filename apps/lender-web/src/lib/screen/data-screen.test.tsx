// The data screen against the SDK's MSW handlers (news list, spec §7 News: paged with per_page and
// page): skeleton first, the data, the empty state with its next step, the error with a Retry that
// refetches, pagination kept in the URL.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { getListNewsMockHandler, getListNewsResponseMock } from '@pendana/api-sdk/msw';
import { describe, expect, it, vi } from 'vitest';
import { server, setupMswServer } from '../../test/msw-server';
import { renderScreen } from '../../test/render-screen';
import { NewsScreen } from '../../test/patterns/news-screen';

setupMswServer();

const toNews = vi.fn();

function News() {
  return (
    <NewsScreen
      empty={{ title: 'Belum ada berita', action: <button onClick={toNews}>Ke beranda</button> }}
    />
  );
}

const FIRST_TITLE = 'Pendana Raih Izin Usaha dari OJK';

describe('DataScreen', () => {
  it('shows a skeleton with a loading status (no spinner) until the data arrives', async () => {
    const { container } = renderScreen(<News />);
    expect(screen.getByRole('status').textContent).toBe('Memuat…');
    expect(container.querySelectorAll('[data-part="skeleton"]').length).toBeGreaterThan(0);
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(await screen.findByText(FIRST_TITLE)).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    expect(container.querySelector('[data-part="skeleton"]')).toBeNull();
  });

  it('shows the empty state with its next step', async () => {
    server.use(getListNewsMockHandler({ ...getListNewsResponseMock(), news: [], totalPage: 0 }));
    renderScreen(<News />);
    expect(await screen.findByRole('heading', { name: 'Belum ada berita' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Ke beranda' }));
    expect(toNews).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it("shows the server's message and refetches on Retry", async () => {
    let calls = 0;
    server.use(
      http.post('*/api/news/get', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ message: 'Layanan berita sedang gangguan' }, { status: 500 })
          : HttpResponse.json(getListNewsResponseMock());
      }),
    );
    renderScreen(<News />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Data gagal dimuat');
    expect(alert.textContent).toContain('Layanan berita sedang gangguan');
    await userEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByText(FIRST_TITLE)).toBeTruthy();
    expect(calls).toBe(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says when there was no answer at all (network)', async () => {
    server.use(http.post('*/api/news/get', () => HttpResponse.error()));
    renderScreen(<News />);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Server tidak dapat dihubungi',
    );
  });

  it('keeps the page in the URL: the next page is requested, Back returns to the first', async () => {
    const pages: (string | null)[] = [];
    server.use(
      getListNewsMockHandler(({ request }) => {
        const page = new URL(request.url).searchParams.get('page');
        pages.push(page);
        const base = getListNewsResponseMock();
        return {
          ...base,
          page: Number(page),
          news: [{ ...base.news[0]!, title: `Berita ${page}` }],
        };
      }),
    );
    const view = renderScreen(<News />);
    expect(await screen.findByText('Berita 1')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Halaman 2' }));
    expect(await screen.findByText('Berita 2')).toBeTruthy();
    expect(view.search()).toBe('?page=2');
    await act(() => view.router.navigate(-1));
    expect(await screen.findByText('Berita 1')).toBeTruthy();
    expect(view.search()).toBe('');
    expect(pages.slice(0, 2)).toEqual(['1', '2']);
  });

  it('keeps the data on screen under a warning when a refresh fails', async () => {
    const view = renderScreen(<News />);
    expect(await screen.findByText(FIRST_TITLE)).toBeTruthy();
    server.use(
      http.post('*/api/news/get', () =>
        HttpResponse.json({ message: 'Gangguan' }, { status: 500 }),
      ),
    );
    await act(() => view.queryClient.refetchQueries());
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Gangguan'));
    expect(screen.getByText(FIRST_TITLE)).toBeTruthy();
  });
});
