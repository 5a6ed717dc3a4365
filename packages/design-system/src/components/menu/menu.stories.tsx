import type { Meta, StoryObj } from '@storybook/react-vite';
import { LogOut, User } from 'lucide-react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { Menu } from './menu';

const meta = {
  title: 'Design system/Menu',
  component: Menu,
  tags: ['autodocs', 'catalog'],
  args: {
    trigger: <Button variant="outline">Akun</Button>,
    items: [
      { value: 'profile', label: 'Profil', icon: <User aria-hidden /> },
      { value: 'settings', label: 'Pengaturan', href: '#pengaturan' },
      { value: 'logout', label: 'Keluar', icon: <LogOut aria-hidden /> },
    ],
  },
} satisfies Meta<typeof Menu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Keyboard: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    canvas.getByRole('button', { name: 'Akun' }).focus();
    await userEvent.keyboard('{Enter}');
    const menu = await body.findByRole('menu');
    // Opened from the keyboard, the menu takes the focus and highlights its first item in a later
    // frame; an arrow pressed before that goes to the trigger (the flake of 2026-11-26).
    await waitFor(() => expect(menu).toHaveFocus());
    await waitFor(() =>
      expect(body.getAllByRole('menuitem')[0]).toHaveAttribute('data-highlighted'),
    );
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() =>
      expect(body.getAllByRole('menuitem')[1]).toHaveAttribute('data-highlighted'),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Akun' })).toHaveFocus());
    void args;
  },
};

/**
 * The screenshot baseline at 360 px (vitest.setup.ts): the open menu (items with and without an
 * icon, a link, a disabled item), screenshot of the whole page because it renders in a portal.
 */
export const Catalog: Story = {
  args: {
    items: [
      { value: 'profile', label: 'Profil', icon: <User aria-hidden /> },
      { value: 'settings', label: 'Pengaturan', href: '#pengaturan' },
      { value: 'export', label: 'Unduh laporan', disabled: true },
      { value: 'logout', label: 'Keluar', icon: <LogOut aria-hidden /> },
    ],
  },
  parameters: { visual: { page: true } },
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Akun' }));
    const menu = await body.findByRole('menu');
    await waitFor(() => expect(menu).toBeVisible());
    await expect(body.getAllByRole('menuitem')).toHaveLength(4);
  },
};
