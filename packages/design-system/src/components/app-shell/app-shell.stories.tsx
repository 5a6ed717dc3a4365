import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  BookOpen,
  HelpCircle,
  Home,
  LineChart,
  Newspaper,
  Settings,
  Wallet,
  Briefcase,
  Calculator,
} from 'lucide-react';
import { expect, userEvent, within } from 'storybook/test';
import { css } from '@pendana/design-system/styled-system/css';
import { SkipLink } from '../skip-link/skip-link';
import { Toaster, createAppToaster } from '../toast/toast';
import { AppShell, type NavItem } from './app-shell';

const items: NavItem[] = [
  { id: 'dashboard', label: 'Dashboard', href: '#dashboard', icon: <Home aria-hidden /> },
  { id: 'projects', label: 'Proyek', href: '#proyek', icon: <Briefcase aria-hidden /> },
  { id: 'portfolio', label: 'Portofolio', href: '#portfolio', icon: <LineChart aria-hidden /> },
  { id: 'wallet', label: 'Dompet', href: '#wallet', icon: <Wallet aria-hidden /> },
  { id: 'simulation', label: 'Simulasi', href: '#simulasi', icon: <Calculator aria-hidden /> },
];
const moreItems: NavItem[] = [
  { id: 'news', label: 'Berita', href: '#berita', icon: <Newspaper aria-hidden /> },
  { id: 'khazanah', label: 'Khazanah', href: '#khazanah', icon: <BookOpen aria-hidden /> },
  { id: 'faq', label: 'FAQ', href: '#faq', icon: <HelpCircle aria-hidden /> },
  { id: 'settings', label: 'Pengaturan', href: '#pengaturan', icon: <Settings aria-hidden /> },
];

const meta = {
  title: 'Design system/AppShell',
  component: AppShell,
  tags: ['autodocs', 'catalog'],
  parameters: { layout: 'fullscreen' },
  args: {
    brand: <span>Pendana</span>,
    items,
    moreItems,
    moreLabel: 'Lainnya',
    navLabel: 'Menu utama',
    closeLabel: 'Tutup',
    activeId: 'dashboard',
    children: (
      <div className={css({ display: 'grid', gap: '3' })}>
        <h1 className={css({ textStyle: 'h1' })}>Dashboard</h1>
        <p>Konten halaman.</p>
      </div>
    ),
  },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
};

/** 360 px phone: bottom bar with the first four items and 'Lainnya' (More) opening a drawer. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone360' } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const navs = body.getAllByRole('navigation', { name: 'Menu utama' });
    const bottom = navs.find((nav) => nav.dataset.part === 'bottom-bar');
    if (!bottom) throw new Error('bottom bar missing');
    await userEvent.click(within(bottom).getByRole('button', { name: 'Lainnya' }));
    await expect(await body.findByRole('dialog', { name: 'Lainnya' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};

/**
 * A page with the skip link before the shell (the app renders it first on every page): the first
 * Tab shows it, Enter moves the focus to `<main>`. The document scrolls; the bars stay in view.
 */
export const SkipToContent: Story = {
  globals: { viewport: { value: 'phone360' } },
  args: {
    children: (
      <div className={css({ display: 'grid', gap: '3' })}>
        <h1 className={css({ textStyle: 'h1' })}>Dashboard</h1>
        {Array.from({ length: 30 }, (_, index) => (
          <p key={index}>Baris konten {index + 1}.</p>
        ))}
      </div>
    ),
  },
  render: (args) => (
    <>
      <SkipLink>Langsung ke konten utama</SkipLink>
      <AppShell {...args} />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Langsung ke konten utama' });
    await expect(skip).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
  },
};

/** An app's toast store with no toast open (the app mounts its Toaster on every page). */
const idleToaster = createAppToaster({ placement: 'top' });

/**
 * The screenshot baseline at 360 px (vitest.setup.ts): the phone layout — top bar, content, bottom
 * bar with the active item and 'Lainnya'. The bars are fixed, so the whole page is the picture.
 * Rendered as every page of the app is: the skip link (out of sight until focused) before the shell
 * and the toaster after it, with no toast open — neither may paint anything over the top bar.
 */
export const Catalog: Story = {
  parameters: { visual: { page: true } },
  render: (args) => (
    <>
      <SkipLink>Langsung ke konten utama</SkipLink>
      <AppShell {...args} />
      <Toaster toaster={idleToaster} closeLabel="Tutup" />
    </>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: /Notifications/ })).toBeEmptyDOMElement();
  },
};
