// The platform's repayment health on the SDK's MSW handlers: the home card shows
// the server's figures (formatted, never recomputed), the warning at TWP90 6 % and not at 5 %, on the
// home page and in the checkout of a project; loading, error with Retry, English.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { PlatformHealthResponseData } from '@pendana/api-sdk';
import {
  getGetPlatformHealthMockHandler,
  getGetPlatformHealthResponseMock,
  getGetProjectDetailMockHandler,
  getGetProjectDetailResponseMock,
  getListProjectsResponseMock,
} from '@pendana/api-sdk/msw';
import { formatMonth, formatRate } from '@pendana/design-system/formatters';
import { beforeEach, describe, expect, it } from 'vitest';
import { commonMessages } from '../../i18n/common-messages';
import { saveSession } from '../../lib/session';
import { textOf } from '../../test/message-text';
import { server, setupMswServer } from '../../test/msw-server';
import { renderApp } from '../../test/render-app';
import { platformHealthMessages as messages } from './messages';

setupMswServer();

const t = (descriptor: { id: string }) => textOf(descriptor)!;
const HEALTH_URL = '*/api/v1/platform/health';

/** A health answer with figures no example holds, so a figure on screen can only come from it. */
function health(patch: Partial<PlatformHealthResponseData> = {}) {
  const answer = getGetPlatformHealthResponseMock().data;
  const current = {
    ...answer.current,
    tkb0: 88.12,
    tkb30: 93.4,
    tkb60: 95.05,
    tkb90: 97.31,
    twp90: 2.69,
  };
  return { data: { ...answer, current, warning: false, ...patch } };
}

function atTwp90(twp90: number, warning: boolean) {
  const answer = health();
  return health({ warning, current: { ...answer.data.current, twp90, tkb90: 100 - twp90 } });
}

async function card(heading = t(messages.heading)) {
  const title = await screen.findByRole('heading', { level: 2, name: heading });
  return title.closest('section')!;
}

function fact(section: HTMLElement, label: string): string {
  return within(section).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent ?? '';
}

const WARNING_6 =
  'Perhatian: TWP90 Pendana saat ini 6%, di atas batas 5%. Lebih dari 5% pokok pendanaan yang berjalan terlambat dibayar lebih dari 90 hari. Pertimbangkan risikonya sebelum mendanai.';

beforeEach(() => {
  saveSession({ token: 'tok-1', userId: '1001', userStatus: 'active' });
  localStorage.clear();
});

