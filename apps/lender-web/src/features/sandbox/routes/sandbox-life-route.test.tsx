// The sandbox's project life on the SDK's MSW handlers: a project's stage, next due and days late;
// each action sends what the server needs (the due seen) and shows the life it answers, and the
// lender's other data is read again; an ended project stays listed with its stage and no action; a
// refusal shows the server's reason; none funded leads to search; a failed list has Retry.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import {
  getGetPortfolioQueryKey,
  getListSandboxProjectLivesQueryKey,
  type SandboxProjectLife,
} from '@pendana/api-sdk';
import { getListSandboxProjectLivesMockHandler } from '@pendana/api-sdk/msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { saveSession } from '../../../lib/session';
import { server, setupMswServer } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';

setupMswServer();

const PAGE = '/dashboard/sandbox-life';
const LIFE = '*/api/v1/sandbox/projects/17/life';

const life = (patch: Partial<SandboxProjectLife>): SandboxProjectLife => ({
  id_proyek: 17,
  nama: 'Proyek Cinere',
  stage: 'running',
  today: '2026-11-20',
  next_due: { tanggal: '2026-12-01', nominal: 100_000 },
  days_late: 0,
  grace_days: 3,
  principal_outstanding: 10_000_000,
  actions: { pay_next_due: true, repay_all: true, make_late: true, declare_default: true },
  ...patch,
});

const listed = (...lives: SandboxProjectLife[]) =>
  getListSandboxProjectLivesMockHandler({ data: lives });

const ENDED_ACTIONS = {
  pay_next_due: false,
  repay_all: false,
  make_late: false,
  declare_default: false,
};

beforeEach(() => saveSession({ token: 'tok-1', userId: '1001', userStatus: 'active' }));

async function card() {
  return (await screen.findByRole('heading', { name: 'Proyek Cinere' })).closest('li')!;
}

