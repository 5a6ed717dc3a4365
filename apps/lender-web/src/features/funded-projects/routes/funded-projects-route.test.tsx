// Funded projects on the SDK's MSW handlers: each project with its figures, state
// and the way to its funding; empty with the next step; error with Retry; loading.
import { screen, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import type { FundedProject } from '@pendana/api-sdk';
import { getListFundedProjectsMockHandler } from '@pendana/api-sdk/msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { saveSession } from '../../../lib/session';
import { server, setupMswServer } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';

setupMswServer();

const PAGE = '/dashboard/funded-projects';
const project = (patch: Partial<FundedProject>): FundedProject => ({
  pendanaan_id: 301,
  proyek_id: 17,
  nama_proyek: 'Proyek Cinere',
  total_dana: 3_000_000,
  nominal_awal: 1_000_000,
  tanggal_invest: '2026-05-18',
  tgl_mulai_proyek: '2026-06-01',
  imbal_hasil: 13.5,
  status_proyek: 2,
  ...patch,
});

beforeEach(() => saveSession({ token: 'tok-1', userId: '1001', userStatus: 'active' }));

describe('funded projects', () => {
  it('lists each project with its amounts, yield rate, state and the way to its funding', async () => {
    server.use(
      getListFundedProjectsMockHandler({
        data: [
          project({}),
          project({ pendanaan_id: 302, nama_proyek: 'Proyek Cibubur', status_proyek: 1 }),
        ],
      }),
    );
    renderApp(PAGE);
    const cinere = (await screen.findByRole('heading', { name: 'Proyek Cinere' })).closest('li')!;
    expect(cinere.textContent).toMatch(/Dana saat ini\s*Rp\s?3\.000\.000/);
    expect(cinere.textContent).toMatch(/Dana awal\s*Rp\s?1\.000\.000/);
    expect(cinere.textContent).toContain('13,50% per tahun');
    expect(cinere.textContent).toContain('Berjalan');
    expect(
      within(cinere)
        .getByRole('link', { name: 'Lihat pendanaan Proyek Cinere' })
        .getAttribute('href'),
    ).toBe('/dashboard/my-funding?drawer=funding&id=301');
    const cibubur = screen.getByRole('heading', { name: 'Proyek Cibubur' }).closest('li')!;
    expect(cibubur.textContent).toContain('Menggalang dana');
  });

  it('none yet: the way to search funding; a failure: the message and Retry; loading: a skeleton', async () => {
    server.use(getListFundedProjectsMockHandler({ data: [] }));
    const first = renderApp(PAGE);
    expect(await screen.findByText('Belum ada proyek yang didanai')).toBeTruthy();
    expect(
      within(screen.getByRole('main'))
        .getByRole('link', { name: 'Cari Pendanaan' })
        .getAttribute('href'),
    ).toBe('/dashboard/search-for-funding');
    first.unmount();

    server.use(
      http.post('*/api/newProfile/ListProyekFunded', () =>
        HttpResponse.json({ message: 'Proyek gagal dimuat' }, { status: 500 }),
      ),
    );
    const second = renderApp(PAGE);
    expect(await screen.findByText('Proyek gagal dimuat')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Coba lagi' })).toBeTruthy();
    second.unmount();

    server.use(
      http.post('*/api/newProfile/ListProyekFunded', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    renderApp(PAGE);
    await screen.findByRole('heading', { level: 1, name: 'Proyek yang Didanai' });
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
  });
});
