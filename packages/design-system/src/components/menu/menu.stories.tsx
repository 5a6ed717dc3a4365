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
