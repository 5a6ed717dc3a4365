// Offline, the app says so on every page, the buttons that send are disabled with
// that reason, and the reads wait and run when the network is back — no spinner for ever, nothing lost.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onlineManager } from '@tanstack/react-query';
import { getGetPortfolioMockHandler, getGetPortfolioResponseMock } from '@pendana/api-sdk/msw';
import { formatCurrency } from '@pendana/design-system/formatters';
import { afterEach, describe, expect, it } from 'vitest';
import { saveSession } from '../lib/session';
import { OFFLINE_REASON_ID } from '../lib/online';
import { server, setupMswServer } from '../test/msw-server';
import { renderApp } from '../test/render-app';

setupMswServer();

const OFFLINE_ID =
  'Anda sedang offline. Tombol kirim nonaktif sampai internet tersambung lagi; data dimuat ulang otomatis.';
const OFFLINE_EN =
  'You are offline. Sending is off until the internet is back; the data reloads by itself.';

const goOffline = () => act(() => onlineManager.setOnline(false));
const goOnline = () => act(() => onlineManager.setOnline(true));

afterEach(() => {
  onlineManager.setOnline(true);
});

describe('offline', () => {
  it('says so, disables the send button with that reason, keeps what was typed, and sends once back online', async () => {
    const user = userEvent.setup();
    renderApp('/auth/login');
    const submit = await screen.findByRole('button', { name: 'Masuk' });
    await user.type(screen.getByLabelText(/^Nama pengguna atau email/), 'demo.individu');
    goOffline();
    expect(await screen.findByText(OFFLINE_ID)).toBeTruthy();
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    expect(submit.getAttribute('aria-describedby')).toBe(OFFLINE_REASON_ID);
    expect(document.getElementById(OFFLINE_REASON_ID)?.textContent).toBe(OFFLINE_ID);

    goOnline();
    await waitFor(() => expect(screen.queryByText(OFFLINE_ID)).toBeNull());
    expect((submit as HTMLButtonElement).disabled).toBe(false);
    expect(submit.getAttribute('aria-describedby')).toBeNull();
    expect((screen.getByLabelText(/^Nama pengguna atau email/) as HTMLInputElement).value).toBe(
      'demo.individu',
    );
  });

  it('in English too', async () => {
    renderApp('/en/auth/login');
    await screen.findByRole('button', { name: 'Log in' });
    goOffline();
    expect(await screen.findByText(OFFLINE_EN)).toBeTruthy();
  });

  it('a page reached offline reads its data when the network is back', async () => {
    saveSession({ token: 'tok-1', userId: '1001', userStatus: 'active' });
    const answer = getGetPortfolioResponseMock();
    server.use(
      getGetPortfolioMockHandler({
        data: { ...answer.data, rekening: { ...answer.data.rekening, dana_tersedia: 7_000_100 } },
      }),
    );
    // the page's text, its non-breaking space read as a space (Testing Library's normaliser)
    const AVAILABLE = formatCurrency(7_000_100).replace(/\s/g, ' ');
    const { context } = renderApp('/dashboard/settings');
    await screen.findByRole('heading', { level: 1 });
    goOffline();
    await act(() => context.router.navigate('/dashboard'));
    expect(await screen.findByText(OFFLINE_ID)).toBeTruthy();
    expect(screen.queryByText(AVAILABLE)).toBeNull();
    goOnline();
    expect(await screen.findByText(AVAILABLE, {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByText(OFFLINE_ID)).toBeNull();
  });
});
