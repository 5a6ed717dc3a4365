import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setupMswServer } from '../test/msw-server';
import { renderApp } from '../test/render-app';

setupMswServer();

describe('every page (root layout)', () => {
  it.each([
    ['/auth/login', 'Masuk ke Pendana · Pendana', 'Langsung ke konten utama'],
    ['/en/auth/login', 'Log in to Pendana · Pendana', 'Skip to main content'],
    ['/en/no-such-page', 'Page not found · Pendana', 'Skip to main content'],
  ])(
    '%s: titled "<page> · Pendana"; the skip link is the first Tab stop and focuses <main>',
    async (path, title, skip) => {
      renderApp(path);
      await screen.findByRole('heading', { level: 1 });
      await waitFor(() => expect(document.title).toBe(title));
      const user = userEvent.setup();
      await user.tab();
      const link = screen.getByRole('link', { name: skip });
      expect(document.activeElement).toBe(link);
      await user.keyboard('{Enter}');
      expect(document.activeElement).toBe(screen.getByRole('main'));
    },
  );
});
