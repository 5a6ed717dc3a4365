// Portfolio and certificate on the SDK's MSW handlers: the certificate profile's
// figures, the certificate opened in a new tab and downloaded under the server's name, below the
// minimum the next step instead,
// and 'Something went wrong' on a non-200 of either call.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import {
  getGetCertificateProfileMockHandler,
  getListManagedFundingsMockHandler,
  getListManagedFundingsResponseMock,
} from '@pendana/api-sdk/msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as screenKit from '../../../lib/screen/save-blob';
import { screenMessages } from '../../../lib/screen/messages';
import { saveSession } from '../../../lib/session';
import { fundingLists, openFunding, pagedFundingsHandler } from '../../../test/managed-fundings';
import { textOf } from '../../../test/message-text';
import { server, setupMswServer } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import { listMessages } from '../messages';
import { CERTIFICATE_PROFILE } from './portfolio-fixtures';

setupMswServer();

const PAGE = '/dashboard/portfolio';
const PROFILE = CERTIFICATE_PROFILE;
const t = (descriptor: { id: string }) => textOf(descriptor)!;

beforeEach(() => {
  saveSession({ token: 'tok-1', userId: '1001', userStatus: 'active' });
  server.use(getGetCertificateProfileMockHandler({ data: PROFILE }));
});
afterEach(() => vi.restoreAllMocks());

