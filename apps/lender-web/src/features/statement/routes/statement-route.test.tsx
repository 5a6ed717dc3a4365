// The statement on the SDK's MSW handlers: the figures shown are the answer's, the
// red banner with "Laporkan masalah" shows on a mismatch and not when the balances agree, a stale sync
// shows "Data tidak terkini", the empty month has its next step, an error has Retry.
import { screen, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { getGetLenderStatementMockHandler } from '@pendana/api-sdk/msw';
import { formatCurrency } from '@pendana/design-system/formatters';
import { beforeEach, describe, expect, it } from 'vitest';
import { saveSession } from '../../../lib/session';
import { server, setupMswServer } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import { answer, EMPTY_MONTH, FILLED, MISMATCH, NO_ACCOUNT, STALE } from './statement-fixtures';

setupMswServer();

const PAGE = '/dashboard/statement?bulan=2026-11';
const STATEMENT_URL = '*/api/v1/lender/statement';
const normal = (text: string | null | undefined) => (text ?? '').replace(/\s/g, ' ');
const money = (amount: number) => normal(formatCurrency(amount));

/** The value shown under a fact's label. */
function fact(label: string): string {
  return normal(screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent);
}

beforeEach(() => saveSession({ token: 'tok-1', userId: '1001', userStatus: 'active' }));

describe('statement', () => {
  it("shows the answer's opening, totals, closing, every movement with its balance, and both balances", async () => {
    let asked: string | null = null;
    server.use(
      getGetLenderStatementMockHandler(({ request }) => {
        asked = new URL(request.url).searchParams.get('bulan');
        return answer(FILLED);
      }),
    );
    renderApp(PAGE);
    await screen.findByText('Saldo awal', { selector: 'dt' });
    expect(asked).toBe('2026-11');
    expect(fact('Saldo awal')).toBe(money(FILLED.saldo_awal));
    expect(fact('Total masuk')).toBe(money(FILLED.total_masuk));
    expect(fact('Total keluar')).toBe(money(FILLED.total_keluar));
    expect(fact('Saldo akhir')).toBe(money(FILLED.saldo_akhir));
    const table = screen.getByRole('table', { name: 'Mutasi November 2026' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows.map((row) => normal(row.lastElementChild?.textContent))).toEqual(
      FILLED.mutasi.map((m) => money(m.saldo)),
    );
    expect(normal(rows[1]?.textContent)).toContain(`\u2212${money(1_100_000)}`);
    expect(normal(rows[2]?.textContent)).toContain('Imbal hasil');
    expect(normal(screen.getByTestId('ledger-balance').textContent)).toContain(money(3_456_789));
    const bank = normal(screen.getByTestId('bank-balance').textContent);
    expect(bank).toContain(money(3_456_789));
    expect(bank).toContain('Rekening BNI RDL 9880001234');
    expect(bank).toContain('terakhir disinkronkan');
    expect(screen.getByText('Saldo buku besar dan saldo rekening bank cocok.')).toBeTruthy();
    // No banner when they agree.
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Laporkan masalah' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Unduh PDF' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Unduh CSV' })).toBeTruthy();
  });

  it('shows the money reserved for withdrawal beside the ledger balance, from the API, in id and en', async () => {
    server.use(
      getGetLenderStatementMockHandler(answer({ ...FILLED, dicadangkan_penarikan: 432_321 })),
    );
    const first = renderApp(PAGE);
    const reserved = await screen.findByTestId('reserved-for-withdrawal');
    expect(normal(reserved.textContent)).toContain('Dicadangkan untuk penarikan');
    expect(normal(reserved.textContent)).toContain(money(432_321));
    first.unmount();
    renderApp('/en/dashboard/statement?bulan=2026-11');
    const reservedEn = await screen.findByTestId('reserved-for-withdrawal');
    expect(normal(reservedEn.textContent)).toContain('Reserved for withdrawal');
    expect(normal(reservedEn.textContent)).toContain(money(432_321));
  });

  it('a mismatch shows the red banner with the difference and the report action', async () => {
    server.use(getGetLenderStatementMockHandler(answer(MISMATCH)));
    renderApp(PAGE);
    const banner = await screen.findByRole('alert');
    expect(normal(banner.textContent)).toContain('Saldo tidak cocok');
    expect(normal(banner.textContent)).toContain(money(2));
    const report = within(banner).getByRole('link', { name: 'Laporkan masalah' });
    const href = new URL(report.getAttribute('href') ?? '');
    expect(href.hostname).toBe('wa.me');
    expect(normal(href.searchParams.get('text'))).toContain(money(3_456_791));
    expect(normal(screen.getByTestId('bank-balance').textContent)).toContain(money(3_456_791));
    expect(screen.queryByText('Data tidak terkini')).toBeNull();
  });

  it('a stale sync shows "Data tidak terkini" with the report action', async () => {
    server.use(getGetLenderStatementMockHandler(answer(STALE)));
    renderApp(PAGE);
    const banner = await screen.findByRole('alert');
    expect(within(banner).getByText('Data tidak terkini')).toBeTruthy();
    expect(within(banner).getByRole('link', { name: 'Laporkan masalah' })).toBeTruthy();
    expect(screen.queryByText('Saldo tidak cocok')).toBeNull();
  });

  it('no account: no bank side, the way to top up; no red banner', async () => {
    server.use(getGetLenderStatementMockHandler(answer(NO_ACCOUNT)));
    renderApp(PAGE);
    expect(await screen.findByText('Belum ada Rekening Dana Lender (RDL)')).toBeTruthy();
    expect(screen.queryByTestId('bank-balance')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('an empty month keeps its balances and offers the previous month', async () => {
    server.use(getGetLenderStatementMockHandler(answer(EMPTY_MONTH)));
    renderApp('/dashboard/statement?bulan=2026-10');
    expect(await screen.findByText('Tidak ada mutasi pada Oktober 2026')).toBeTruthy();
    expect(fact('Saldo akhir')).toBe(money(500_000));
    expect(screen.getByRole('button', { name: 'Lihat bulan sebelumnya' })).toBeTruthy();
  });

  it('an error has Retry; loading shows a skeleton', async () => {
    server.use(
      http.get(STATEMENT_URL, () =>
        HttpResponse.json({ message: 'Server error' }, { status: 500 }),
      ),
    );
    const first = renderApp(PAGE);
    expect(await screen.findByRole('button', { name: 'Coba lagi' })).toBeTruthy();
    first.unmount();
    server.use(
      http.get(STATEMENT_URL, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    renderApp(PAGE);
    await screen.findByRole('heading', { level: 1, name: 'Rekening Koran' });
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
  });

  it('speaks English under /en', async () => {
    server.use(getGetLenderStatementMockHandler(answer(MISMATCH)));
    renderApp('/en/dashboard/statement?bulan=2026-11');
    const banner = await screen.findByRole('alert');
    expect(within(banner).getByText('The balances do not match')).toBeTruthy();
    expect(within(banner).getByRole('link', { name: 'Report a problem' })).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Movements in November 2026' })).toBeTruthy();
  });
});
