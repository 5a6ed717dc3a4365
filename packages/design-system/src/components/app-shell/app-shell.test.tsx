import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { AppShell, type NavItem } from './app-shell';

const items: NavItem[] = [
  { id: 'dashboard', label: 'Dashboard', href: '/dashboard' },
  { id: 'projects', label: 'Proyek', href: '/proyek' },
  { id: 'portfolio', label: 'Portofolio', href: '/portfolio' },
  { id: 'wallet', label: 'Dompet', href: '/wallet' },
  { id: 'simulation', label: 'Simulasi', href: '/simulasi' },
];
const moreItems: NavItem[] = [
  { id: 'news', label: 'Berita', href: '/berita' },
  { id: 'faq', label: 'FAQ', href: '/faq' },
];

function renderShell(activeId = 'projects') {
  return render(
    <AppShell
      brand={<span>Pendana</span>}
      items={items}
      moreItems={moreItems}
      moreLabel="Lainnya"
      navLabel="Menu utama"
      closeLabel="Tutup"
      activeId={activeId}
    >
      <h1>Konten</h1>
    </AppShell>,
  );
}

describe('AppShell', () => {
  it('renders every item in the sidebar navigation with the More group and marks the active one', () => {
    renderShell();
    const [sidebarNav] = screen.getAllByRole('navigation', { name: 'Menu utama' });
    const nav = within(sidebarNav!);
    expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Dashboard',
      'Proyek',
      'Portofolio',
      'Dompet',
      'Simulasi',
      'Berita',
      'FAQ',
    ]);
    expect(nav.getByRole('group', { name: 'Lainnya' })).toBeTruthy();
    expect(nav.getByRole('link', { name: 'Proyek' }).getAttribute('aria-current')).toBe('page');
    expect(nav.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('main').textContent).toBe('Konten');
    // The skip link's target (SkipLink, MAIN_CONTENT_ID): focusable by script, not a Tab stop.
    expect(screen.getByRole('main').id).toBe('main-content');
    expect(screen.getByRole('main').getAttribute('tabindex')).toBe('-1');
  });

  it('puts the first four items and a More button in the bottom bar; More opens a drawer with the rest', async () => {
    renderShell();
    const bottom = screen.getAllByRole('navigation', { name: 'Menu utama' })[1]!;
    expect(
      within(bottom)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Dashboard', 'Proyek', 'Portofolio', 'Dompet']);
    const more = within(bottom).getByRole('button', { name: 'Lainnya' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(more);
    const dialog = await screen.findByRole('dialog', { name: 'Lainnya' });
    expect(
      within(dialog)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Simulasi', 'Berita', 'FAQ']);
    await userEvent.keyboard('{Escape}');
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('closes the drawer after choosing an item and marks More active when the page is inside it', async () => {
    renderShell('faq');
    const bottom = screen.getAllByRole('navigation', { name: 'Menu utama' })[1]!;
    const more = within(bottom).getByRole('button', { name: 'Lainnya' });
    expect(more.getAttribute('aria-current')).toBe('page');
    await userEvent.click(more);
    const dialog = await screen.findByRole('dialog');
    const faq = within(dialog).getByRole('link', { name: 'FAQ' });
    faq.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(faq);
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('uses renderLink for router links', () => {
    render(
      <AppShell
        brand="P"
        items={items.slice(0, 1)}
        moreLabel="More"
        navLabel="Main menu"
        closeLabel="Close"
        renderLink={({ children, href, ...props }) => (
          <a {...props} href={`/en${href}`} data-router="yes">
            {children}
          </a>
        )}
      >
        x
      </AppShell>,
    );
    const link = screen.getAllByRole('link', { name: 'Dashboard' })[0]!;
    expect(link.getAttribute('href')).toBe('/en/dashboard');
    expect(screen.queryByRole('button', { name: 'More' })).toBeNull();
  });

  it('has no axe violations', async () => {
    renderShell();
    expect(await axeViolations()).toEqual([]);
  });
});
