import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { saveSession } from '../../../lib/session';
import { textOf } from '../../../test/message-text';
import { server, setupMswServer } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import { screenMessages } from '../../../lib/screen/messages';
import { listMessages } from '../messages';
import { fundingLists, openFunding, pagedFundingsHandler } from '../../../test/managed-fundings';

setupMswServer();

const t = (descriptor: { id: string }) => textOf(descriptor)!;

/** 25 active fundings (ids 101–125) and 3 full ones: three pages of 10 on the active tab. */
const all = fundingLists({
  dataProyekAktif: Array.from({ length: 25 }, (_, k) => openFunding(101 + k)),
  dataProyekFull: [201, 202, 203].map((id) => openFunding(id, { status_proyek: 3 })),
});

const cards = () => screen.getAllByRole('heading', { level: 2, name: /^Proyek \d+$/ });

describe('manage funding, a page at a time', () => {
  beforeEach(() => saveSession({ token: 'tok-1', userId: '1001', userStatus: 'active' }));

  it("loads each tab's fundings page by page with 'load more', to the end of the list", async () => {
    const asked: URLSearchParams[] = [];
    server.use(pagedFundingsHandler(all, asked));
    renderApp('/dashboard/my-funding');
    expect(await screen.findByRole('heading', { name: 'Proyek 101' })).toBeTruthy();
    expect(cards()).toHaveLength(10);
    // Every tab's count comes from the server's totals, not from the loaded cards.
    expect(screen.getByRole('tab', { name: `${t(listMessages.active)} (25)` })).toBeTruthy();
    expect(screen.getByRole('tab', { name: `${t(listMessages.full)} (3)` })).toBeTruthy();
    expect(screen.getByRole('tab', { name: `${t(listMessages.ended)} (0)` })).toBeTruthy();
    expect(screen.queryByText(t(listMessages.endOfList))).toBeNull();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: t(screenMessages.loadMore) }));
    expect(await screen.findByRole('heading', { name: 'Proyek 120' })).toBeTruthy();
    expect(cards()).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: t(screenMessages.loadMore) }));
    expect(await screen.findByRole('heading', { name: 'Proyek 125' })).toBeTruthy();
    // The whole list once, in the server's order.
    expect(cards().map((card) => card.textContent)).toEqual(
      all.dataProyekAktif.map((f) => f.nama_proyek),
    );
    expect(screen.getByText(t(listMessages.endOfList))).toBeTruthy();
    expect(screen.queryByRole('button', { name: t(screenMessages.loadMore) })).toBeNull();
    expect(
      asked.map((query) => `${query.get('tab')} ${query.get('page')} ${query.get('per_page')}`),
    ).toEqual(['null null null', 'aktif 2 10', 'aktif 3 10']);
  });

  it('shows another tab from the first answer, its count kept', async () => {
    const asked: URLSearchParams[] = [];
    server.use(pagedFundingsHandler(all, asked));
    renderApp('/dashboard/my-funding');
    await screen.findByRole('heading', { name: 'Proyek 101' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: `${t(listMessages.full)} (3)` }));
    expect(await screen.findByRole('heading', { name: 'Proyek 203' })).toBeTruthy();
    expect(cards()).toHaveLength(3);
    // Three of three on one page: nothing more to load, and no end line for a list on one page.
    expect(screen.queryByRole('button', { name: t(screenMessages.loadMore) })).toBeNull();
    expect(screen.queryByText(t(listMessages.endOfList))).toBeNull();
    // The first page of every list came with the first answer: the tab asks for nothing more.
    expect(asked).toHaveLength(1);
  });

  it('opens the drawer of a funding that is on no loaded page, asking for it alone', async () => {
    const asked: URLSearchParams[] = [];
    server.use(pagedFundingsHandler(all, asked));
    renderApp('/dashboard/my-funding?drawer=funding&id=124');
    const dialog = await screen.findByRole('dialog', { name: 'Proyek 124' });
    expect(within(dialog).getByRole('heading', { level: 2, name: 'Proyek 124' })).toBeTruthy();
    await waitFor(() => expect(asked.some((query) => query.get('id') === '124')).toBe(true));
  });
});
