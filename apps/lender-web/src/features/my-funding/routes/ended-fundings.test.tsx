import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EndedFunding } from '@pendana/api-sdk';
import {
  getListManagedFundingsMockHandler,
  getListManagedFundingsResponseMock,
} from '@pendana/api-sdk/msw';
import { formatCurrency, formatDate, formatRate } from '@pendana/design-system/formatters';
import { beforeEach, describe, expect, it } from 'vitest';
import { saveSession } from '../../../lib/session';
import { server, setupMswServer } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import { fundingLists as lists, openFunding as open } from '../../../test/managed-fundings';

setupMswServer();

const mock = getListManagedFundingsResponseMock();
const repaidExample = mock.dataProyekSelesai.find((f) => !f.gagal_bayar)!;
const ended = (id: number, patch: Partial<EndedFunding> = {}): EndedFunding => ({
  ...repaidExample,
  id,
  nama_proyek: `Proyek ${id}`,
  ...patch,
});

/** A repaid funding: Rp 2 000 000 back in full, Rp 51 000 net yield over three repayments. */
const repaid = ended(21, {
  pokok_didanai: 2_000_000,
  pokok_kembali: 2_000_000,
  pokok_dihapus: 0,
  tanggal_selesai: '2024-05-01',
  hasil: { ...repaidExample.hasil, id_pendanaan: 21, xirr_percent: 9.88, realised_yield: 51_000 },
  pembayaran: [
    { tanggal: '2024-03-01', imbal_hasil: 17_000, pajak: 3_000, pokok: 0 },
    { tanggal: '2024-04-01', imbal_hasil: 17_000, pajak: 3_000, pokok: 0 },
    { tanggal: '2024-05-01', imbal_hasil: 17_000, pajak: 3_000, pokok: 2_000_000 },
  ],
});
/** A defaulted funding: Rp 1 200 000 of Rp 3 000 000 recovered, the rest written off. */
const defaulted = ended(22, {
  gagal_bayar: true,
  pokok_didanai: 3_000_000,
  pokok_kembali: 1_200_000,
  pokok_dihapus: 1_800_000,
  tanggal_selesai: '2024-03-15',
  hasil: {
    ...repaidExample.hasil,
    id_pendanaan: 22,
    xirr_percent: null,
    reason: 'not-enough-data',
    realised_yield: 29_750,
    written_off: true,
  },
  pembayaran: [],
});

function fact(card: HTMLElement, label: string): string {
  return within(card).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent ?? '';
}

const card = async (name: string) =>
  (await screen.findByRole('heading', { name })).closest('article')!;