describe('platform health on the home page', () => {
  it('shows the server’s TKB90, TKB0/30/60, the 12 month-ends and the licence, and no warning', async () => {
    const answer = health();
    server.use(getGetPlatformHealthMockHandler(answer));
    renderApp('/dashboard');
    const section = await card();
    expect(await within(section).findByText('97,31%')).toBeTruthy();
    expect(`${formatRate(answer.data.current.tkb90)}%`).toBe('97,31%');
    expect(within(section).queryByText('98,05%')).toBeNull();
    expect(fact(section, 'TKB0 (tepat waktu)')).toBe('88,12%');
    expect(fact(section, 'TKB30')).toBe('93,40%');
    expect(fact(section, 'TKB60')).toBe('95,05%');
    expect(fact(section, 'Status izin')).toBe(
      'Berizin dan diawasi oleh OJK — No. KEP-112/D.05/2023',
    );
    const table = within(section).getByRole('table', { name: t(messages.trendCaption) });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(13);
    const first = answer.data.trend[0]!;
    expect(within(rows[1]!).getByRole('rowheader').textContent).toBe('November 2025');
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([`${formatRate(first.tkb90)}%`, `${formatRate(first.twp90)}%`]);
    expect(within(section).getByText('Per Kamis, 26 November 2026')).toBeTruthy();
    expect(within(section).queryByRole('alert')).toBeNull();
    // What TKB is, behind its heading.
    await userEvent.setup().click(within(section).getByRole('button', { name: 'Apa itu TKB?' }));
    expect(await within(section).findByText(/TKB90 = 100% − TWP90/)).toBeTruthy();
  });

  it('draws the 12 month-ends’ TKB90 as a line with the 95 % guide; its table holds the API’s figures', async () => {
    const answer = health();
    server.use(getGetPlatformHealthMockHandler(answer));
    renderApp('/dashboard');
    const section = await card();
    const chart = await within(section).findByRole('figure', {
      name: 'TKB90 di akhir setiap bulan, dengan garis 95%',
    });
    const points = within(chart).getAllByRole('img');
    expect(points).toHaveLength(12);
    expect(points[0]?.getAttribute('aria-label')).toBe(
      `November 2025: ${formatRate(answer.data.trend[0]!.tkb90)}%`,
    );
    expect(within(chart).getByText('95%', { selector: 'span' })).toBeTruthy();
    await userEvent
      .setup()
      .click(within(chart).getByRole('button', { name: 'Tampilkan sebagai tabel' }));
    const rows = within(within(chart).getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(
      answer.data.trend.map(
        (point) => `${formatMonth(point.date.slice(0, 7), 'id')}${formatRate(point.tkb90)}%`,
      ),
    );
  });

  it('warns when TWP90 is 6 %', async () => {
    server.use(getGetPlatformHealthMockHandler(atTwp90(6, true)));
    renderApp('/dashboard');
    const section = await card();
    expect((await within(section).findByRole('alert')).textContent).toBe(WARNING_6);
    expect(within(section).getByText('94%')).toBeTruthy();
  });

  it('does not warn at 5 %', async () => {
    server.use(getGetPlatformHealthMockHandler(atTwp90(5, false)));
    renderApp('/dashboard');
    const section = await card();
    // The current TKB90 (the chart's 95 % guide label is a span of its axis).
    expect(await within(section).findByText('95%', { selector: 'p' })).toBeTruthy();
    expect(within(section).queryByRole('alert')).toBeNull();
  });

  it('shows an error with Retry, then the figures', async () => {
    let calls = 0;
    server.use(
      http.get(HEALTH_URL, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ message: 'Layanan sedang tidak tersedia.' }, { status: 503 })
          : HttpResponse.json(health());
      }),
    );
    renderApp('/dashboard');
    const section = await card();
    await userEvent
      .setup()

      .click(await within(section).findByRole('button', { name: t(commonMessages.retry) }));
    expect(await within(section).findByText('97,31%')).toBeTruthy();
    expect(calls).toBe(2);
  });

  it('in English: the English heading and labels, the same server figure', async () => {
    server.use(getGetPlatformHealthMockHandler(health()));
    renderApp('/en/dashboard');
    const section = await card('Platform health');
    expect(await within(section).findByText('97,31%')).toBeTruthy();
    expect(fact(section, 'TKB0 (on time)')).toBe('88,12%');
    expect(within(section).getByRole('button', { name: 'What is TKB?' })).toBeTruthy();
  });
});

describe('platform health at checkout', () => {
  const DRAWER = '/dashboard/search-for-funding?drawer=project&id=17';

  beforeEach(() => {
    const detail = getGetProjectDetailResponseMock().data;
    server.use(
      http.post('*/api/newProyek/v2/listAll', () =>
        HttpResponse.json({ ...getListProjectsResponseMock(), dataProyekAktif: [] }),
      ),
      getGetProjectDetailMockHandler({
        data: {
          ...detail,
          id: 17,
          nama: 'Proyek Nomor 17',
          status: 1,
          harga_paket: 1_000_000,
          sisa_paket: 3,
          tidak_teralokasi: 10_000_000,
        },
      }),
    );
  });

  async function checkoutSection() {
    return (await screen.findByRole('heading', { name: 'Danai proyek ini' })).closest('section')!;
  }

  it('shows the warning in the checkout when TWP90 is 6 %', async () => {
    server.use(getGetPlatformHealthMockHandler(atTwp90(6, true)));
    renderApp(DRAWER);
    const section = await checkoutSection();
    expect((await within(section).findByRole('alert')).textContent).toBe(WARNING_6);
  });

  it('shows no warning in the checkout at 5 %', async () => {
    let asked = false;
    server.use(
      http.get(HEALTH_URL, () => {
        asked = true;
        return HttpResponse.json(atTwp90(5, false));
      }),
    );
    renderApp(DRAWER);
    const section = await checkoutSection();
    await waitFor(() => expect(asked).toBe(true));
    expect(within(section).queryByRole('alert')).toBeNull();
  });
});
