// Yield received (issue 13 item 2) on the SDK's MSW handlers: the total and each funding's yield with
// the way to its schedule; spec §8's empty text and 'Something went wrong'; loading.
import { screen, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { getListAllYieldsMockHandler } from '@pendana/api-sdk/msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { saveSession } from '../../../lib/session';
import { server, setupMswServer } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';

setupMswServer();

const PAGE = '/dashboard/yield';
const item = (id: number, nama_proyek: string, total_imbal: number) => ({
  id,
  pendanaan_id: id + 300,
  nama_proyek,
  total_imbal,
  total_dana: 1_000_000,
  tanggal_mulai: '2026-06-01',
  tanggal_selesai: '2027-06-01',
  tanggal_invest: '2026-05-18',
});

beforeEach(() => saveSession({ token: 'tok-1', userId: '1001', userStatus: 'active' }));

describe('yield received (issue 13 item 2)', () => {
  it("shows the server's total and each funding's yield, each leading to its schedule", async () => {
    server.use(
      getListAllYieldsMockHandler({
        all_imbal: [item(1, 'Proyek Cinere', 37_500), item(2, 'Proyek Cibubur', 112_500)],
        total_imbal: 150_000,
      }),
    );
    renderApp(PAGE);
    expect(await screen.findByText(/Total imbal hasil diterima: Rp\s?150\.000/)).toBeTruthy();
    const cinere = screen.getByRole('heading', { name: 'Proyek Cinere' }).closest('li')!;
    expect(cinere.textContent).toMatch(/Rp\s?37\.500/);
    expect(
      within(cinere)
        .getByRole('link', { name: 'Lihat jadwal imbal hasil Proyek Cinere' })
        .getAttribute('href'),
    ).toBe('/dashboard/my-funding?drawer=yield&id=301');
  });

  it("no yield yet: spec §8's text and the way to Manage Funding", async () => {
    server.use(getListAllYieldsMockHandler({ all_imbal: [], total_imbal: 0 }));
    renderApp(PAGE);
    expect(
      await screen.findByText('Data Imbal Hasil Kosong, karena proyek belum dimulai'),
    ).toBeTruthy();
    expect(
      within(screen.getByRole('main'))
        .getByRole('link', { name: 'Kelola Pendanaan' })
        .getAttribute('href'),
    ).toBe('/dashboard/my-funding');
  });

  it("a non-200 shows 'Something went wrong' with Retry; loading shows a skeleton", async () => {
    server.use(
      http.post('*/api/newProfile/all_imbal', () =>
        HttpResponse.json({ message: 'Server error' }, { status: 500 }),
      ),
    );
    const first = renderApp(PAGE);
    expect(await screen.findByText('Something went wrong')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Coba lagi' })).toBeTruthy();
    first.unmount();
    server.use(
      http.post('*/api/newProfile/all_imbal', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    renderApp(PAGE);
    await screen.findByRole('heading', { level: 1, name: 'Imbal Hasil' });
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
  });
});
