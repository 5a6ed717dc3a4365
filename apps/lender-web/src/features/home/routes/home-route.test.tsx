import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import {
  getGetLenderInfoResponseMock,
  getGetPortfolioMockHandler,
  getGetPortfolioResponseMock,
  getGetRegistrationStatusMockHandler,
  getGetRegistrationStatusResponseMock,
} from '@pendana/api-sdk/msw';
import { formatCurrency } from '@pendana/design-system/formatters';
import { beforeEach, describe, expect, it } from 'vitest';
import { commonMessages, errorMessages } from '../../../i18n/common-messages';
import { saveSession } from '../../../lib/session';
import { server, setupMswServer } from '../../../test/msw-server';
import { textOf } from '../../../test/message-text';
import { renderApp } from '../../../test/render-app';
import { homeMessages } from '../messages';
import { STEP_ORDER_STORAGE_KEY } from '../utils/step-order-storage';

setupMswServer();

import en from '../../../i18n/messages/en.json';

const RETRY_EN = en['common.action.retry'];
const t = (descriptor: { id: string }) => textOf(descriptor)!;

/** The portfolio answer with balances no example holds, so a figure on screen can only come from it. */
function portfolio(
  rekening: Partial<ReturnType<typeof getGetPortfolioResponseMock>['data']['rekening']>,
  pendanaan?: ReturnType<typeof getGetPortfolioResponseMock>['data']['pendanaan'],
  jumlahPendanaan?: number,
) {
  const answer = getGetPortfolioResponseMock();
  const list = pendanaan ?? answer.data.pendanaan;
  return {
    data: {
      ...answer.data,
      rekening: { ...answer.data.rekening, ...rekening },
      pendanaan: list,
      jumlah_pendanaan: jumlahPendanaan ?? list.length,
    },
  };
}