describe('portfolio and certificate', () => {
  it("§9.9 shows the server's figures (Rp with dot thousands) and downloads the certificate under the server's file name", async () => {
    const saved: string[] = [];
    vi.spyOn(screenKit, 'saveBlob').mockImplementation((_blob, name) => saved.push(name));
    server.use(
      http.post('*/api/newRekening/viewSertifikat', () =>
        HttpResponse.arrayBuffer(new TextEncoder().encode('%PDF-1.7 x').buffer, {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': 'attachment; filename="sertifikat-1001.pdf"',
          },
        }),
      ),
    );
    renderApp(PAGE);
    const assets = (await screen.findByRole('heading', { name: 'Aset Anda' })).closest('section')!;
    expect(assets.textContent).toMatch(/Total aset\s*Rp\s?11\.650\.000/);
    expect(assets.textContent).toContain('8808101812345678');
    expect(assets.textContent).toContain('Sudah ditandatangani');
    await userEvent.click(screen.getByRole('button', { name: 'Unduh sertifikat' }));
    await waitFor(() => expect(saved).toEqual(['sertifikat-1001.pdf']));

    // Opened: a tab at the click, the PDF in it.
    const tab = { opener: 'app', closed: false, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    URL.createObjectURL = vi.fn(() => 'blob:test/certificate');
    await userEvent.click(screen.getByRole('button', { name: 'Buka sertifikat' }));
    await waitFor(() => expect(tab.location.href).toBe('blob:test/certificate'));
    expect(screen.getByText('sertifikat-1001.pdf dibuka di tab baru')).toBeTruthy();
    expect(saved).toHaveLength(1);
  });

  it('lists the open fundings with their state and yield rate, each leading to its funding', async () => {
    const example = getListManagedFundingsResponseMock().dataProyekAktif[0]!;
    server.use(
      getListManagedFundingsMockHandler({
        dataProyekAktif: [
          {
            ...example,
            id: 41,
            nama_proyek: 'Proyek Cinere',
            status_proyek: 1,
            total_dana: 2_000_000,
            imbal_hasil: 15,
          },
        ],
        dataProyekFull: [],
        dataProyekClosed: [
          {
            ...example,
            id: 42,
            nama_proyek: 'Proyek Cibubur',
            status_proyek: 2,
            total_dana: 5_000_000,
            imbal_hasil: 13.5,
          },
        ],
        dataProyekSelesai: [],
        meta: {
          page: 1,
          per_page: 10,
          total: {
            dataProyekAktif: 1,
            dataProyekFull: 0,
            dataProyekClosed: 1,
            dataProyekSelesai: 0,
          },
        },
      }),
    );
    renderApp(PAGE);
    const table = await screen.findByRole('table', { name: 'Pendanaan Anda' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual([
      expect.stringMatching(/^Proyek CinereRp\s?2\.000\.000Menggalang dana15% per tahun$/),
      expect.stringMatching(/^Proyek CibuburRp\s?5\.000\.000Berjalan13,50% per tahun$/),
    ]);
    expect(within(table).getByRole('link', { name: 'Proyek Cibubur' }).getAttribute('href')).toBe(
      '/dashboard/my-funding?drawer=funding&id=42',
    );
  });

  it("lists every open funding a page at a time, with each list's count from the server", async () => {
    // 12 raising funds (ids 101–112), 2 full, 13 running (ids 301–313): two pages of 10 of the
    // active and the closed lists.
    const all = fundingLists({
      dataProyekAktif: Array.from({ length: 12 }, (_, k) =>
        openFunding(101 + k, { status_proyek: 1 }),
      ),
      dataProyekFull: [201, 202].map((id) => openFunding(id, { status_proyek: 3 })),
      dataProyekClosed: Array.from({ length: 13 }, (_, k) =>
        openFunding(301 + k, { status_proyek: 2 }),
      ),
    });
    const asked: URLSearchParams[] = [];
    server.use(pagedFundingsHandler(all, asked));
    renderApp(PAGE);
    const list = (await screen.findByRole('heading', { name: t(listMessages.heading) })).closest(
      'section',
    )!;
    const table = await within(list).findByRole('table', { name: t(listMessages.heading) });
    const names = () =>
      within(table)
        .getAllByRole('link')
        .map((link) => link.textContent);
    // Each list's count is the server's total, not the rows loaded.
    const count = (label: string) =>
      within(list).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(count(t(listMessages.countActive))).toBe('12');
    expect(count(t(listMessages.countFull))).toBe('2');
    expect(count(t(listMessages.countClosed))).toBe('13');
    // The first page of the active list; the full and running ones follow once it is read to its end.
    expect(names()).toEqual(all.dataProyekAktif.slice(0, 10).map((f) => f.nama_proyek));
    expect(screen.queryByText(t(listMessages.endOfList))).toBeNull();

    const user = userEvent.setup();
    const loadMore = () => within(list).getByRole('button', { name: t(screenMessages.loadMore) });
    await user.click(loadMore());
    await within(table).findByRole('link', { name: 'Proyek 310' });
    await user.click(loadMore());
    await within(table).findByRole('link', { name: 'Proyek 313' });
    // Every open funding once, in the server's order.
    expect(names()).toEqual(
      [...all.dataProyekAktif, ...all.dataProyekFull, ...all.dataProyekClosed].map(
        (f) => f.nama_proyek,
      ),
    );
    expect(within(list).queryByRole('button', { name: t(screenMessages.loadMore) })).toBeNull();
    expect(within(list).getByText(t(listMessages.endOfList))).toBeTruthy();
    expect(
      asked.map((query) => `${query.get('tab')} ${query.get('page')} ${query.get('per_page')}`),
    ).toEqual(['null null null', 'aktif 2 10', 'closed 2 10']);
  });

  it('below the minimum: no certificate, and the way to fund', async () => {
    server.use(
      getGetCertificateProfileMockHandler({
        data: { ...PROFILE, total_aset: 500_000, certificate_available: false },
      }),
    );
    renderApp(PAGE);
    expect(
      await screen.findByText(/setelah total aset Anda mencapai Rp\s?1\.000\.000/),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Unduh sertifikat' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Buka sertifikat' })).toBeNull();
  });

  it("§8.1 a non-200 of the profile or the certificate shows 'Something went wrong' ('Terjadi masalah' in Indonesian); loading shows a skeleton", async () => {
    server.use(
      http.post('*/api/newProfile/newnewnewallProfileSertifikatBaru', () =>
        HttpResponse.json({ message: 'x' }, { status: 500 }),
      ),
    );
    const first = renderApp(PAGE);
    expect(await screen.findByText('Terjadi masalah')).toBeTruthy();
    first.unmount();

    server.use(
      getGetCertificateProfileMockHandler({ data: PROFILE }),
      http.post('*/api/newRekening/viewSertifikat', () =>
        HttpResponse.json({ message: 'Sertifikat gagal dibuat' }, { status: 500 }),
      ),
    );
    const second = renderApp(PAGE);
    await userEvent.click(await screen.findByRole('button', { name: 'Unduh sertifikat' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Terjadi masalah');
    second.unmount();

    server.use(
      http.post('*/api/newProfile/newnewnewallProfileSertifikatBaru', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    renderApp(PAGE);
    await screen.findByRole('heading', { level: 1, name: 'Portofolio' });
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
  });
});
