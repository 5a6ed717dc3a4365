import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import type { ProjectItem, ProjectSearchRequest } from '@pendana/api-sdk';
import {
  getGetProjectDetailMockHandler,
  getGetProjectDetailResponseMock,
  getListProjectsResponseMock,
} from '@pendana/api-sdk/msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { commonMessages } from '../../../i18n/common-messages';
import { saveSession } from '../../../lib/session';
import { toaster } from '../../../lib/toaster';
import { textOf } from '../../../test/message-text';
import { server, setupMswServer } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import { packagesMessages } from '../../../capabilities/money-action';
import { checkoutMessages, detailMessages, searchMessages } from '../messages';

setupMswServer();

const t = (descriptor: { id: string }) => textOf(descriptor)!;
const example = getListProjectsResponseMock().dataProyekAktif[0]!;
const project = (id: number, patch: Partial<ProjectItem> = {}): ProjectItem => ({
  ...example,
  id,
  nama: `Proyek Nomor ${id}`,
  ...patch,
});
const answer = (active: ProjectItem[], totalPage = 1) => ({
  ...getListProjectsResponseMock(),
  dataProyekAktif: active,
  meta: { page: 1, per_page: 10, total: active.length, totalPage },
});
const names = (region: HTMLElement) =>
  within(region)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

/** Every listAll body the screen sent. */
function recordSearches(active: ProjectItem[], totalPage = 1): ProjectSearchRequest[] {
  const bodies: ProjectSearchRequest[] = [];
  server.use(
    http.post('*/api/newProyek/v2/listAll', async ({ request }) => {
      bodies.push((await request.json()) as ProjectSearchRequest);
      return HttpResponse.json(answer(active, totalPage));
    }),
  );
  return bodies;
}

