// Top up on the SDK's MSW handlers: the balance, the virtual accounts with copy and
// steps, the lender account (active; none → create → success modal; failed → every step's message),
// and the empty, error and loading states.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import type { RdfCreateResponse } from '@pendana/api-sdk';
import {
  getCreateRdfAccountMockHandler,
  getGetPortfolioMockHandler,
  getGetPortfolioResponseMock,
  getGetRdlAccountMockHandler,
  getGetTopUpStepsMockHandler,
  getListTransactionsMockHandler,
  getListVirtualAccountsMockHandler,
} from '@pendana/api-sdk/msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session';
import { toaster } from '../../../lib/toaster';
import { textOf } from '../../../test/message-text';
import { server, setupMswServer } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import { historyMessages, rdlMessages, vaMessages, walletMessages } from '../messages';
import { NO_RDL, virtualAccount as va } from './wallet-fixtures';

setupMswServer();

const t = (descriptor: { id: string }) => textOf(descriptor)!;
const PAGE = '/dashboard/wallet';

beforeEach(() => {
  saveSession({ token: 'tok-1', userId: '1001', userStatus: 'active' });
  const portfolio = getGetPortfolioResponseMock();
  server.use(
    getGetPortfolioMockHandler({
      ...portfolio,
      data: {
        ...portfolio.data,
        rekening: { ...portfolio.data.rekening, dana_tersedia: 1_250_000 },
      },
    }),
    getListVirtualAccountsMockHandler({
      data: [va('009', 'BNI', '0091000000001001'), va('451', 'BSI', '4511000000001001')],
    }),
    getGetTopUpStepsMockHandler({
      data: [
        {
          kode_bank: '009',
          nama_bank: 'BNI',
          kanal: 'ATM',
          langkah: ['Masukkan kartu ATM', 'Pilih Transfer'],
        },
        { kode_bank: '009', nama_bank: 'BNI', kanal: 'Mobile Banking', langkah: ['Buka aplikasi'] },
      ],
    }),
    getGetRdlAccountMockHandler({ data: NO_RDL }),
  );
  vi.spyOn(toaster, 'create');
});

afterEach(() => vi.restoreAllMocks());

