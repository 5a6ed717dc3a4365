// Transaction history on the SDK's MSW handlers: the rows with their kind, signed
// amount and status name; the filters sent and kept in the URL; a backwards range refused before
// sending; the CSV of the rows on screen; empty, filtered-empty, error and loading states.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import type { TransactionListRequest } from '@pendana/api-sdk';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session';
import * as screenKit from '../../../lib/screen';
import { textOf } from '../../../test/message-text';
import { server, setupMswServer } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import { filterMessages, transactionsMessages } from '../messages';
import { TRANSACTION_ROWS, transactionRow } from './transactions-fixtures';

setupMswServer();

const t = (descriptor: { id: string }) => textOf(descriptor)!;
const PAGE = '/dashboard/transactions';

const ROWS = TRANSACTION_ROWS;

let asked: TransactionListRequest[];
let answer: () => Response | Promise<Response>;

beforeEach(() => {
  saveSession({ token: 'tok-1', userId: '1001', userStatus: 'active' });
  asked = [];
  answer = () =>
    HttpResponse.json({ data: ROWS, meta: { page: 1, per_page: 20, total: 4, totalPage: 1 } });
  server.use(
    http.post('*/api/newRekening/v2/mutasi', async ({ request }) => {
      asked.push((await request.json()) as TransactionListRequest);
      return answer();
    }),
  );
});

afterEach(() => vi.restoreAllMocks());

const table = async () => within(await screen.findByRole('table'));