describe('sandbox project life', () => {
  it('shows the stage, the next due with its amount and the days late', async () => {
    server.use(
      listed(
        life({
          stage: 'late',
          days_late: 40,
          actions: { pay_next_due: true, repay_all: true, make_late: false, declare_default: true },
        }),
      ),
    );
    renderApp(PAGE);
    const item = await card();
    await waitFor(() => expect(item.textContent).toContain('Terlambat'));
    expect(item.textContent).toMatch(
      /Jatuh tempo berikutnyaSelasa, 1 Desember 2026, Rp\s?100\.000/,
    );
    expect(item.textContent).toContain('40 hari');
    expect(within(item).getByRole('button', { name: 'Buat terlambat' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('pays the next due it shows and then shows the life the server answers', async () => {
    const sent: unknown[] = [];
    server.use(
      listed(life({})),
      http.post(`${LIFE}/next-due`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({
          data: life({
            today: '2026-12-01',
            next_due: { tanggal: '2027-01-01', nominal: 10_100_000 },
          }),
        });
      }),
    );
    renderApp(PAGE);
    const item = await card();
    await userEvent.click(
      await within(item).findByRole('button', { name: 'Bayar jatuh tempo berikutnya' }),
    );
    await waitFor(() => expect(item.textContent).toMatch(/Rp\s?10\.100\.000/));
    expect(sent).toEqual([{ tanggal_jatuh_tempo: '2026-12-01' }]);
  });

  it('keeps ended projects listed with their stage, and no action for them', async () => {
    server.use(
      listed(
        life({}),
        life({
          id_proyek: 18,
          nama: 'Proyek Lunas',
          stage: 'repaid',
          next_due: null,
          principal_outstanding: 0,
          actions: ENDED_ACTIONS,
        }),
        life({
          id_proyek: 19,
          nama: 'Proyek Gagal',
          stage: 'defaulted',
          next_due: null,
          principal_outstanding: 0,
          actions: ENDED_ACTIONS,
        }),
      ),
    );
    renderApp(PAGE);
    await card();
    for (const [name, stage] of [
      ['Proyek Lunas', 'Lunas'],
      ['Proyek Gagal', 'Gagal bayar'],
    ] as const) {
      const item = (await screen.findByRole('heading', { name })).closest('li')!;
      expect(within(item).getByText(stage)).toBeTruthy();
      expect(item.textContent).toMatch(/Jatuh tempo berikutnya\s*Tidak ada/);
      expect(
        within(item).getByText('Proyek ini sudah berakhir: tidak ada tindakan sandbox lagi.'),
      ).toBeTruthy();
      expect(within(item).queryAllByRole('button')).toEqual([]);
    }
    // The project still owing keeps its actions.
    expect(within(await card()).getAllByRole('button').length).toBeGreaterThan(0);
  });

  it('pays everything left: the project shows repaid with no action, and the lender’s other data is read again', async () => {
    server.use(
      listed(life({})),
      http.post(`${LIFE}/repay-all`, () =>
        HttpResponse.json({
          data: life({
            stage: 'repaid',
            next_due: null,
            principal_outstanding: 0,
            actions: ENDED_ACTIONS,
          }),
        }),
      ),
    );
    const { context } = renderApp(PAGE);
    const item = await card();
    // Balances read earlier, as home would have them in the cache.
    const balances = getGetPortfolioQueryKey();
    context.queryClient.setQueryData(balances, { stale: true });
    await userEvent.click(within(item).getByRole('button', { name: 'Lunasi semua' }));
    await waitFor(() => expect(within(item).getByText('Lunas')).toBeTruthy());
    expect(
      within(item).getByText('Proyek ini sudah berakhir: tidak ada tindakan sandbox lagi.'),
    ).toBeTruthy();
    expect(within(item).queryAllByRole('button')).toEqual([]);
    expect(context.queryClient.getQueryState(balances)?.isInvalidated).toBe(true);
    // The list itself holds the answer, not read again.
    expect(
      context.queryClient.getQueryState(getListSandboxProjectLivesQueryKey())?.isInvalidated,
    ).toBe(false);
  });

  it('shows the server’s reason when an action is refused, and declares a default with the recovery', async () => {
    const sent: unknown[] = [];
    server.use(
      listed(life({})),
      http.post(`${LIFE}/repay-all`, () =>
        HttpResponse.json(
          { message: 'Proyek ini berstatus defaulted: tindakan ini tidak tersedia.' },
          { status: 409 },
        ),
      ),
      http.post(`${LIFE}/default`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({
          data: life({
            stage: 'defaulted',
            next_due: null,
            principal_outstanding: 0,
            actions: ENDED_ACTIONS,
          }),
        });
      }),
    );
    renderApp(PAGE);
    const item = await card();
    await userEvent.click(await within(item).findByRole('button', { name: 'Lunasi semua' }));
    expect(
      await within(item).findByText('Proyek ini berstatus defaulted: tindakan ini tidak tersedia.'),
    ).toBeTruthy();
    await userEvent.type(within(item).getByLabelText('Dana yang dipulihkan'), '4000000');
    await userEvent.click(within(item).getByRole('button', { name: 'Nyatakan gagal bayar' }));
    await waitFor(() => expect(item.textContent).toContain('Gagal bayar'));
    expect(sent).toEqual([{ recovery: 4_000_000 }]);
  });

  it('none funded: the way to search; the list failing: its message and Retry', async () => {
    server.use(listed());
    const first = renderApp(PAGE);
    expect(await screen.findByText('Belum ada proyek yang didanai')).toBeTruthy();
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: 'Cari pendanaan' }),
    ).toBeTruthy();
    first.unmount();
    server.use(
      http.get('*/api/v1/sandbox/projects/life', () =>
        HttpResponse.json({ message: 'Proyek gagal dimuat' }, { status: 500 }),
      ),
    );
    renderApp(PAGE);
    expect(await screen.findByText('Proyek gagal dimuat')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Coba lagi/ })).toBeTruthy();
  });
});
