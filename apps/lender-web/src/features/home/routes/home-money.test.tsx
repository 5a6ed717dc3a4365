// Home's "where the money is" chart (getPortfolioAllocation) and next repayments
// (getPortfolioMonthly's next_payouts) on the SDK's MSW handlers: the chart's table shows the
// server's figures, the splits by akad and sector beside it; the next 3 repayments in date order;
// empty states with their next step; an error with Retry.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { saveSession } from '../../../lib/session';
import { server, setupMswServer } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import {
  ALLOCATION_LATE,
  ALLOCATION_MANY,
  ALLOCATION_NONE,
  LAST_PAYOUT,
  PAYOUTS_MANY,
  PAYOUTS_NONE,
  withPayouts,
} from './home-money-fixtures';

setupMswServer();

const ALLOCATION_URL = '*/api/v1/lender/portfolio/allocation';
const MONTHLY_URL = '*/api/v1/lender/portfolio/monthly';
/** formatCurrency's separator between Rp and the figure (a non-breaking space). */
const rp = (digits: string) => `Rp\u00A0${digits}`;

async function section(heading: string) {
  const title = await screen.findByRole('heading', { level: 2, name: heading });
  return title.closest('section')!;
}

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('home: where the money is', () => {
  beforeEach(() => saveSession({ token: 'tok-1', userId: '1001', userStatus: 'active' }));

  it('the chart’s table holds the server’s figures, late money marked, splits beside it (id)', async () => {
    server.use(http.get(ALLOCATION_URL, () => HttpResponse.json(ALLOCATION_MANY)));
    const user = userEvent.setup();
    renderApp('/dashboard');
    const card = await section('Di mana dana Anda');
    const chart = await within(card).findByRole('figure', { name: 'Dana Anda menurut posisinya' });
    await user.click(within(chart).getByRole('button', { name: 'Tampilkan sebagai tabel' }));
    const table = within(chart).getByRole('table', { name: 'Dana Anda menurut posisinya' });
    expect(rowsOf(table)).toEqual([
      ['Posisi', 'Jenis', 'Jumlah'],
      ['Tersedia di dompet', 'Dana Anda', rp('13.500.000')],
      ['Dicadangkan untuk penarikan', 'Dana Anda', rp('1.500.000')],
      ['Di proyek yang menggalang dana', 'Dana Anda', rp('1.000.000')],
      ['Di proyek penuh, menunggu mulai', 'Dana Anda', rp('2.000.000')],
      ['Di proyek berjalan', 'Dana Anda', rp('27.000.000')],
      ['Di proyek terlambat bayar', 'Terlambat (berisiko)', rp('0')],
    ]);
    // The figures are the chart's accessible name too.
    expect(within(chart).getByRole('group').getAttribute('aria-label')).toContain(
      `Di proyek berjalan: ${rp('27.000.000')} (Dana Anda)`,
    );
    expect(within(card).getByText('Total Aset').nextElementSibling?.textContent).toBe(
      rp('45.000.000'),
    );
    const akad = within(card).getByText('Mudharabah', { selector: 'dt' });
    expect(akad.nextElementSibling?.textContent).toBe(rp('12.000.000'));
    const sector = within(card).getByText('Modal kerja', { selector: 'dt' });
    expect(sector.nextElementSibling?.textContent).toBe(rp('9.000.000'));
  });

  it('a late project’s money in its own hatched row (en), reachable by keyboard', async () => {
    server.use(http.get(ALLOCATION_URL, () => HttpResponse.json(ALLOCATION_LATE)));
    const user = userEvent.setup();
    renderApp('/en/dashboard');
    const card = await section('Where your money is');
    const late = await within(card).findByRole('img', {
      name: `In projects paying late: ${rp('4.000.000')} (Late (at risk))`,
    });
    // One tab stop for the chart: the first row takes the focus, End moves to the last (late).
    within(card)
      .getByRole('img', { name: `Available in your wallet: ${rp('750.000')} (Your money)` })
      .focus();
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(late);
    expect(
      within(card).getByText('Property', { selector: 'dt' }).nextElementSibling?.textContent,
    ).toBe(rp('3.000.000'));
  });

  it('nothing yet: no chart, the way to top up', async () => {
    server.use(http.get(ALLOCATION_URL, () => HttpResponse.json(ALLOCATION_NONE)));
    renderApp('/dashboard');
    const card = await section('Di mana dana Anda');
    await within(card).findByRole('heading', { level: 3, name: 'Belum ada dana di akun Anda' });
    expect(within(card).queryByRole('figure')).toBeNull();
    expect(within(card).getByRole('link', { name: 'Isi Saldo' }).getAttribute('href')).toBe(
      '/dashboard/wallet',
    );
  });

  it('an error with Retry, the rest of home still shown', async () => {
    let calls = 0;
    server.use(
      http.get(ALLOCATION_URL, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ message: 'Layanan sedang gangguan' }, { status: 500 })
          : HttpResponse.json(ALLOCATION_LATE);
      }),
    );
    const user = userEvent.setup();
    renderApp('/dashboard');
    const card = await section('Di mana dana Anda');
    await within(card).findByRole('alert');
    expect(screen.getByText('Total Aset', { selector: 'dt' })).toBeTruthy();
    await user.click(within(card).getByRole('button', { name: 'Coba lagi' }));
    await within(card).findByRole('figure', { name: 'Dana Anda menurut posisinya' });
  });
});

