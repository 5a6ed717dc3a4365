// The statement on the SDK's MSW handlers: the figures shown are the answer's (the figure compared
// with the bank is the server's `saldo_rekening_seharusnya`, not the ledger balance), the
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
import {
  answer,
  EMPTY_MONTH,
  FILLED,
  MISMATCH,
  NO_ACCOUNT,
  PENDING_WITHDRAWAL,
  STALE,
} from './statement-fixtures';

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
    expect(normal(screen.getByTestId('in-account-balance').textContent)).toContain(
      money(3_456_789),
    );
    const bank = normal(screen.getByTestId('bank-balance').textContent);
    expect(bank).toContain(money(3_456_789));
    expect(bank).toContain('Rekening BNI RDL 9880001234');
    expect(bank).toContain('terakhir disinkronkan');
    expect(
      screen.getByText('Saldo rekening bank cocok dengan yang seharusnya menurut buku besar.'),
    ).toBeTruthy();
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

  it('shows what the bank account should hold from the API, the figure compared with the bank, in id and en', async () => {
    // Rp 500.000 came in by e-wallet: the server's figure is not Dana Tersedia + reserved.
    server.use(
      getGetLenderStatementMockHandler(
        answer({
          ...PENDING_WITHDRAWAL,
          saldo_rekening_seharusnya: 3_206_789,
          rekening: { ...PENDING_WITHDRAWAL.rekening!, saldo_bank: 3_206_789 },
        }),
      ),
    );
    const first = renderApp(PAGE);
    const inAccount = normal((await screen.findByTestId('in-account-balance')).textContent);
    expect(inAccount).toContain('Seharusnya di rekening bank (menurut buku besar)');
    expect(inAccount).toContain(money(3_206_789));
    expect(inAccount).not.toContain(money(3_706_789));
    expect(inAccount).toContain('dibandingkan dengan saldo rekening bank');
    first.unmount();
    renderApp('/en/dashboard/statement?bulan=2026-11');
    const inAccountEn = normal((await screen.findByTestId('in-account-balance')).textContent);
    expect(inAccountEn).toContain('Due in the bank account (per the ledger)');
    expect(inAccountEn).toContain(money(3_206_789));
  });

  it('a pending withdrawal: the ledger balance differs from the compared figure, status ok, no alarm', async () => {
    server.use(getGetLenderStatementMockHandler(answer(PENDING_WITHDRAWAL)));
    renderApp(PAGE);
    const inAccount = normal((await screen.findByTestId('in-account-balance')).textContent);
    const ledger = normal(screen.getByTestId('ledger-balance').textContent);
    expect(ledger).toContain(money(3_456_789));
    expect(inAccount).toContain(money(3_706_789));
    expect(ledger).not.toContain(money(3_706_789));
    expect(normal(screen.getByTestId('bank-balance').textContent)).toContain(money(3_706_789));
    expect(normal(screen.getByTestId('reserved-for-withdrawal').textContent)).toContain(
      money(250_000),
    );
    expect(
      screen.getByText('Saldo rekening bank cocok dengan yang seharusnya menurut buku besar.'),
    ).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Laporkan masalah' })).toBeNull();
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
    // The report quotes the compared figures (what the account should hold, the bank's), not the
    // ledger balance.
    const text = normal(href.searchParams.get('text'));
    expect(text).toContain(`seharusnya di rekening bank ${money(3_706_789)}`);
    expect(text).toContain(`saldo rekening bank ${money(3_706_791)}`);
    expect(text).not.toContain(money(3_456_789));
    expect(normal(screen.getByTestId('bank-balance').textContent)).toContain(money(3_706_791));
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
    expect(screen.queryByTestId('in-account-balance')).toBeNull();
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
