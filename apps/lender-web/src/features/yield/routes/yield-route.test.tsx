// Yield received on the SDK's MSW handlers: the total and each funding's yield with
// the way to its schedule; spec §8's empty text and 'Something went wrong' in both languages; loading.
import { screen, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import {
  getGetPortfolioMonthlyMockHandler,
  getListAllYieldsMockHandler,
} from '@pendana/api-sdk/msw';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { saveSession } from '../../../lib/session';
import { server, setupMswServer } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import { MONTHLY_LATE, MONTHLY_NONE, NO_YIELD, TWO_FUNDINGS } from './yield-fixtures';

setupMswServer();

const PAGE = '/dashboard/yield';
beforeEach(() => saveSession({ token: 'tok-1', userId: '1001', userStatus: 'active' }));

describe('yield received', () => {
  it("shows the server's total and each funding's yield and payments, each leading to its schedule", async () => {
    server.use(getListAllYieldsMockHandler(TWO_FUNDINGS));
    renderApp(PAGE);
    // The net received (after tax), with the gross and the tax withheld.
    expect(await screen.findByText(/Total imbal hasil diterima: Rp\s?127\.500/)).toBeTruthy();
    expect(screen.getByText(/Bruto Rp\s?150\.000, PPh dipotong Rp\s?22\.500/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Dokumen pajak' }).getAttribute('href')).toBe(
      '/dashboard/tax',
    );
    const cinere = screen.getByRole('heading', { name: 'Proyek Cinere' }).closest('li')!;
    expect(cinere.textContent).toMatch(/Rp\s?31\.875/);
    // Each payment: its month, the day it was paid, gross, tax withheld, net.
    const payments = within(cinere).getByRole('table', {
      name: 'Pembayaran imbal hasil Proyek Cinere',
    });
    const rows = within(payments).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent?.replace(/\s/g, ' '))).toEqual([
      '1Rabu, 1 Juli 2026Rp 12.500Rp 1.875Rp 10.625',
      '2Sabtu, 1 Agustus 2026Rp 12.500Rp 1.875Rp 10.625',
      '3Selasa, 1 September 2026Rp 12.500Rp 1.875Rp 10.625',
    ]);
    expect(
      within(cinere)
        .getByRole('link', { name: 'Lihat jadwal imbal hasil Proyek Cinere' })
        .getAttribute('href'),
    ).toBe('/dashboard/my-funding?drawer=yield&id=301');
  });

  it.each([
    ['id', PAGE, 'Data Imbal Hasil Kosong, karena proyek belum dimulai', 'Kelola Pendanaan', ''],
    [
      'en',
      `/en${PAGE}`,
      'No yield data yet, because the projects have not started',
      'Manage funding',
      '/en',
    ],
  ])(
    "§8.14 %s: no yield yet: spec §8's text (verbatim in Indonesian, translated in English) and the way to Manage Funding",
    async (_lang, path, text, link, prefix) => {
      server.use(getListAllYieldsMockHandler(NO_YIELD));
      renderApp(path);
      expect(await screen.findByText(text)).toBeTruthy();
      expect(
        within(screen.getByRole('main')).getByRole('link', { name: link }).getAttribute('href'),
      ).toBe(`${prefix}/dashboard/my-funding`);
    },
  );

  it.each([
    ['en', `/en${PAGE}`, 'Something went wrong', 'Try again'],
    ['id', PAGE, 'Terjadi masalah', 'Coba lagi'],
  ])(
    "§8.1 %s: a non-200 of all_imbal shows 'Something went wrong' (verbatim in English, translated in Indonesian) with Retry",
    async (_lang, path, text, retry) => {
      server.use(
        http.post('*/api/newProfile/all_imbal', () =>
          HttpResponse.json({ message: 'Server error' }, { status: 500 }),
        ),
      );
      renderApp(path);
      expect(await screen.findByText(text)).toBeTruthy();
      expect(screen.getByRole('button', { name: retry })).toBeTruthy();
      expect(screen.queryByText('Server error')).toBeNull();
    },
  );

  it('loading shows a skeleton', async () => {
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

  it('draws yield per month from getPortfolioMonthly: 12 months received, 6 expected; its table holds the same figures', async () => {
    server.use(
      getListAllYieldsMockHandler(TWO_FUNDINGS),
      getGetPortfolioMonthlyMockHandler(MONTHLY_LATE),
    );
    renderApp(PAGE);
    const chart = await screen.findByRole('figure', { name: 'Imbal hasil per bulan' });
    // Every month a focusable mark named by month, amount and kind, in the API's order.
    const marks = within(chart).getAllByRole('img');
    expect(marks).toHaveLength(18);
    expect(marks[0]?.getAttribute('aria-label')).toBe('Desember 2025: Rp\u00a00 (Diterima)');
    expect(marks[8]?.getAttribute('aria-label')).toBe('Agustus 2026: Rp\u00a042.500 (Diterima)');
    // Late since September: nothing received.
    expect(marks[9]?.getAttribute('aria-label')).toBe('September 2026: Rp\u00a00 (Diterima)');
    expect(marks[17]?.getAttribute('aria-label')).toBe('Mei 2027: Rp\u00a010.625 (Diharapkan)');
    await userEvent.click(within(chart).getByRole('button', { name: 'Tampilkan sebagai tabel' }));
    const rows = within(within(chart).getByRole('table', { name: 'Imbal hasil per bulan' }))
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent?.replace(/\s/g, ' '));
    const months = [
      'Desember 2025',
      'Januari 2026',
      'Februari 2026',
      'Maret 2026',
      'April 2026',
      'Mei 2026',
      'Juni 2026',
      'Juli 2026',
      'Agustus 2026',
      'September 2026',
      'Oktober 2026',
      'November 2026',
      'Desember 2026',
      'Januari 2027',
      'Februari 2027',
      'Maret 2027',
      'April 2027',
      'Mei 2027',
    ];
    const api = [...MONTHLY_LATE.data.received, ...MONTHLY_LATE.data.expected];
    expect(rows).toEqual(
      api.map(
        (row, index) =>
          `${months[index]}${index < 12 ? 'Diterima' : 'Diharapkan'}Rp ${row.amount.toLocaleString('id-ID')}`,
      ),
    );
    expect(rows[8]).toBe('Agustus 2026DiterimaRp 42.500');
  });

  it('says so instead of drawing when no month has yield received or expected', async () => {
    server.use(
      getListAllYieldsMockHandler(TWO_FUNDINGS),
      getGetPortfolioMonthlyMockHandler(MONTHLY_NONE),
    );
    renderApp(PAGE);
    expect(
      await screen.findByText(
        'Belum ada imbal hasil diterima dalam 12 bulan terakhir atau dijadwalkan dalam 6 bulan ke depan.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Tampilkan sebagai tabel' })).toBeNull();
  });
});
