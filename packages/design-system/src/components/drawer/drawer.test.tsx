import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { Button } from '../button/button';
import { Drawer } from './drawer';

describe('Drawer', () => {
  it('opens as a modal panel with a title, closes with the × button and Esc', async () => {
    render(
      <Drawer
        title="Filter proyek"
        closeLabel="Tutup"
        trigger={<Button>Filter</Button>}
        placement="bottom"
      >
        <p>Isi filter</p>
      </Drawer>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filter proyek' });
    expect(drawer.getAttribute('data-placement')).toBe('bottom');
    // Ark moves focus into the drawer once it is open; interact after that, as a user would.
    await vi.waitFor(() => expect(drawer.contains(document.activeElement)).toBe(true));
    await userEvent.click(screen.getByRole('button', { name: 'Tutup' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 10_000 });
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    const again = await screen.findByRole('dialog');
    await vi.waitFor(() => expect(again.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 10_000 });
  });

  it('has no axe violations when open', async () => {
    render(<Drawer defaultOpen title="Menu" closeLabel="Tutup" footer={<Button>Simpan</Button>} />);
    await screen.findByRole('dialog');
    expect(await axeViolations()).toEqual([]);
  });
});