/** The figure shown under a balance's label. */
function figure(label: string): string {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

describe('home: where is my money', () => {
  beforeEach(() => {
    saveSession({ token: 'tok-1', userId: '1001', userStatus: 'active' });
    localStorage.clear();
  });

  it('shows the four balances of homeLogin, formatted, and follows the server when they change', async () => {
    server.use(
      getGetPortfolioMockHandler(
        portfolio({
          total_aset: 61_234_500,
          dana_tersedia: 7_000_100,
          dana_teralokasi: 54_234_400,
          bagi_hasil: 321_700,
        }),
      ),
    );
    const { context } = renderApp('/dashboard');
    await screen.findByText(t(homeMessages.totalAssets), { selector: 'dt' });
    expect(figure(t(homeMessages.totalAssets))).toBe(formatCurrency(61_234_500));
    expect(figure(t(homeMessages.available))).toBe(formatCurrency(7_000_100));
    expect(figure(t(homeMessages.allocated))).toBe(formatCurrency(54_234_400));
    expect(figure(t(homeMessages.yieldReceived))).toBe(formatCurrency(321_700));
    expect(figure(t(homeMessages.totalAssets))).toBe('Rp\u00a061.234.500');

    server.use(getGetPortfolioMockHandler(portfolio({ dana_tersedia: 5_000_000 })));
    await context.queryClient.invalidateQueries();
    await waitFor(() => expect(figure(t(homeMessages.available))).toBe(formatCurrency(5_000_000)));
  });

  it('shows the money reserved for withdrawal as its own line, from the API, in id and en', async () => {
    server.use(
      getGetPortfolioMockHandler(
        portfolio({
          total_aset: 1_000_000,
          dana_tersedia: 567_679,
          dicadangkan_penarikan: 432_321,
          dana_teralokasi: 0,
        }),
      ),
    );
    const first = renderApp('/dashboard');
    await screen.findByText('Dicadangkan untuk penarikan', { selector: 'dt' });
    expect(figure('Dicadangkan untuk penarikan')).toBe(formatCurrency(432_321));
    expect(figure('Dana Tersedia')).toBe(formatCurrency(567_679));
    first.unmount();
    renderApp('/en/dashboard');
    await screen.findByText('Reserved for withdrawal', { selector: 'dt' });
    expect(figure('Reserved for withdrawal')).toBe(formatCurrency(432_321));
  });

  it('offers Top up, Withdraw and Fund a project as links to their pages', async () => {
    renderApp('/en/dashboard');
    const topUp = await screen.findByRole('link', { name: 'Top up' });
    expect(topUp.getAttribute('href')).toBe('/en/dashboard/wallet');
    expect(screen.getByRole('link', { name: 'Withdraw' }).getAttribute('href')).toBe(
      '/en/dashboard/withdrawal',
    );
    expect(screen.getByRole('link', { name: 'Fund a project' }).getAttribute('href')).toBe(
      '/en/dashboard/search-for-funding',
    );
  });

  it('lists each open funding with what it waits for and a link to its detail drawer', async () => {
    server.use(
      getGetPortfolioMockHandler(
        portfolio({}, [
          {
            id: 41,
            id_proyek: 7,
            nama: 'Ruko Margonda',
            gambar: '',
            harga_paket: 500_000,
            nominal: 1_500_000,
            imbal_hasil: 12.5,
            status_proyek: 1,
            hari_terlambat: null,
          },
          {
            id: 42,
            id_proyek: 8,
            nama: 'Griya Cibubur',
            gambar: '',
            harga_paket: 1_000_000,
            nominal: 2_000_000,
            imbal_hasil: 14,
            status_proyek: 3,
            hari_terlambat: null,
          },
          {
            id: 43,
            id_proyek: 9,
            nama: 'Krukut Raya',
            gambar: '',
            harga_paket: 1_000_000,
            nominal: 1_000_000,
            imbal_hasil: 15,
            status_proyek: 2,
            hari_terlambat: null,
          },
        ]),
      ),
    );
    renderApp('/dashboard');
    const first = (await screen.findByRole('heading', { level: 3, name: 'Ruko Margonda' })).closest(
      'li',
    )!;
    expect(first.textContent).toContain(formatCurrency(1_500_000));
    expect(within(first).getByText('3 paket')).toBeTruthy();
    expect(within(first).getByText('Imbal hasil 12,50% per tahun')).toBeTruthy();
    expect(within(first).getByText(t(homeMessages.stageFundraising))).toBeTruthy();
    expect(within(first).getByRole('link').getAttribute('href')).toBe(
      '/dashboard/my-funding?drawer=funding&id=41',
    );
    const full = screen.getByRole('heading', { name: 'Griya Cibubur' }).closest('li')!;
    expect(within(full).getByText(t(homeMessages.stageWaitingStart))).toBeTruthy();
    const running = screen.getByRole('heading', { name: 'Krukut Raya' }).closest('li')!;
    expect(within(running).getByText(t(homeMessages.stageRunning))).toBeTruthy();
  });

  it('holding more fundings than home shows: a link to all of them in Manage Funding', async () => {
    const shown = getGetPortfolioResponseMock().data.pendanaan;
    server.use(getGetPortfolioMockHandler(portfolio({}, shown, 137)));
    renderApp('/en/dashboard');
    const all = await screen.findByRole('link', { name: 'See all 137 fundings in Manage Funding' });
    expect(all.getAttribute('href')).toBe('/en/dashboard/my-funding');
    for (const funding of shown)
      expect(screen.getByRole('heading', { level: 3, name: funding.nama })).toBeTruthy();
  });

  it('every funding shown: no link to more', async () => {
    server.use(getGetPortfolioMockHandler(portfolio({})));
    renderApp('/en/dashboard');
    await screen.findByRole('heading', { level: 3, name: /Krukut Raya/ });
    expect(screen.queryByRole('link', { name: /^See all/ })).toBeNull();
  });

  it('without fundings: says so and leads to search', async () => {
    server.use(getGetPortfolioMockHandler(portfolio({}, [])));
    renderApp('/dashboard');
    expect(await screen.findByText(t(homeMessages.noFundingsTitle))).toBeTruthy();
    const links = screen.getAllByRole('link', { name: t(homeMessages.fundProject) });
    expect(links.length).toBe(2);
    for (const link of links)
      expect(link.getAttribute('href')).toBe('/dashboard/search-for-funding');
  });

  it('a skeleton while homeLogin is awaited, never a blank page', async () => {
    server.use(
      http.post('*/api/newProfile/homeLogin', async () => {
        await delay('infinite');
        return HttpResponse.json(getGetPortfolioResponseMock());
      }),
    );
    renderApp('/dashboard');
    expect(await screen.findByText(t(commonMessages.loading))).toBeTruthy();
    expect(screen.queryByText(t(homeMessages.totalAssets))).toBeNull();
  });

  it("§8.1 a failed homeLogin (portfolio call) shows 'Something went wrong' and Retry loads it", async () => {
    let calls = 0;
    server.use(
      http.post('*/api/newProfile/homeLogin', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ message: 'Server Error' }, { status: 500 })
          : HttpResponse.json(portfolio({ total_aset: 9_900_000 }));
      }),
    );
    renderApp('/en/dashboard');
    expect(await screen.findByText('Something went wrong')).toBeTruthy();
    expect(screen.queryByText('Server Error')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: RETRY_EN }));
    await screen.findByText('Total assets', { selector: 'dt' });
    expect(figure('Total assets')).toBe(formatCurrency(9_900_000));
    expect(textOf(errorMessages.generic)).toBeTruthy();
  });

  it("§8.1 in Indonesian, a failed homeLogin shows 'Something went wrong' translated ('Terjadi masalah'), not the generic error", async () => {
    server.use(
      http.post('*/api/newProfile/homeLogin', () =>
        HttpResponse.json({ message: 'Server Error' }, { status: 500 }),
      ),
    );
    renderApp('/dashboard');
    expect((await screen.findByRole('alert')).textContent).toContain('Terjadi masalah');
    expect(screen.queryByText('Something went wrong')).toBeNull();
    expect(screen.queryByText('Terjadi Kesalahan')).toBeNull();
    expect(screen.queryByText('Server Error')).toBeNull();
  });

  it("§4.23 saves the current status's step_order in browser storage (spec §4 Portfolio)", async () => {
    const answer = getGetRegistrationStatusResponseMock();
    server.use(
      getGetRegistrationStatusMockHandler({
        data: { current_status: { ...answer.data.current_status, step_order: 4 } },
      }),
    );
    renderApp('/dashboard');
    await waitFor(() => expect(localStorage.getItem(STEP_ORDER_STORAGE_KEY)).toBe('4'));
  });

  it('the KYC card is for lenders who are not verified only', async () => {
    const lender = getGetLenderInfoResponseMock();
    server.use(
      http.get('*/api/v1/lender_info', () =>
        HttpResponse.json({
          data: {
            ...lender.data,
            user_status: 'notfilled',
            lender_type: 1,
            is_new_lender_ekyc: true,
          },
        }),
      ),
    );
    const first = renderApp('/dashboard');
    expect(await screen.findByRole('link', { name: t(homeMessages.startEkyc) })).toBeTruthy();
    first.unmount();

    server.use(
      http.get('*/api/v1/lender_info', () =>
        HttpResponse.json({ data: { ...lender.data, user_status: 'active' } }),
      ),
    );
    renderApp('/dashboard');
    await screen.findByText(t(homeMessages.totalAssets), { selector: 'dt' });
    expect(screen.queryByRole('link', { name: t(homeMessages.startEkyc) })).toBeNull();
    expect(
      screen.queryByText(t(homeMessages.statusNotfilled), { selector: 'strong, p, h2, h3, div' }),
    ).toBeNull();
  });
});