describe('manage funding: ended fundings', () => {
  beforeEach(() => saveSession({ token: 'tok-1', userId: '1001', userStatus: 'active' }));

  it('lists each ended funding under Selesai with its final return', async () => {
    server.use(
      getListManagedFundingsMockHandler(
        lists({ dataProyekAktif: [open(1)], dataProyekSelesai: [repaid, defaulted] }),
      ),
    );
    const { context } = renderApp('/dashboard/my-funding');
    await screen.findByRole('heading', { name: 'Proyek 1' });
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Selesai (2)' }));
    expect(context.router.state.location.search).toBe('?tab=ended');
    const first = await card('Proyek 21');
    expect(within(first).getByText('Lunas')).toBeTruthy();
    expect(fact(first, 'Pokok didanai')).toBe(formatCurrency(2_000_000));
    expect(fact(first, 'Pokok kembali')).toBe(formatCurrency(2_000_000));
    expect(fact(first, 'Total imbal hasil bersih')).toBe(formatCurrency(51_000));
    expect(fact(first, 'Imbal hasil bersih tahunan (XIRR)')).toBe(`${formatRate(9.88)}%`);
    expect(fact(first, 'Selesai pada')).toBe(formatDate('2024-05-01', 'id'));
    expect(within(first).queryByText('Pokok dihapusbukukan')).toBeNull();
    const second = await card('Proyek 22');
    expect(within(second).getByText('Gagal bayar')).toBeTruthy();
    expect(fact(second, 'Pokok kembali')).toBe(formatCurrency(1_200_000));
    expect(fact(second, 'Pokok dihapusbukukan')).toBe(formatCurrency(1_800_000));
    expect(fact(second, 'Imbal hasil bersih tahunan (XIRR)')).toBe('Belum ada angka');
    // The open funding is not under Selesai.
    expect(screen.queryByRole('heading', { name: 'Proyek 1' })).toBeNull();
  });

  it("the ended funding's drawer lists every repayment received and its signed agreement", async () => {
    server.use(getListManagedFundingsMockHandler(lists({ dataProyekSelesai: [repaid] })));
    renderApp('/dashboard/my-funding?tab=ended&drawer=funding&id=21');
    const drawer = await screen.findByRole('dialog', { name: 'Proyek 21' });
    const table = await within(drawer).findByRole('table', { name: 'Pembayaran diterima' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) =>
        within(row)
          .queryAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows.slice(1)).toEqual([
      [
        formatDate('2024-03-01', 'id'),
        formatCurrency(17_000),
        formatCurrency(0),
        formatCurrency(3_000),
      ],
      [
        formatDate('2024-04-01', 'id'),
        formatCurrency(17_000),
        formatCurrency(0),
        formatCurrency(3_000),
      ],
      [
        formatDate('2024-05-01', 'id'),
        formatCurrency(17_000),
        formatCurrency(2_000_000),
        formatCurrency(3_000),
      ],
    ]);
    expect(within(drawer).getByRole('heading', { name: 'Akad pendanaan' })).toBeTruthy();
    expect(within(drawer).getByRole('button', { name: 'Unduh akad' })).toBeTruthy();
    // Nothing to add or take in an ended funding.
    expect(within(drawer).queryByRole('heading', { name: 'Ambil dana' })).toBeNull();
  });

  it('never offers to sign an agreement once the funding has ended', async () => {
    const unsigned = { ...repaid, signing: { provider: null, docToken: null, status: null } };
    server.use(getListManagedFundingsMockHandler(lists({ dataProyekSelesai: [unsigned] })));
    renderApp('/dashboard/my-funding?tab=ended&drawer=funding&id=21');
    const drawer = await screen.findByRole('dialog', { name: 'Proyek 21' });
    expect(await within(drawer).findByRole('table', { name: 'Pembayaran diterima' })).toBeTruthy();
    expect(within(drawer).queryByRole('heading', { name: 'Akad pendanaan' })).toBeNull();
    expect(within(drawer).queryByRole('button', { name: /PrivyID|VIDA/ })).toBeNull();
  });

  it('an empty Selesai tab says so and leads back to the active fundings', async () => {
    server.use(getListManagedFundingsMockHandler(lists({ dataProyekAktif: [open(3)] })));
    const { context } = renderApp('/dashboard/my-funding?tab=ended');
    expect(await screen.findByText('Belum ada pendanaan yang selesai')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Lihat pendanaan aktif' }));
    // The active tab is the default: the URL drops it.
    expect(context.router.state.location.search).toBe('');
    expect(await screen.findByRole('heading', { name: 'Proyek 3' })).toBeTruthy();
  });

  it('in English: the Ended tab, the outcome and the figures', async () => {
    server.use(getListManagedFundingsMockHandler(lists({ dataProyekSelesai: [defaulted] })));
    renderApp('/en/dashboard/my-funding?tab=ended');
    const item = await card('Proyek 22');
    expect(screen.getByRole('tab', { name: 'Ended (1)' })).toBeTruthy();
    expect(within(item).getByText('Defaulted')).toBeTruthy();
    expect(fact(item, 'Principal returned')).toBe(formatCurrency(1_200_000));
    expect(fact(item, 'Principal written off')).toBe(formatCurrency(1_800_000));
    expect(fact(item, 'Total net yield')).toBe(formatCurrency(29_750));
    expect(fact(item, 'Ended on')).toBe(formatDate('2024-03-15', 'en'));
  });
});

describe('manage funding: the late badge', () => {
  beforeEach(() => saveSession({ token: 'tok-1', userId: '1001', userStatus: 'active' }));

  const late = lists({
    dataProyekAktif: [open(4, { hari_terlambat: null })],
    dataProyekFull: [open(5, { hari_terlambat: 4 })],
    dataProyekClosed: [open(6, { hari_terlambat: 1 })],
  });

  it("shows the days late on a late project's card, none on the others", async () => {
    server.use(getListManagedFundingsMockHandler(late));
    renderApp('/dashboard/my-funding');
    expect((await card('Proyek 4')).textContent).not.toMatch(/Terlambat/);
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Penuh (1)' }));
    expect(within(await card('Proyek 5')).getByText('Terlambat 4 hari')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Selesai penggalangan (1)' }));
    expect(within(await card('Proyek 6')).getByText('Terlambat 1 hari')).toBeTruthy();
  });

  it('in English, one day and more', async () => {
    server.use(getListManagedFundingsMockHandler(late));
    renderApp('/en/dashboard/my-funding?tab=full');
    expect(within(await card('Proyek 5')).getByText('4 days late')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Fundraising over (1)' }));
    expect(within(await card('Proyek 6')).getByText('1 day late')).toBeTruthy();
  });
});
