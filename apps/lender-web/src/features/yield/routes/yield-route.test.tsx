// Yield received on the SDK's MSW handlers: the total and each funding's yield with
// the way to its schedule; spec §8's empty text and 'Something went wrong' in both languages; loading.
import { screen, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { getListAllYieldsMockHandler } from '@pendana/api-sdk/msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { saveSession } from '../../../lib/session';
import { server, setupMswServer } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import { NO_YIELD, TWO_FUNDINGS } from './yield-fixtures';

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
});
