import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { createUnauthorizedHandler } from './session-expiry';

describe('createUnauthorizedHandler (spec §8: a 401 ends the session)', () => {
  it('shows the server message once the login page is shown, not before', async () => {
    let arrive!: () => void;
    const navigate = vi.fn(() => new Promise<void>((resolve) => (arrive = resolve)));
    const showError = vi.fn();
    const handle = createUnauthorizedHandler({
      currentPath: () => '/en/dashboard/news',
      navigate,
      showError,
      queryClient: new QueryClient(),
    });
    handle('Your session has ended.');
    expect(navigate).toHaveBeenCalledWith('/en/auth/login');
    await Promise.resolve();
    expect(showError).not.toHaveBeenCalled();
    arrive();
    await vi.waitFor(() => expect(showError).toHaveBeenCalledWith('Your session has ended.'));
  });

  it('on the login page already: no navigation, the message at once', async () => {
    const navigate = vi.fn();
    const showError = vi.fn();
    createUnauthorizedHandler({
      currentPath: () => '/auth/login',
      navigate,
      showError,
      queryClient: new QueryClient(),
    })('Sesi Anda telah berakhir.');
    expect(navigate).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(showError).toHaveBeenCalledWith('Sesi Anda telah berakhir.'));
  });
});