describe('home: next repayments', () => {
  beforeEach(() => saveSession({ token: 'tok-1', userId: '1001', userStatus: 'active' }));

  const itemsOf = (card: HTMLElement) =>
    within(within(card).getByRole('list'))
      .getAllByRole('listitem')
      .map((item) => [...item.children].map((child) => child.textContent));

  it('lists the next 3 repayments in date order with their expected amounts (id)', async () => {
    server.use(http.get(MONTHLY_URL, () => HttpResponse.json(PAYOUTS_MANY)));
    renderApp('/dashboard');
    const card = await section('Pembayaran berikutnya');
    await within(card).findByRole('list');
    expect(itemsOf(card)).toEqual([
      ['Selasa, 1 Desember 2026', rp('10.625'), 'Proyek Ruko Margonda'],
      ['Senin, 7 Desember 2026', rp('31.875'), 'Proyek Griya Cibubur'],
      ['Selasa, 15 Desember 2026', rp('21.250'), 'Proyek Cinere Residence'],
    ]);
    expect(
      within(card).getByRole('link', { name: 'Lihat semua imbal hasil' }).getAttribute('href'),
    ).toBe('/dashboard/yield');
  });

  it('only the 3 soonest, in date order, whatever order they come in (en)', async () => {
    const [first, second, third] = PAYOUTS_MANY.data.next_payouts;
    server.use(
      http.get(MONTHLY_URL, () =>
        HttpResponse.json(withPayouts([LAST_PAYOUT, third!, first!, second!])),
      ),
    );
    renderApp('/en/dashboard');
    const card = await section('Next repayments');
    await within(card).findByRole('list');
    expect(itemsOf(card)).toEqual([
      ['Tuesday, December 1, 2026', rp('10.625'), 'Proyek Ruko Margonda'],
      ['Monday, December 7, 2026', rp('31.875'), 'Proyek Griya Cibubur'],
      ['Tuesday, December 15, 2026', rp('21.250'), 'Proyek Cinere Residence'],
    ]);
  });

  it('none scheduled: the way to fund a project', async () => {
    server.use(http.get(MONTHLY_URL, () => HttpResponse.json(PAYOUTS_NONE)));
    renderApp('/dashboard');
    const card = await section('Pembayaran berikutnya');
    await within(card).findByRole('heading', { level: 3, name: 'Belum ada pembayaran terjadwal' });
    expect(within(card).getByRole('link', { name: 'Danai Proyek' }).getAttribute('href')).toBe(
      '/dashboard/search-for-funding',
    );
  });
});
