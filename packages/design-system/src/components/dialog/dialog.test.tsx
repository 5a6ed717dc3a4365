import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { Button } from '../button/button';
import { Dialog, DialogClose } from './dialog';

function Example({ onOpenChange = vi.fn() }: { onOpenChange?: (open: boolean) => void }) {
  return (
    <Dialog
      title="Konfirmasi pendanaan"
      description="Dana akan dipotong dari saldo Anda."
      closeLabel="Tutup"
      onOpenChange={onOpenChange}
      trigger={<Button>Danai sekarang</Button>}
      footer={
        <>
          <DialogClose>
            <Button variant="outline">Batal</Button>
          </DialogClose>
          <Button>Lanjutkan</Button>
        </>
      }
    >
      <p>Rp 1.000.000</p>
    </Dialog>
  );
}

describe('Dialog', () => {
  it('opens from its trigger as a named modal dialog and moves focus inside', async () => {
    render(<Example />);
    await userEvent.click(screen.getByRole('button', { name: 'Danai sekarang' }));
    const dialog = await screen.findByRole('dialog', { name: 'Konfirmasi pendanaan' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.getAttribute('aria-describedby')).toBe(
      screen.getByText('Dana akan dipotong dari saldo Anda.').id,
    );
    await vi.waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  });

  it('closes with Esc and returns focus to the trigger', async () => {
    const onOpenChange = vi.fn();
    render(<Example onOpenChange={onOpenChange} />);
    const trigger = screen.getByRole('button', { name: 'Danai sekarang' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog');
    await vi.waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    await vi.waitFor(() => expect(document.activeElement).toBe(trigger));
  });

  it('closes from the cancel button and the × button', async () => {
    render(<Example />);
    await userEvent.click(screen.getByRole('button', { name: 'Danai sekarang' }));
    const dialog = await screen.findByRole('dialog');
    await vi.waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.click(screen.getByRole('button', { name: 'Batal' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Danai sekarang' }));
    const reopened = await screen.findByRole('dialog');
    await vi.waitFor(() => expect(reopened.contains(document.activeElement)).toBe(true));
    await userEvent.click(screen.getByRole('button', { name: 'Tutup' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('can be an alertdialog and has no axe violations', async () => {
    render(
      <Dialog defaultOpen role="alertdialog" title="Gagal" closeLabel="Tutup">
        Telah terjadi kesalahan!
      </Dialog>,
    );
    expect(await screen.findByRole('alertdialog', { name: 'Gagal' })).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
  });
});
