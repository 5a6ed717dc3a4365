// The bell reads the unread count from the server: its badge (99+ past 99) and its accessible name
// carry the count; it asks again once a minute and when the window regains focus, never faster; it
// links to the inbox in the page's language.
import { act, screen, waitFor } from '@testing-library/react';
import { getGetUnreadNotificationCountMockHandler } from '@pendana/api-sdk/msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session';
import { server, setupMswServer } from '../../../test/msw-server';
import { renderScreen } from '../../../test/render-screen';
import { NotificationBell } from './notification-bell';

setupMswServer();

let unread: number;
let calls: number;

beforeEach(() => {
  saveSession({ token: 'tok-1', userId: '1001', userStatus: 'active' });
  unread = 3;
  calls = 0;
  server.use(
    getGetUnreadNotificationCountMockHandler(() => {
      calls += 1;
      return { data: { unread } };
    }),
  );
});

afterEach(() => vi.useRealTimers());

describe('NotificationBell', () => {
  it('names the unread count and links to the inbox', async () => {
    renderScreen(<NotificationBell />, '/dashboard');
    const bell = await screen.findByRole('link', { name: 'Notifikasi, 3 belum dibaca' });
    expect(bell.getAttribute('href')).toBe('/dashboard/notifications');
    expect(bell.textContent).toBe('3');
  });

  it('links to the English inbox from an English page', async () => {
    renderScreen(<NotificationBell />, '/en/dashboard');
    const bell = await screen.findByRole('link', { name: /Notifikasi/ });
    expect(bell.getAttribute('href')).toBe('/en/dashboard/notifications');
  });

  it('shows 99+ past 99 and no badge at 0', async () => {
    unread = 1234;
    const first = renderScreen(<NotificationBell />, '/dashboard');
    const bell = await screen.findByRole('link', { name: 'Notifikasi, 99+ belum dibaca' });
    expect(bell.textContent).toBe('99+');
    first.unmount();
    unread = 0;
    renderScreen(<NotificationBell />, '/dashboard');
    await waitFor(() => expect(calls).toBe(2));
    const quiet = await screen.findByRole('link', { name: 'Notifikasi' });
    expect(quiet.textContent).toBe('');
  });

  it('asks again every 60 s and on focus once the count is stale, never sooner', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderScreen(<NotificationBell />, '/dashboard');
    await screen.findByRole('link', { name: 'Notifikasi, 3 belum dibaca' });
    expect(calls).toBe(1);
    // A focus within half a minute reads nothing again.
    act(() => {
      vi.setSystemTime(Date.now() + 10_000);
      window.dispatchEvent(new Event('visibilitychange'));
    });
    await act(() => vi.advanceTimersByTimeAsync(40_000));
    expect(calls).toBe(1);
    unread = 5;
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    await screen.findByRole('link', { name: 'Notifikasi, 5 belum dibaca' });
    expect(calls).toBe(2);
    // Stale again after half a minute: the window's focus reads it.
    unread = 6;
    act(() => {
      vi.setSystemTime(Date.now() + 31_000);
      window.dispatchEvent(new Event('visibilitychange'));
    });
    await screen.findByRole('link', { name: 'Notifikasi, 6 belum dibaca' });
    expect(calls).toBe(3);
  });
});
