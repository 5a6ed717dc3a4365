import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import {
  getListFundingYieldsMockHandler,
  getListManagedFundingsMockHandler,
  getVerifyPasswordMockHandler,
} from '@pendana/api-sdk/msw';
import { formatCurrency } from '@pendana/design-system/formatters';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { commonMessages } from '../../../i18n/common-messages';
import { saveSession } from '../../../lib/session';
import { toaster } from '../../../lib/toaster';
import { textOf } from '../../../test/message-text';
import { server, setupMswServer } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import { detailMessages, listMessages, yieldMessages } from '../messages';
import {
  addFundsHandlers,
  fundingLists as lists,
  openFunding as funding,
} from '../../../test/managed-fundings';

setupMswServer();

const t = (descriptor: { id: string }) => textOf(descriptor)!;

describe('manage funding', () => {
  beforeEach(() => saveSession({ token: 'tok-1', userId: '1001', userStatus: 'active' }));
  afterEach(() => vi.restoreAllMocks());

  it('lists each state in its tab, the tab in the URL', async () => {
    server.use(
      getListManagedFundingsMockHandler(
        lists({
          dataProyekAktif: [funding(1), funding(2)],
          dataProyekFull: [funding(3, { status_proyek: 3 })],
          dataProyekClosed: [funding(4, { status_proyek: 2 })],
        }),
      ),
    );
    const { context } = renderApp('/dashboard/my-funding');
    expect(await screen.findByRole('heading', { name: 'Proyek 1' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Proyek 2' })).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: `${t(listMessages.full)} (1)` }));
    expect(await screen.findByRole('heading', { name: 'Proyek 3' })).toBeTruthy();
    expect(context.router.state.location.search).toBe('?tab=full');
    await user.click(screen.getByRole('tab', { name: `${t(listMessages.closed)} (1)` }));
    expect(await screen.findByRole('heading', { name: 'Proyek 4' })).toBeTruthy();
  });

  it("shows a funding's amount, packages and yield rate from the answer", async () => {
    server.use(
      getListManagedFundingsMockHandler(
        lists({
          dataProyekAktif: [
            funding(7, {
              total_dana: 4_500_000,
              jumlah_paket: 9,
              harga_paket: 500_000,
              imbal_hasil: 12.5,
            }),
          ],
        }),
      ),
    );
    renderApp('/dashboard/my-funding');
    const card = (await screen.findByRole('heading', { name: 'Proyek 7' })).closest('article')!;
    expect(card.textContent).toContain(formatCurrency(4_500_000));
    expect(card.textContent).toContain('9 paket');
    expect(card.textContent).toContain('12,50% per tahun');
  });

  it('empty: says so and leads to search', async () => {
    server.use(getListManagedFundingsMockHandler(lists({})));
    renderApp('/dashboard/my-funding');
    expect(await screen.findByText(t(listMessages.emptyTitle))).toBeTruthy();
    expect(
      within(screen.getByRole('main'))
        .getByRole('link', { name: t(listMessages.search) })
        .getAttribute('href'),
    ).toBe('/dashboard/search-for-funding');
  });

  it('a skeleton while loading; an error with Retry', async () => {
    let calls = 0;
    server.use(
      http.post('*/api/newPendanaan/listKelolaInvestasiNewNew', async () => {
        calls += 1;
        if (calls === 1) {
          await delay(50);
          return HttpResponse.json({ message: 'Gangguan layanan pendanaan' }, { status: 500 });
        }
        return HttpResponse.json(lists({ dataProyekAktif: [funding(5)] }));
      }),
    );
    renderApp('/dashboard/my-funding');
    expect(await screen.findByText(t(commonMessages.loading))).toBeTruthy();
    expect(await screen.findByText('Gangguan layanan pendanaan')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: t(commonMessages.retry) }));
    expect(await screen.findByRole('heading', { name: 'Proyek 5' })).toBeTruthy();
  });

  it('the detail and the yield drawers are never open together (spec §2)', async () => {
    server.use(
      getListManagedFundingsMockHandler(
        lists({ dataProyekAktif: [funding(8, { status_proyek: 2 })] }),
      ),
    );
    const { context } = renderApp('/dashboard/my-funding');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Detail Proyek 8' }));
    expect(await screen.findByRole('dialog', { name: 'Proyek 8' })).toBeTruthy();
    expect(context.router.state.location.search).toBe('?drawer=funding&id=8');
    // A link to the yield drawer replaces the detail drawer.
    await context.router.navigate('/dashboard/my-funding?drawer=yield&id=8');
    expect(await screen.findByRole('dialog', { name: t(yieldMessages.title) })).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole('dialog')).toHaveLength(1));
    expect(screen.queryByRole('dialog', { name: 'Proyek 8' })).toBeNull();
  });

  it("§8.14 an empty yield list shows spec §8's text verbatim", async () => {
    server.use(
      getListManagedFundingsMockHandler(lists({ dataProyekAktif: [funding(9)] })),
      getListFundingYieldsMockHandler({ data: [] }),
    );
    renderApp('/dashboard/my-funding?drawer=yield&id=9');
    const drawer = await screen.findByRole('dialog', { name: t(yieldMessages.title) });
    const info = await within(drawer).findByText(
      'Data Imbal Hasil Kosong, karena proyek belum dimulai',
    );
    // Shown as an info notice (spec §8 "Info").
    expect(info.closest('[role="status"]')?.className).toContain('status_info');
  });

  it('the yield rows with their amounts, and the total received of the paid ones', async () => {
    server.use(
      getListManagedFundingsMockHandler(
        lists({ dataProyekClosed: [funding(10, { status_proyek: 2 })] }),
      ),
      getListFundingYieldsMockHandler({
        data: [
          {
            id: 1,
            bulan: 1,
            tanggal_payout: '2026-01-05',
            ket_weekend: null,
            imbal_hasil_diterima: 120_300,
            imbal_hasil_bruto: 141_529,
            pajak_dipotong: 21_229,
            status_payout: 4,
            status_imbal_hasil: 'Dibayar',
          },
          {
            id: 2,
            bulan: 2,
            tanggal_payout: '2026-02-05',
            ket_weekend: null,
            imbal_hasil_diterima: 99_900,
            imbal_hasil_bruto: 99_900,
            pajak_dipotong: null,
            status_payout: 2,
            status_imbal_hasil: 'Ditransfer',
          },
          {
            id: 3,
            bulan: 3,
            tanggal_payout: '2026-03-05',
            ket_weekend: 'Hari libur',
            imbal_hasil_diterima: 120_300,
            imbal_hasil_bruto: 120_300,
            pajak_dipotong: null,
            status_payout: 5,
            status_imbal_hasil: 'Terjadwal',
          },
        ],
      }),
    );
    renderApp('/dashboard/my-funding?tab=closed&drawer=yield&id=10');
    const drawer = await screen.findByRole('dialog', { name: t(yieldMessages.title) });
    await within(drawer).findByText('Bulan ke-3');
    expect(drawer.textContent).toContain('Terjadwal');
    expect(drawer.textContent).toContain('Hari libur');
    const total = within(drawer).getByText(t(yieldMessages.total)).parentElement!;
    expect(total.textContent).toContain(formatCurrency(220_200));
  });

  it("§8.1 a failed imbal call (yield drawer) shows 'Something went wrong', in Indonesian 'Terjadi masalah'", async () => {
    server.use(
      getListManagedFundingsMockHandler(lists({ dataProyekAktif: [funding(11)] })),
      http.post('*/api/v1/lender/imbal_hasil_pendanaan', () =>
        HttpResponse.json({ message: 'boom' }, { status: 500 }),
      ),
    );
    renderApp('/dashboard/my-funding?drawer=yield&id=11');
    expect(await screen.findByText('Terjadi masalah')).toBeTruthy();
  });

  it("§8.15 §9.13 add funds without a server text: 'Tambah Dana Berhasil'; take funds: the server's text; both an 8 s toast", async () => {
    const sent: { path: string; body: unknown }[] = [];
    server.use(
      ...addFundsHandlers((body) => sent.push({ path: 'add', body })),
      http.post('*/api/newPendanaan/ambil-pendanaan', async ({ request }) => {
        sent.push({ path: 'take', body: await request.json() });
        return HttpResponse.json({
          success: 'Dana anda berhasil ditarik ke DANA TERSEDIA',
          nominal: 1_000_000,
          id_pendanaan: 20,
        });
      }),
    );
    vi.spyOn(toaster, 'create');
    renderApp('/dashboard/my-funding?drawer=funding&id=20');
    const user = userEvent.setup();
    const confirm = async (title: string) => {
      const dialog = await screen.findByRole('alertdialog', { name: title });
      await user.type(within(dialog).getByLabelText(/Kata sandi/), 'rahasia123');
      await user.click(within(dialog).getByRole('button', { name: 'Konfirmasi' }));
    };
    const close = async (result: HTMLElement) => {
      await user.click(within(result).getAllByRole('button', { name: 'Tutup' }).at(-1)!);
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Berhasil' })).toBeNull());
    };

    await user.click(await screen.findByRole('button', { name: 'Tambah Dana' }));
    await confirm('Konfirmasi tambah dana');
    const added = await screen.findByRole('dialog', { name: 'Berhasil' });
    expect(added.textContent).toContain('Tambah Dana Berhasil');
    expect(toaster.create).toHaveBeenCalledWith({
      title: 'Tambah Dana Berhasil',
      type: 'success',
      duration: 8000,
    });
    await close(added);

    await user.click(screen.getByRole('button', { name: 'Ambil Dana' }));
    await confirm('Konfirmasi ambil dana');
    const taken = await screen.findByRole('dialog', { name: 'Berhasil' });
    expect(taken.textContent).toContain('Dana anda berhasil ditarik ke DANA TERSEDIA');
    expect(toaster.create).toHaveBeenCalledWith({
      title: 'Dana anda berhasil ditarik ke DANA TERSEDIA',
      type: 'success',
      duration: 8000,
    });
    expect(sent).toEqual([
      { path: 'add', body: { id_pendanaan: 20, paket: 1 } },
      { path: 'take', body: { id_pendanaan: 20, paket: 1 } },
    ]);
  });

  it('funds can be added or taken only while the project raises funds', async () => {
    server.use(
      getListManagedFundingsMockHandler(
        lists({ dataProyekFull: [funding(12, { status_proyek: 3, bisa_ambil_dana: false })] }),
      ),
    );
    renderApp('/dashboard/my-funding?tab=full&drawer=funding&id=12');
    expect(await screen.findByText(t(detailMessages.fundsOnlyWhileActive))).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ambil Dana' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Tambah Dana' })).toBeNull();
  });

  it("a project full only by other lenders' holds: take funds stays (bisa_ambil_dana), add funds does not", async () => {
    const sent: unknown[] = [];
    server.use(
      getListManagedFundingsMockHandler(
        lists({
          dataProyekFull: [
            funding(13, { status_proyek: 3, bisa_ambil_dana: true, jumlah_paket: 2 }),
          ],
        }),
      ),
      getVerifyPasswordMockHandler({ success: 'Kata sandi benar' }),
      http.post('*/api/newPendanaan/ambil-pendanaan', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({
          success: 'Dana anda berhasil ditarik ke DANA TERSEDIA',
          nominal: 1_000_000,
          id_pendanaan: 13,
        });
      }),
    );
    renderApp('/dashboard/my-funding?tab=full&drawer=funding&id=13');
    expect(await screen.findByText(t(detailMessages.fullByHolds))).toBeTruthy();
    expect(screen.queryByText(t(detailMessages.fundsOnlyWhileActive))).toBeNull();
    expect(screen.queryByRole('button', { name: 'Tambah Dana' })).toBeNull();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Ambil Dana' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Konfirmasi ambil dana' });
    await user.type(within(dialog).getByLabelText(/Kata sandi/), 'rahasia123');
    await user.click(within(dialog).getByRole('button', { name: 'Konfirmasi' }));
    expect(await screen.findByRole('dialog', { name: 'Berhasil' })).toBeTruthy();
    expect(sent).toEqual([{ id_pendanaan: 13, paket: 1 }]);
  });
});