describe('transaction history', () => {
  it('lists each transaction with its kind, signed amount and status name', async () => {
    renderApp(PAGE);
    const rows = (await table()).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringMatching(/Top up Virtual Account BNIIsi saldo\+Rp\s?750\.000BerhasilTOP-1$/),
      expect.stringMatching(
        /Pendanaan Villa Tembalang \(2 paket\)Pendanaan−Rp\s?2\.000\.000BerhasilPDN-1$/,
      ),
      expect.stringMatching(/Imbal hasil bulan 1Imbal hasil\+Rp\s?16\.600BerhasilIMB-1$/),
      expect.stringMatching(/Penarikan danaPenarikan−Rp\s?300\.000MenungguWD-1$/),
    ]);
    expect(asked).toEqual([{ page: 1, per_page: 20 }]);
  });

  it('applies the kind and the days (typed DD-MM-YYYY) into the URL and the request', async () => {
    const user = userEvent.setup();
    const { context } = renderApp(PAGE);
    await table();
    await user.selectOptions(
      screen.getByRole('combobox', { name: t(filterMessages.kind) }),
      'Imbal hasil',
    );
    await user.type(screen.getByLabelText(t(filterMessages.from)), '01112026');
    await user.type(screen.getByLabelText(t(filterMessages.until)), '30112026');
    await user.click(screen.getByRole('button', { name: t(filterMessages.apply) }));
    await waitFor(() =>
      expect(asked.at(-1)).toEqual({
        page: 1,
        per_page: 20,
        kategori: 'imbal_hasil',
        dari: '2026-11-01',
        sampai: '2026-11-30',
      }),
    );
    expect(Object.fromEntries(new URLSearchParams(context.router.state.location.search))).toEqual({
      kategori: 'imbal_hasil',
      dari: '2026-11-01',
      sampai: '2026-11-30',
    });
  });

  it('refuses a range that runs backwards before sending', async () => {
    const user = userEvent.setup();
    renderApp(PAGE);
    await table();
    await user.type(screen.getByLabelText(t(filterMessages.from)), '30112026');
    await user.type(screen.getByLabelText(t(filterMessages.until)), '01112026');
    await user.click(screen.getByRole('button', { name: t(filterMessages.apply) }));
    expect(await screen.findByText(t(filterMessages.rangeOrder))).toBeTruthy();
    expect(asked).toHaveLength(1);
  });

  it('exports the rows on screen as CSV, row for row', async () => {
    const saved: { blob: Blob; name: string }[] = [];
    vi.spyOn(screenKit, 'saveBlob').mockImplementation((blob, name) => {
      saved.push({ blob, name });
    });
    renderApp(`${PAGE}?kategori=&dari=2026-11-01`);
    const shown = (await table()).getAllByRole('row').slice(1);
    await userEvent.click(screen.getByRole('button', { name: t(transactionsMessages.export) }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toBe('pendana-transaksi-2026-11-01_kini_p1.csv');
    const lines = (await saved[0]!.blob.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Tanggal,Keterangan,Jenis,Tipe,Jumlah,Status,Referensi');
    expect(lines.slice(1).map((line) => line.split(',').at(-1))).toEqual(
      shown.map((r) => within(r).getAllByRole('cell').at(-1)!.textContent),
    );
    expect(lines[2]).toBe(
      '2026-11-24T09:15:00+07:00,Pendanaan Villa Tembalang (2 paket),Pendanaan,DEBIT,-2000000,Berhasil,PDN-1',
    );
  });

  it('no transaction at all: the way to top up; none for the filters: clear them', async () => {
    answer = () =>
      HttpResponse.json({ data: [], meta: { page: 1, per_page: 20, total: 0, totalPage: 0 } });
    const first = renderApp(PAGE);
    expect(await screen.findByText(t(transactionsMessages.emptyTitle))).toBeTruthy();
    expect(
      screen.getByRole('link', { name: t(transactionsMessages.toTopUp) }).getAttribute('href'),
    ).toBe('/dashboard/wallet');
    first.unmount();

    const { context } = renderApp(`${PAGE}?kategori=penarikan`);
    expect(await screen.findByText(t(transactionsMessages.noMatchTitle))).toBeTruthy();
    // The empty state's own button (the filters above have one too).
    await userEvent.click(
      screen.getAllByRole('button', { name: t(transactionsMessages.noMatchReset) }).at(-1)!,
    );
    await waitFor(() => expect(context.router.state.location.search).toBe(''));
  });

  it('§9.10 §9.11 §9.17 the date with HH:mm:ss (id) or hh:mm A (en), and the names of status numbers 1, 2, 3, 4 and 8', async () => {
    // No offset: the time is the same in every time zone the tests run in.
    const at = '2026-11-24T14:05:09';
    answer = () =>
      HttpResponse.json({
        data: ([1, 2, 3, 4, 8] as const).map((status, index) =>
          transactionRow({ id: index + 1, status, tanggal: at, referensi: `REF-${status}` }),
        ),
        meta: { page: 1, per_page: 20, total: 5, totalPage: 1 },
      });
    const cells = async (column: number) =>
      (await table())
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[column]!.textContent);

    const first = renderApp(PAGE);
    expect((await cells(0))[0]).toBe('Selasa, 24 November 2026 14:05:09');
    expect(await cells(4)).toEqual(['Baru', 'Menunggu', 'Berhasil', 'Gagal', 'Batal']);
    first.unmount();

    renderApp(`/en${PAGE}`);
    expect((await cells(0))[0]).toBe('Tuesday, November 24, 2026 02:05 PM');
    expect(await cells(4)).toEqual(['New', 'Waiting', 'Succeeded', 'Failed', 'Cancelled']);
  });

  it('§9.19 pagination labels: the English defaults (Pagination, Previous, Next, Page n) in English', async () => {
    answer = () =>
      HttpResponse.json({ data: ROWS, meta: { page: 1, per_page: 20, total: 60, totalPage: 3 } });
    const user = userEvent.setup();
    const english = renderApp(`/en${PAGE}`);
    const nav = await screen.findByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByRole('button', { name: 'Previous' }).textContent).toBe('Previous');
    expect(within(nav).getByRole('button', { name: 'Next' }).textContent).toBe('Next');
    expect(within(nav).getByRole('button', { name: 'Page 3' })).toBeTruthy();
    await user.click(within(nav).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(asked.at(-1)).toEqual({ page: 2, per_page: 20 }));
    english.unmount();

    // In Indonesian the app names the same controls in Indonesian.
    renderApp(PAGE);
    const navId = await screen.findByRole('navigation', { name: 'Navigasi halaman' });
    expect(within(navId).getByRole('button', { name: 'Sebelumnya' })).toBeTruthy();
    expect(within(navId).getByRole('button', { name: 'Berikutnya' })).toBeTruthy();
    expect(within(navId).getByRole('button', { name: 'Halaman 3' })).toBeTruthy();
  });

  it('principal returned (pengembalian_pokok) and principal written off (penghapusan_dana) are named apart from funds taken back, in both languages, and filterable', async () => {
    answer = () =>
      HttpResponse.json({
        data: [
          transactionRow({
            id: 1,
            perihal: 'Angsuran terakhir Villa Tembalang',
            nominal: 3_000_000,
            kategori: 'pengembalian_pokok',
            referensi: 'POK-1',
          }),
          transactionRow({
            id: 2,
            perihal: 'Ambil paket Villa Tembalang',
            nominal: 1_000_000,
            kategori: 'pengembalian_dana',
            referensi: 'AMB-1',
          }),
          transactionRow({
            id: 3,
            perihal: 'Penghapusan pokok (gagal bayar): Gudang Cikarang',
            nominal: 4_200_000,
            tipe: 'DEBIT',
            kategori: 'penghapusan_dana',
            referensi: 'HPS-1',
          }),
        ],
        meta: { page: 1, per_page: 20, total: 3, totalPage: 1 },
      });
    const rowTexts = async () =>
      (await table())
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent);

    const indonesian = renderApp(`${PAGE}?kategori=pengembalian_pokok`);
    expect(await rowTexts()).toEqual([
      expect.stringMatching(
        /Angsuran terakhir Villa TembalangPengembalian pokok\+Rp\s?3\.000\.000/,
      ),
      expect.stringMatching(/Ambil paket Villa TembalangPengembalian dana\+Rp\s?1\.000\.000/),
      expect.stringMatching(
        /Gudang CikarangPenghapusan pokok \(gagal bayar\)\u2212Rp\s?4\.200\.000/,
      ),
    ]);
    expect(asked.at(-1)).toMatchObject({ kategori: 'pengembalian_pokok' });
    indonesian.unmount();

    renderApp(`/en${PAGE}`);
    expect(await rowTexts()).toEqual([
      expect.stringMatching(
        /Angsuran terakhir Villa TembalangPrincipal returned\+Rp\s?3\.000\.000/,
      ),
      expect.stringMatching(/Ambil paket Villa TembalangRefund\+Rp\s?1\.000\.000/),
      expect.stringMatching(
        /Gudang CikarangPrincipal written off \(default\)\u2212Rp\s?4\.200\.000/,
      ),
    ]);
  });

  it("a failure shows the server's message with Retry; loading shows a skeleton", async () => {
    let calls = 0;
    answer = () => {
      calls += 1;
      return calls === 1
        ? HttpResponse.json({ message: 'Riwayat sedang tidak dapat dimuat' }, { status: 500 })
        : HttpResponse.json({
            data: ROWS,
            meta: { page: 1, per_page: 20, total: 4, totalPage: 1 },
          });
    };
    const first = renderApp(PAGE);
    expect(await screen.findByText('Riwayat sedang tidak dapat dimuat')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByRole('table')).toBeTruthy();
    first.unmount();

    answer = async () => {
      await delay('infinite');
      return HttpResponse.json({});
    };
    renderApp(PAGE);
    await screen.findByRole('heading', { level: 1, name: t(transactionsMessages.title) });
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
  });
});
