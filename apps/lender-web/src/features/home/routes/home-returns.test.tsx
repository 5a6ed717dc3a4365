import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import type { PortfolioReturnsSummary } from '@pendana/api-sdk';
import {
  getGetPortfolioReturnsMockHandler,
  getGetPortfolioReturnsResponseMock,
} from '@pendana/api-sdk/msw';
import { formatCurrency, formatRate } from '@pendana/design-system/formatters';
import { beforeEach, describe, expect, it } from 'vitest';
import { commonMessages } from '../../../i18n/common-messages';
import en from '../../../i18n/messages/en.json';
import { saveSession } from '../../../lib/session';
import { server, setupMswServer } from '../../../test/msw-server';
import { textOf } from '../../../test/message-text';
import { renderApp } from '../../../test/render-app';
import { homeMessages, returnsMessages } from '../messages';

setupMswServer();

const t = (descriptor: { id: string }) => textOf(descriptor)!;
const RETURNS_URL = '*/api/v1/lender/portfolio/returns';

/** The returns answer with figures no example holds, so a figure on screen can only come from it. */
function returns(portfolio: Partial<PortfolioReturnsSummary>) {
  const answer = getGetPortfolioReturnsResponseMock();
  return {
    data: { ...answer.data, portfolio: { ...answer.data.portfolio, ...portfolio } },
  };
}

const FILLED = {
  xirr_percent: 10.79,
  reason: null,
  realised_yield: 812_300,
  expected_yield: 2_345_600,
  idle_balance: 1_234_000,
  total_assets: 9_870_000,
  cash_drag_percent: 12.5,
  written_off_principal: 0,
} satisfies Partial<PortfolioReturnsSummary>;

/** The card: the section under the returns heading. */
async function card(heading: string) {
  const title = await screen.findByRole('heading', { level: 2, name: heading });
  return title.closest('section')!;
}

/** The value shown under a fact's label in the card. */
function fact(section: HTMLElement, label: string): string {
  return within(section).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent ?? '';
}

describe('home: the honest return of the portfolio', () => {
  beforeEach(() => {
    saveSession({ token: 'tok-1', userId: '1001', userStatus: 'active' });
    localStorage.clear();
  });

  it('shows the server’s xirr_percent through the rate formatter, realised next to expected, and the cash drag', async () => {
    server.use(getGetPortfolioReturnsMockHandler(returns(FILLED)));
    renderApp('/dashboard');
    const section = await card(t(returnsMessages.heading));
    expect(await within(section).findByText('10,79%')).toBeTruthy();
    expect(`${formatRate(FILLED.xirr_percent)}%`).toBe('10,79%');
    expect(within(section).queryByText('14,78%')).toBeNull();
    expect(fact(section, 'Sudah diterima')).toBe(formatCurrency(812_300));
    expect(fact(section, 'Diharapkan')).toBe(formatCurrency(2_345_600));
    expect(fact(section, 'Dana mengendap')).toBe(`12,50% (${formatCurrency(1_234_000)} di dompet)`);
    expect(within(section).getByText('Dihitung per Kamis, 26 November 2026')).toBeTruthy();
    expect(within(section).queryByText(/dihapusbukukan/)).toBeNull();
  });

  it('in English too: the same server figure, English labels', async () => {
    server.use(getGetPortfolioReturnsMockHandler(returns({ ...FILLED, xirr_percent: -3.4 })));
    renderApp('/en/dashboard');
    const section = await card('Net annual return (XIRR)');
    expect(await within(section).findByText(`${formatRate(-3.4)}%`)).toBeTruthy();
    expect(fact(section, 'Received so far')).toBe(formatCurrency(812_300));
    expect(fact(section, 'Expected')).toBe(formatCurrency(2_345_600));
    expect(fact(section, 'Idle money')).toBe(`12,50% (${formatCurrency(1_234_000)} in the wallet)`);
  });

  it('not-enough-data: says when the figure appears, and shows no percentage', async () => {
    server.use(
      getGetPortfolioReturnsMockHandler(
        returns({ ...FILLED, xirr_percent: null, reason: 'not-enough-data' }),
      ),
    );
    const first = renderApp('/dashboard');
    let section = await card(t(returnsMessages.heading));
    expect(
      await within(section).findByText(
        'Belum cukup data — angka muncul 90 hari setelah pendanaan pertama',
      ),
    ).toBeTruthy();
    expect(within(section).queryByText('10,79%')).toBeNull();
    expect(fact(section, 'Sudah diterima')).toBe(formatCurrency(812_300));
    first.unmount();

    renderApp('/en/dashboard');
    section = await card('Net annual return (XIRR)');
    expect(
      await within(section).findByText(
        'Not enough data yet — the figure appears 90 days after your first funding',
      ),
    ).toBeTruthy();
  });

  it('names the written-off principal when there is some', async () => {
    server.use(
      getGetPortfolioReturnsMockHandler(
        returns({ ...FILLED, xirr_percent: -100, written_off_principal: 3_000_000 }),
      ),
    );
    renderApp('/en/dashboard');
    const section = await card('Net annual return (XIRR)');
    expect(await within(section).findByText(`${formatRate(-100)}%`)).toBeTruthy();
    expect(within(section).getByText(/written off/).textContent).toBe(
      `${formatCurrency(3_000_000)} of principal counts as 0 (written off) in this figure because its project was declared in default.`,
    );
  });

  it('explains how the figure is computed behind a disclosure', async () => {
    renderApp('/en/dashboard');
    const section = await card('Net annual return (XIRR)');
    const toggle = await within(section).findByRole('button', { name: 'How it is computed' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await userEvent.setup().click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const body = within(section).getByText(en['dashboard.returns.howBody']);
    expect(body.closest('[hidden]')).toBeNull();
  });

  it('a skeleton while the returns are awaited; the balances do not wait for it', async () => {
    server.use(
      http.get(RETURNS_URL, async () => {
        await delay('infinite');
        return HttpResponse.json(getGetPortfolioReturnsResponseMock());
      }),
    );
    renderApp('/dashboard');
    await screen.findByText(t(homeMessages.totalAssets), { selector: 'dt' });
    const section = await card(t(returnsMessages.heading));
    expect(within(section).getByRole('status').textContent).toBe(t(commonMessages.loading));
    expect(within(section).queryByText('Sudah diterima')).toBeNull();
  });

  it('a failed returns call shows the error with Retry, keeps the balances, and Retry loads it', async () => {
    let calls = 0;
    server.use(
      http.get(RETURNS_URL, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ message: 'Service Unavailable' }, { status: 503 })
          : HttpResponse.json(returns(FILLED));
      }),
    );
    renderApp('/en/dashboard');
    const section = await card('Net annual return (XIRR)');
    const alert = await within(section).findByRole('alert');
    expect(alert.textContent).toContain(en['errors.network']);
    expect(await screen.findByText('Total assets', { selector: 'dt' })).toBeTruthy();
    await userEvent
      .setup()
      .click(within(section).getByRole('button', { name: en['common.action.retry'] }));
    expect(await within(section).findByText('10,79%')).toBeTruthy();
    expect(within(section).queryByRole('alert')).toBeNull();
    expect(calls).toBe(2);
  });
});
