// Keyboard only: buttons, links, menus, tabs, pagination, accordion, tooltip and the QR
// download are reached with Tab, show a focus ring on :focus-visible and work with Enter, Space,
// arrows and Escape. Real key presses (Playwright), Chromium.
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { Accordion } from '@pendana/design-system/components/accordion';
import { Button } from '@pendana/design-system/components/button';
import { IconButton } from '@pendana/design-system/components/icon-button';
import { Link } from '@pendana/design-system/components/link';
import { Menu } from '@pendana/design-system/components/menu';
import { Pagination } from '@pendana/design-system/components/pagination';
import { QrCode } from '@pendana/design-system/components/qr-code';
import { Tabs } from '@pendana/design-system/components/tabs';
import { Tooltip } from '@pendana/design-system/components/tooltip';
import { press, shiftTab, tab, tabTo, tabToWithRing } from './keyboard';
import { render } from './render';

const Icon = () => (
  <svg aria-hidden viewBox="0 0 24 24" width="20" height="20">
    <circle cx="12" cy="12" r="9" fill="currentColor" />
  </svg>
);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Keyboard: actions', () => {
  it('reports an element without a focus ring (self-check of the ring assertion)', async () => {
    await render(
      <button type="button" style={{ outline: 'none' }}>
        Tanpa cincin fokus
      </button>,
    );
    const plain = page.getByRole('button', { name: 'Tanpa cincin fokus' }).element();
    await expect(tabToWithRing(plain)).rejects.toThrow(/no focus ring/);
  });

  it('Button: Tab shows the ring; Enter and Space press it; a disabled one is skipped', async () => {
    const onClick = vi.fn();
    await render(
      <>
        <Button onClick={onClick}>Danai sekarang</Button>
        <Button disabled>Tidak aktif</Button>
        <Button variant="outline">Batal</Button>
      </>,
    );
    const fund = page.getByRole('button', { name: 'Danai sekarang' }).element();
    await tabToWithRing(fund);
    await press('Enter');
    await press(' ');
    expect(onClick).toHaveBeenCalledTimes(2);
    await tab();
    expect(document.activeElement).toBe(page.getByRole('button', { name: 'Batal' }).element());
  });

  it('IconButton: reachable by its label, ring visible, Enter presses it', async () => {
    const onClick = vi.fn();
    await render(<IconButton label="Tutup" icon={<Icon />} onClick={onClick} />);
    await tabToWithRing(page.getByRole('button', { name: 'Tutup' }).element());
    await press('Enter');
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('Link: Tab shows the ring; Enter follows it', async () => {
    await render(<Link href="#syarat">Syarat dan ketentuan</Link>);
    const link = page.getByRole('link', { name: 'Syarat dan ketentuan' }).element();
    await tabToWithRing(link);
    await press('Enter');
    await expect.poll(() => window.location.hash).toBe('#syarat');
    window.history.replaceState(null, '', window.location.pathname + window.location.search);
  });

  it('Menu: Enter opens it on the first item, arrows move, Enter selects, Escape closes', async () => {
    const onSelect = vi.fn();
    await render(
      <Menu
        trigger={<Button variant="outline">Akun</Button>}
        items={[
          { value: 'profile', label: 'Profil' },
          { value: 'settings', label: 'Pengaturan' },
          { value: 'logout', label: 'Keluar' },
        ]}
        onSelect={onSelect}
      />,
    );
    const trigger = page.getByRole('button', { name: 'Akun' }).element();
    await tabToWithRing(trigger);
    await press('Enter');
    const menu = page.getByRole('menu');
    await expect.element(menu).toBeVisible();
    await press('ArrowDown');
    await expect
      .element(page.getByRole('menuitem', { name: 'Pengaturan' }))
      .toHaveAttribute('data-highlighted');
    await press('Enter');
    expect(onSelect).toHaveBeenCalledWith('settings');
    await expect.element(menu).not.toBeInTheDocument();
    await expect.poll(() => document.activeElement).toBe(trigger);
    await press('ArrowDown');
    await expect.element(page.getByRole('menu')).toBeVisible();
    await press('Escape');
    await expect.element(page.getByRole('menu')).not.toBeInTheDocument();
    expect(onSelect).toHaveBeenCalledOnce();
  });

  it('Tabs: a selected tab beyond a narrow list is scrolled into view, on opening and on arrows', async () => {
    const items = ['Aktif', 'Penuh', 'Selesai penggalangan', 'Selesai', 'Dibatalkan'].map(
      (name) => ({
        value: name,
        label: `${name} (12)`,
        content: <p>{name}</p>,
      }),
    );
    const container = await render(
      <div style={{ width: '200px' }}>
        <Tabs label="Daftar pendanaan" defaultValue="Selesai" items={items} />
      </div>,
    );
    const list = container.querySelector<HTMLElement>('[role="tablist"]');
    const inView = (name: string) => {
      const tab = page
        .getByRole('tab', { name: `${name} (12)` })
        .element()
        .getBoundingClientRect();
      const box = list?.getBoundingClientRect();
      return Boolean(box && tab.left >= box.left - 1 && tab.right <= box.right + 1);
    };
    expect(list && list.scrollWidth > list.clientWidth, 'the list overflows').toBe(true);
    await expect.poll(() => inView('Selesai')).toBe(true);
    await tabTo(page.getByRole('tab', { name: 'Selesai (12)' }).element());
    await press('Home');
    await expect.poll(() => inView('Aktif')).toBe(true);
    await press('End');
    await expect.poll(() => inView('Dibatalkan')).toBe(true);
  });

  it('Tabs: Tab reaches the selected tab, arrows move and select, Tab goes into the panel', async () => {
    await render(
      <Tabs
        label="Status pendanaan"
        defaultValue="running"
        items={[
          { value: 'running', label: 'Berjalan', content: <p>Pendanaan berjalan</p> },
          { value: 'done', label: 'Selesai', content: <p>Pendanaan selesai</p> },
          { value: 'cancelled', label: 'Batal', content: <p>Pendanaan batal</p> },
        ]}
      />,
    );
    const running = page.getByRole('tab', { name: 'Berjalan' }).element();
    await tabToWithRing(running);
    await press('ArrowRight');
    const done = page.getByRole('tab', { name: 'Selesai' });
    await expect.element(done).toHaveFocus();
    await expect.element(done).toHaveAttribute('aria-selected', 'true');
    await expect.element(page.getByText('Pendanaan selesai')).toBeVisible();
    await press('End');
    await expect.element(page.getByRole('tab', { name: 'Batal' })).toHaveFocus();
    await press('Home');
    await expect.element(page.getByRole('tab', { name: 'Berjalan' })).toHaveFocus();
    await tab();
    expect(document.activeElement).toBe(page.getByRole('tabpanel').element());
  });

  it('Pagination: Tab through Previous, pages and Next; Enter changes the page', async () => {
    function Paged() {
      const [current, setCurrent] = useState(1);
      return (
        <>
          <Pagination count={50} pageSize={10} page={current} onPageChange={setCurrent} />
          <output data-testid="page">{current}</output>
        </>
      );
    }
    await render(<Paged />);
    const next = page.getByRole('button', { name: 'Next' }).element();
    await tabToWithRing(next);
    await press('Enter');
    await expect.element(page.getByTestId('page')).toHaveTextContent('2');
    await shiftTab();
    expect(document.activeElement?.textContent).toBe('5');
    await press('Enter');
    await expect.element(page.getByTestId('page')).toHaveTextContent('5');
    await expect
      .element(page.getByRole('button', { name: 'Page 5' }))
      .toHaveAttribute('aria-current', 'page');
  });

  it('Accordion: Tab reaches each question; Enter/Space toggle; arrows move between them', async () => {
    await render(
      <Accordion
        items={[
          { value: 'a', title: 'Apa itu Pendana?', content: <p>Platform pendanaan syariah.</p> },
          { value: 'b', title: 'Berapa minimal pendanaan?', content: <p>Rp 100.000.</p> },
        ]}
      />,
    );
    const first = page.getByRole('button', { name: 'Apa itu Pendana?' }).element();
    await tabToWithRing(first);
    await press('Enter');
    await expect.element(page.getByText('Platform pendanaan syariah.')).toBeVisible();
    expect(first.getAttribute('aria-expanded')).toBe('true');
    await press('ArrowDown');
    const second = page.getByRole('button', { name: 'Berapa minimal pendanaan?' });
    await expect.element(second).toHaveFocus();
    await press(' ');
    await expect.element(second).toHaveAttribute('aria-expanded', 'true');
    await press(' ');
    await expect.element(second).toHaveAttribute('aria-expanded', 'false');
  });

  it('Tooltip: shown while its trigger has keyboard focus, Escape hides it', async () => {
    await render(
      <Tooltip content="Imbal hasil per tahun" openDelay={0}>
        <Button variant="ghost">Info</Button>
      </Tooltip>,
    );
    await tabToWithRing(page.getByRole('button', { name: 'Info' }).element());
    const tooltip = page.getByRole('tooltip');
    await expect.element(tooltip).toBeVisible();
    await expect.element(tooltip).toHaveTextContent('Imbal hasil per tahun');
    await press('Escape');
    await expect.element(tooltip).not.toBeInTheDocument();
  });

  it('QrCode: the download button is reachable and Enter downloads "<prefix>-qris.png"', async () => {
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloads.push(this.download);
    });
    await render(
      <QrCode
        value="00020101021226670016COM.NOBUBANK.WWW"
        label="QRIS untuk top up"
        downloadLabel="Unduh QRIS"
        fileNamePrefix="topup"
      />,
    );
    await tabToWithRing(page.getByRole('button', { name: 'Unduh QRIS' }).element());
    await press('Enter');
    await expect.poll(() => downloads).toEqual(['topup-qris.png']);
  });
});