describe('top up', () => {
  it('shows the available balance and each bank’s virtual account, grouped for reading', async () => {
    renderApp(PAGE);
    expect(await screen.findByText(/Dana tersedia: Rp\s?1\.250\.000/)).toBeTruthy();
    const bni = (await screen.findByRole('heading', { level: 3, name: 'BNI' })).closest('li')!;
    expect(bni.textContent).toContain('0091 0000 0000 1001');
    expect(bni.textContent).toContain('Atas nama Pendana Budi Santoso');
    expect(screen.getByRole('heading', { level: 3, name: 'BSI' })).toBeTruthy();
  });

  it('copies the VA number (digits only) and says so', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    renderApp(PAGE);
    await user.click(
      await screen.findByRole('button', {
        name: t(vaMessages.copyNamed).replace('{bank}', 'BSI'),
      }),
    );
    expect(writeText).toHaveBeenCalledWith('4511000000001001');
    await waitFor(() =>
      expect(toaster.create).toHaveBeenCalledWith(
        expect.objectContaining({ title: t(vaMessages.copied), type: 'success' }),
      ),
    );
  });

  it('a refused clipboard says to copy by hand', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    renderApp(PAGE);
    await user.click(
      await screen.findByRole('button', {
        name: t(vaMessages.copyNamed).replace('{bank}', 'BNI'),
      }),
    );
    await waitFor(() =>
      expect(toaster.create).toHaveBeenCalledWith(
        expect.objectContaining({ title: t(vaMessages.copyFailed), type: 'error' }),
      ),
    );
  });

  it("shows each bank's steps per channel; a bank without steps says what to do", async () => {
    const user = userEvent.setup();
    renderApp(PAGE);
    const bni = (await screen.findByRole('heading', { level: 3, name: 'BNI' })).closest('li')!;
    await user.click(await within(bni).findByRole('button', { name: 'ATM' }));
    expect(within(bni).getByText('Masukkan kartu ATM')).toBeTruthy();
    expect(within(bni).getByRole('button', { name: 'Mobile Banking' })).toBeTruthy();
    const bsi = screen.getByRole('heading', { level: 3, name: 'BSI' }).closest('li')!;
    expect(within(bsi).getByText(t(vaMessages.noSteps))).toBeTruthy();
  });

  it('no virtual account yet: why, and the way home; a failure: the text and Retry', async () => {
    server.use(getListVirtualAccountsMockHandler({ data: [] }));
    const first = renderApp(PAGE);
    expect(await screen.findByText(t(vaMessages.emptyTitle))).toBeTruthy();
    expect(screen.getByRole('link', { name: t(vaMessages.toHome) }).getAttribute('href')).toBe(
      '/dashboard',
    );
    first.unmount();

    let calls = 0;
    server.use(
      http.post('*/api/newProfile/showVaNewNew', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ message: 'x' }, { status: 500 })
          : HttpResponse.json({ data: [va('009', 'BNI', '0091000000001001')] });
      }),
    );
    renderApp(PAGE);
    expect(await screen.findByText(t(walletMessages.somethingWrong))).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'BNI' })).toBeTruthy();
  });

  it('skeletons while loading', async () => {
    server.use(
      http.post('*/api/newProfile/showVaNewNew', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    renderApp(PAGE);
    await screen.findByText(t(vaMessages.intro));
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
  });

  it('the method is kept in the URL', async () => {
    const user = userEvent.setup();
    const { context } = renderApp(PAGE);
    await user.click(await screen.findByRole('tab', { name: t(walletMessages.tabRdl) }));
    await waitFor(() => expect(context.router.state.location.search).toBe('?method=rdl'));
    expect(await screen.findByText(t(rdlMessages.noneTitle))).toBeTruthy();
  });

  it('an active lender account shows its bank, number and state', async () => {
    server.use(
      getGetRdlAccountMockHandler({
        data: {
          ...NO_RDL,
          is_active_rdl: true,
          status: 'active',
          cif_number: '9100012345',
          account_number: '0123456789',
        },
      }),
    );
    renderApp(`${PAGE}?method=rdl`);
    expect(await screen.findByText(t(rdlMessages.statusActive))).toBeTruthy();
    expect(screen.getByText('0123456789')).toBeTruthy();
    expect(screen.queryByRole('button', { name: t(rdlMessages.create) })).toBeNull();
  });

  it('opening the lender account: a success modal with the new account', async () => {
    const user = userEvent.setup();
    const created: RdfCreateResponse = {
      status: 'success',
      message: 'Rekening Dana Lender berhasil dibuat',
      results: [{ step: 'CREATE_ACCOUNT', responseCode: '0001', responseMessage: 'Success' }],
      data: {
        ...NO_RDL,
        is_active_rdl: true,
        status: 'active',
        cif_number: '9100012345',
        account_number: '0123456789',
      },
    };
    server.use(getCreateRdfAccountMockHandler(created));
    renderApp(`${PAGE}?method=rdl`);
    await user.click(await screen.findByRole('button', { name: t(rdlMessages.create) }));
    const modal = await screen.findByRole('dialog', { name: t(rdlMessages.createdTitle) });
    expect(modal.textContent).toContain('Rekening Dana Lender berhasil dibuat');
    expect(modal.textContent).toContain('0123456789');
  });

  it('lists the latest top-ups (kategori topup) with their status names; none yet says so', async () => {
    let asked: unknown;
    server.use(
      getListTransactionsMockHandler(async ({ request }) => {
        asked = await request.json();
        return {
          data: [
            {
              id: 2,
              tanggal: '2026-11-24T09:15:00+07:00',
              perihal: 'Top up Virtual Account BNI',
              tipe: 'CREDIT',
              nominal: 750_000,
              kategori: 'topup',
              status: 3,
              referensi: 'TOP-1',
            },
            {
              id: 1,
              tanggal: '2026-11-24T09:00:00+07:00',
              perihal: 'Top up OVO',
              tipe: 'CREDIT',
              nominal: 100_000,
              kategori: 'topup',
              status: 4,
              referensi: 'TOP-0',
            },
          ],
          meta: { page: 1, per_page: 5, total: 2, totalPage: 1 },
        };
      }),
    );
    const first = renderApp(PAGE);
    const history = (
      await screen.findByRole('heading', { level: 2, name: t(historyMessages.heading) })
    ).closest('section')!;
    const rows = await within(history).findAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/Top up Virtual Account BNI.*Rp\s?750\.000Berhasil/),
      expect.stringMatching(/Top up OVO.*Rp\s?100\.000Gagal/),
    ]);
    expect(asked).toEqual({ kategori: 'topup', page: 1, per_page: 5 });
    first.unmount();

    server.use(
      getListTransactionsMockHandler({
        data: [],
        meta: { page: 1, per_page: 5, total: 0, totalPage: 0 },
      }),
    );
    renderApp(PAGE);
    expect(await screen.findByText(t(historyMessages.emptyTitle))).toBeTruthy();
  });

  it('§8.23 a failed opening shows every bank step’s responseMessage', async () => {
    const user = userEvent.setup();
    server.use(
      getCreateRdfAccountMockHandler({
        status: 'failed',
        message: 'Gagal',
        results: [
          { step: 'CREATE_CIF', responseCode: '0102', responseMessage: 'NIK tidak ditemukan' },
          { step: 'CREATE_ACCOUNT', responseCode: '0103', responseMessage: 'CIF belum ada' },
        ],
        data: { ...NO_RDL, status: 'failed' },
      }),
    );
    renderApp(`${PAGE}?method=rdl`);
    await user.click(await screen.findByRole('button', { name: t(rdlMessages.create) }));
    const alert = (await screen.findByText(t(rdlMessages.failedTitle))).closest(
      '[role="alert"], div',
    )!;
    expect(alert.textContent).toContain('Data nasabah (CIF): NIK tidak ditemukan');
    expect(alert.textContent).toContain('Pembukaan rekening: CIF belum ada');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
