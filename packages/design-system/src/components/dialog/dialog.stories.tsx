import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { Dialog, DialogClose } from './dialog';

const meta = {
  title: 'Design system/Dialog',
  component: Dialog,
  tags: ['autodocs', 'catalog'],
  args: {
    title: 'Konfirmasi pendanaan',
    description: 'Dana akan dipotong dari saldo Anda.',
    closeLabel: 'Tutup',
    trigger: <Button>Danai sekarang</Button>,
    children: <p>Proyek Rumah Tapak Bekasi — Rp 1.000.000</p>,
    footer: (
      <>
        <DialogClose>
          <Button variant="outline">Batal</Button>
        </DialogClose>
        <Button>Lanjutkan</Button>
      </>
    ),
  },
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const KeyboardFlow: Story = {
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Danai sekarang' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog', { name: 'Konfirmasi pendanaan' });
    await waitFor(() =>
      expect(dialog).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Open: Story = { args: { defaultOpen: true } };

export const AlertDialog: Story = {
  args: {
    defaultOpen: true,
    role: 'alertdialog',
    title: 'Gagal',
    description: 'Telah terjadi kesalahan!',
    children: undefined,
    closeOnInteractOutside: false,
  },
};

/**
 * The screenshot baseline at 360 px (vitest.setup.ts): the open dialog with every part (title,
 * description, body, actions, ×), screenshot of the whole page because it renders in a portal.
 */
export const Catalog: Story = {
  args: { defaultOpen: true },
  parameters: { visual: { page: true } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Konfirmasi pendanaan' });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};
