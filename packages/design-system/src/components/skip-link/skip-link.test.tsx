import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

describe('SkipLink', () => {
  it('is the first Tab stop and moves the focus to the main content without changing the URL', async () => {
    const user = userEvent.setup();
    render(
      <>
        <SkipLink>Langsung ke konten utama</SkipLink>
        <header>
          <button type="button">Keluar</button>
        </header>
        <main id={MAIN_CONTENT_ID} tabIndex={-1}>
          <h1>Konten</h1>
        </main>
      </>,
    );
    const before = window.location.href;
    await user.tab();
    const link = screen.getByRole('link', { name: 'Langsung ke konten utama' });
    expect(document.activeElement).toBe(link);
    expect(link.getAttribute('href')).toBe('#main-content');
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(screen.getByRole('main'));
    expect(window.location.href).toBe(before);
  });

  it('makes a target without tabindex focusable', async () => {
    const user = userEvent.setup();
    render(
      <>
        <SkipLink targetId="content">Skip to main content</SkipLink>
        <div id="content">Content</div>
      </>,
    );
    await user.click(screen.getByRole('link', { name: 'Skip to main content' }));
    expect(document.activeElement).toBe(screen.getByText('Content'));
    expect(screen.getByText('Content').getAttribute('tabindex')).toBe('-1');
  });
});
