// The concentration meter on home (getFundingConcentration on the SDK's MSW handlers): the largest
// project's share of the invested money, named with the figure and the project; the empty state
// with its next step; an error with Retry.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { FundingConcentrationResponse } from '@pendana/api-sdk';
import { formatCurrency, formatRate } from '@pendana/design-system/formatters';
import { beforeEach, describe, expect, it } from 'vitest';
import { saveSession } from '../../../lib/session';
import { server, setupMswServer } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';

setupMswServer();

const URL = '*/api/v1/lender/portfolio/concentration';

/** A consistent answer for these fundings per project (rupiah): the server's rule, figured here apart. */
function answer(perProject: Record<string, number>): FundingConcentrationResponse {
  const entries = Object.entries(perProject);
  const invested = entries.reduce((sum, [, amount]) => sum + amount, 0);
  const [name, amount] = entries.reduce((best, entry) => (entry[1] > best[1] ? entry : best));
  return {
    data: {
      invested,
      largest: { id_proyek: 7, nama_proyek: name, amount },
      share_bps: Math.floor((amount * 10_000) / invested),
      threshold_bps: 2000,
      project: null,
    },
  };
}

async function section(heading: string) {
  const title = await screen.findByRole('heading', { level: 2, name: heading });
  return title.closest('section')!;
}

describe('home: the concentration meter', () => {
  beforeEach(() => saveSession({ token: 'tok-1', userId: '1001', userStatus: 'active' }));

  it('shows the largest project’s share of the invested money, to the rupiah (id)', async () => {
    server.use(
      http.get(URL, () =>
        HttpResponse.json(
          answer({ 'Ruko Margonda': 3_000_000, 'Griya Cibubur': 2_000_000, Cinere: 4_000_000 }),
        ),
      ),
    );
    renderApp('/dashboard');
    const card = await section('Konsentrasi dana');
    const meter = await within(card).findByRole('progressbar');
    // Cinere holds 4.000.000 of 9.000.000: 44,44 %.
    expect(Math.floor((4_000_000 * 10_000) / 9_000_000)).toBe(4444);
    expect(meter.getAttribute('aria-valuenow')).toBe('4444');
    expect(meter.getAttribute('aria-valuemax')).toBe('10000');
    expect(meter).toHaveProperty(
      'ariaValueText',
      `${formatCurrency(4_000_000)} dari ${formatCurrency(9_000_000)}`,
    );
    // The accessible name carries the figure and the project.
    expect(
      within(card).getByRole('progressbar', { name: '44,44% dana yang didanakan ada di Cinere' }),
    ).toBe(meter);
    expect(`${formatRate(44.44)}%`).toBe('44,44%');
    expect(
      within(card).getByText(
        'Lebih dari 20% dana Anda ada di satu proyek. Pertimbangkan menyebar pendanaan berikutnya ke proyek lain.',
      ),
    ).toBeTruthy();
  });

  it('many projects, none above the threshold (en)', async () => {
    const spread = Object.fromEntries(
      Array.from({ length: 7 }, (_, index) => [`Project ${index + 1}`, 1_000_000 + index * 1_000]),
    );
    server.use(http.get(URL, () => HttpResponse.json(answer(spread))));
    renderApp('/en/dashboard');
    const card = await section('Concentration');
    const invested = Object.values(spread).reduce((sum, amount) => sum + amount, 0);
    const share = Math.floor((1_006_000 * 10_000) / invested) / 100;
    expect(share).toBe(14.32); // 1.006.000 of 7.021.000 = 14,328… rounded down
    expect(
      await within(card).findByRole('progressbar', {
        name: `${formatRate(share)}% of your invested money is in Project 7`,
      }),
    ).toBeTruthy();
    expect(
      within(card).getByText('No project holds more than 20% of your invested money.'),
    ).toBeTruthy();
  });

  it('nothing invested: says so and leads to the project search', async () => {
    server.use(
      http.get(URL, () =>
        HttpResponse.json({
          data: { invested: 0, largest: null, share_bps: null, threshold_bps: 2000, project: null },
        }),
      ),
    );
    renderApp('/en/dashboard');
    const card = await section('Concentration');
    expect(
      await within(card).findByRole('heading', { level: 3, name: 'Nothing invested yet' }),
    ).toBeTruthy();
    expect(within(card).queryByRole('progressbar')).toBeNull();
    expect(within(card).getByRole('link').getAttribute('href')).toBe(
      '/en/dashboard/search-for-funding',
    );
  });

  it('an error with Retry that loads the meter', async () => {
    let fail = true;
    server.use(
      http.get(URL, () =>
        fail
          ? HttpResponse.json({ message: 'Terjadi kesalahan' }, { status: 500 })
          : HttpResponse.json(answer({ Solo: 1_000_000 })),
      ),
    );
    renderApp('/dashboard');
    const card = await section('Konsentrasi dana');
    const retry = await within(card).findByRole('button', { name: 'Coba lagi' }, { timeout: 8000 });
    fail = false;
    await userEvent.setup().click(retry);
    expect(
      await within(card).findByRole('progressbar', {
        name: '100% dana yang didanakan ada di Solo',
      }),
    ).toBeTruthy();
  });
});
