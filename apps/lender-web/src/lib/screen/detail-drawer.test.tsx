// The detail drawer against the SDK's MSW handlers (news list and news/detil): opened by the URL,
// Back closes it, the focus returns to what opened it, one drawer at a time.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setupMswServer } from '../../test/msw-server';
import { renderScreen } from '../../test/render-screen';
import { NewsDrawerScreen } from '../../test/patterns/news-drawer-screen';

setupMswServer();

const TITLE = 'Pendana Raih Izin Usaha dari OJK';
const BODY = 'Pendana resmi mengantongi izin usaha';

function renderNews(path = '/dashboard/news') {
  return renderScreen(
    <NewsDrawerScreen relatedLabel="Berita terkait" relatedTitle="Terkait" />,
    path,
  );
}

describe('DetailDrawer', () => {
  it('opens from the list into the URL, shows the detail, and Back closes it and returns the focus', async () => {
    const view = renderNews();
    const opener = await screen.findByRole('button', { name: TITLE });
    await userEvent.click(opener);
    const drawer = await screen.findByRole('dialog', { name: TITLE });
    expect(await within(drawer).findByText(new RegExp(BODY))).toBeTruthy();
    expect(view.search()).toBe('?drawer=news&id=42');

    await act(() => view.router.navigate(-1));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(view.search()).toBe('');
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('closes with its close button by going Back (no extra history entry)', async () => {
    const view = renderNews();
    const opener = await screen.findByRole('button', { name: TITLE });
    await userEvent.click(opener);
    await userEvent.click(await screen.findByRole('button', { name: 'Tutup' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(view.search()).toBe('');
    expect(view.router.state.historyAction).toBe('POP');
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('closes with Escape', async () => {
    const view = renderNews();
    await userEvent.click(await screen.findByRole('button', { name: TITLE }));
    await screen.findByRole('dialog', { name: TITLE });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(view.search()).toBe('');
  });

  it('opens from a link, and closing it stays on the screen', async () => {
    const view = renderNews('/dashboard/news?drawer=news&id=42');
    const drawer = await screen.findByRole('dialog', { name: TITLE });
    expect(await within(drawer).findByText(new RegExp(BODY))).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Tutup' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(view.router.state.location.pathname).toBe('/dashboard/news');
    expect(view.router.state.historyAction).toBe('REPLACE');
  });

  it('ignores a drawer name it does not know', async () => {
    renderNews('/dashboard/news?drawer=other&id=42');
    await screen.findByRole('button', { name: TITLE });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('never shows two drawers: the second replaces the first, and Back returns to the list', async () => {
    const view = renderNews();
    const opener = await screen.findByRole('button', { name: TITLE });
    await userEvent.click(opener);
    await screen.findByRole('dialog', { name: TITLE });
    await userEvent.click(screen.getByRole('button', { name: 'Berita terkait' }));
    await screen.findByRole('dialog', { name: 'Terkait' });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(view.search()).toBe('?drawer=related&id=41');

    await act(() => view.router.navigate(-1));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(view.search()).toBe('');
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });
});