describe('search funding', () => {
  beforeEach(() => saveSession({ token: 'tok-1', userId: '1001', userStatus: 'active' }));
  afterEach(() => vi.restoreAllMocks());

  it('§9.6 features the projects at positions 2 to 5 of the list (slice 1 to 5), then the whole list', async () => {
    recordSearches([1, 2, 3, 4, 5, 6, 7].map((id) => project(id)));
    renderApp('/dashboard/search-for-funding');
    const featured = (
      await screen.findByRole('heading', { level: 2, name: t(searchMessages.featured) })
    ).closest('section')!;
    expect(names(featured)).toEqual([2, 3, 4, 5].map((id) => `Proyek Nomor ${id}`));
    const all = screen.getByRole('heading', { level: 2, name: t(searchMessages.allProjects) });
    expect(names(all.closest('section')!)).toHaveLength(7);
  });

  it('§5.17 shows the checkout item fields of spec §3 with progress and days left (1234 packages as 1.234)', async () => {
    recordSearches([
      project(9, {
        harga_paket: 500_000,
        sisa_paket: 1234,
        imbal_hasil: 13.5,
        tenor: 18,
        dayleft: 6,
        terkumpul: 40,
      }),
    ]);
    renderApp('/dashboard/search-for-funding');
    const card = (await screen.findByRole('heading', { name: 'Proyek Nomor 9' })).closest(
      'article',
    )!;
    const text = card.textContent ?? '';
    expect(text).toContain('Rp\u00a0500.000');
    expect(text).toContain('1.234');
    expect(text).toContain('13,50% per tahun');
    expect(text).toContain('18 bulan');
    expect(text).toContain('6 hari');
    expect(text).toContain('Terkumpul 40%');
    expect(text).toContain(example.alamat);
  });

  it('keeps keyword, akad and sort in the URL and sends them; a changed filter goes back to page 1', async () => {
    const bodies = recordSearches([project(1)], 3);
    const { context } = renderApp('/dashboard/search-for-funding?page=2');
    await screen.findByRole('heading', { name: 'Proyek Nomor 1' });
    expect(bodies.at(-1)).toMatchObject({ page: 2, sort: 'imbal_hasil' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(t(searchMessages.keyword)), 'Cinere');
    await user.click(screen.getByRole('button', { name: t(searchMessages.apply) }));
    await waitFor(() => expect(bodies.at(-1)).toMatchObject({ page: 1, keyword: 'Cinere' }));
    expect(context.router.state.location.search).toBe('?keyword=Cinere');
    // A filtered list has no featured view.
    expect(screen.queryByRole('heading', { name: t(searchMessages.featured) })).toBeNull();
  });

  it('reads the filters from a shared link', async () => {
    const bodies = recordSearches([project(1)]);
    renderApp('/dashboard/search-for-funding?keyword=Depok&akad=Mudharabah&sort=dayleft');
    await screen.findByRole('heading', { name: 'Proyek Nomor 1' });
    expect(bodies.at(-1)).toEqual({
      page: 1,
      per_page: 10,
      keyword: 'Depok',
      akad: 'Mudharabah',
      sort: 'dayleft',
    });
    expect((screen.getByLabelText(t(searchMessages.keyword)) as HTMLInputElement).value).toBe(
      'Depok',
    );
  });

  it('empty with filters: says nothing matches and clears them', async () => {
    recordSearches([]);
    const { context } = renderApp('/dashboard/search-for-funding?keyword=zzz');
    expect(await screen.findByText(t(searchMessages.emptyTitle))).toBeTruthy();
    const clear = screen.getAllByRole('button', { name: t(searchMessages.reset) });
    await userEvent.setup().click(clear.at(-1)!);
    await waitFor(() => expect(context.router.state.location.search).toBe(''));
  });

  it('empty without filters: no project open yet, and the way home', async () => {
    recordSearches([]);
    renderApp('/dashboard/search-for-funding');
    expect(await screen.findByText(t(searchMessages.noneOpenTitle))).toBeTruthy();
    expect(screen.getByRole('link', { name: t(searchMessages.toHome) }).getAttribute('href')).toBe(
      '/dashboard',
    );
  });

  it('a skeleton while loading; an error with Retry that loads the list', async () => {
    let calls = 0;
    server.use(
      http.post('*/api/newProyek/v2/listAll', async () => {
        calls += 1;
        if (calls === 1) {
          await delay(50);
          return HttpResponse.json({ message: 'Layanan proyek sedang gangguan' }, { status: 500 });
        }
        return HttpResponse.json(answer([project(3)]));
      }),
    );
    renderApp('/dashboard/search-for-funding');
    expect(await screen.findByText(t(commonMessages.loading))).toBeTruthy();
    expect(await screen.findByText('Layanan proyek sedang gangguan')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: t(commonMessages.retry) }));
    expect(await screen.findByRole('heading', { name: 'Proyek Nomor 3' })).toBeTruthy();
  });

  it('opens the project drawer from its card, addressed by the URL; Escape closes it', async () => {
    recordSearches([project(17)]);
    const { context } = renderApp('/dashboard/search-for-funding');
    const user = userEvent.setup();
    // The button says 'Lihat proyek' and names the project for screen readers.
    await user.click(await screen.findByRole('button', { name: 'Lihat proyek Proyek Nomor 17' }));
    const drawer = await screen.findByRole('dialog', { name: 'Proyek Nomor 17' });
    expect(context.router.state.location.search).toBe('?drawer=project&id=17');
    expect(await within(drawer).findByText(t(checkoutMessages.heading))).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(context.router.state.location.search).toBe(''));
  });

  it('checkout names the limit that applies: the slots, or the balance (with top up)', async () => {
    recordSearches([project(17)]);
    const detail = getGetProjectDetailResponseMock().data;
    server.use(
      getGetProjectDetailMockHandler({
        data: {
          ...detail,
          status: 1,
          harga_paket: 1_000_000,
          sisa_paket: 3,
          tidak_teralokasi: 10_000_000,
        },
      }),
    );
    const first = renderApp('/dashboard/search-for-funding?drawer=project&id=17');
    const user = userEvent.setup();
    const count = await screen.findByLabelText(t(packagesMessages.label));
    await user.clear(count);
    await user.type(count, '4');
    expect(await screen.findByText('Sisa paket proyek ini tinggal 3')).toBeTruthy();
    expect(screen.queryByRole('link', { name: t(packagesMessages.topUp) })).toBeNull();
    first.unmount();

    server.use(
      getGetProjectDetailMockHandler({
        data: {
          ...detail,
          status: 1,
          harga_paket: 1_000_000,
          sisa_paket: 30,
          tidak_teralokasi: 2_500_000,
        },
      }),
    );
    renderApp('/dashboard/search-for-funding?drawer=project&id=17');
    const again = await screen.findByLabelText(t(packagesMessages.label));
    await user.clear(again);
    await user.type(again, '3');
    expect(await screen.findByText('Dana tersedia Anda cukup untuk 2 paket')).toBeTruthy();
    expect(screen.getByRole('link', { name: t(packagesMessages.topUp) }).getAttribute('href')).toBe(
      '/dashboard/wallet',
    );
  });

  it("§4.19 §8.15 §9.13 checkout: the password modal, the password verified, then the checkout, then the success modal with the server's text (8 s toast)", async () => {
    recordSearches([project(17)]);
    const calls: string[] = [];
    server.use(
      getGetProjectDetailMockHandler({
        data: {
          ...getGetProjectDetailResponseMock().data,
          status: 1,
          harga_paket: 1_000_000,
          sisa_paket: 3,
          tidak_teralokasi: 10_000_000,
        },
      }),
      http.post('*/api/newAuth/verifyPassword', async ({ request }) => {
        calls.push(`verify ${JSON.stringify(await request.json())}`);
        return HttpResponse.json({ success: 'Kata sandi benar' });
      }),
      http.post('*/api/newProyek/checkout_new', async ({ request }) => {
        calls.push(`checkout ${JSON.stringify(await request.json())}`);
        return HttpResponse.json({ success: 'Berhasil Checkout Pendanaan' });
      }),
    );
    vi.spyOn(toaster, 'create');
    renderApp('/dashboard/search-for-funding?drawer=project&id=17');
    const user = userEvent.setup();
    const count = await screen.findByLabelText(t(packagesMessages.label));
    await user.clear(count);
    await user.type(count, '2');
    await user.click(screen.getByRole('button', { name: 'Danai Sekarang' }));
    // 1. The password modal; nothing is sent yet.
    const password = await screen.findByRole('alertdialog', { name: 'Konfirmasi pendanaan' });
    expect(calls).toEqual([]);
    expect(screen.queryByRole('dialog', { name: 'Berhasil' })).toBeNull();
    await user.type(within(password).getByLabelText(/Kata sandi/), 'rahasia123');
    await user.click(within(password).getByRole('button', { name: 'Konfirmasi' }));
    // 2.–4. The password verified, then the checkout, then the success modal.
    const success = await screen.findByRole('dialog', { name: 'Berhasil' });
    expect(calls).toEqual([
      'verify {"password":"rahasia123"}',
      'checkout {"id_proyek":17,"paket":2}',
    ]);
    expect(success.textContent).toContain('Berhasil Checkout Pendanaan');
    expect(screen.queryByRole('alertdialog', { name: 'Konfirmasi pendanaan' })).toBeNull();
    expect(toaster.create).toHaveBeenCalledWith({
      title: 'Berhasil Checkout Pendanaan',
      type: 'success',
      duration: 8000,
    });
  });

  it('a project that is not raising funds shows why, and no checkout', async () => {
    recordSearches([project(17)]);
    const detail = getGetProjectDetailResponseMock().data;
    server.use(getGetProjectDetailMockHandler({ data: { ...detail, status: 3 } }));
    renderApp('/dashboard/search-for-funding?drawer=project&id=17');
    expect(await screen.findByText(t(detailMessages.notOpen))).toBeTruthy();
    expect(screen.queryByLabelText(t(packagesMessages.label))).toBeNull();
  });
});
