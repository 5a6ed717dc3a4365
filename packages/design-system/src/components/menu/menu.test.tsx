import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { Button } from '../button/button';
import { Menu } from './menu';

describe('Menu', () => {
  it('opens from its button with aria-haspopup and lists the items', async () => {
    render(
      <Menu
        trigger={<Button variant="ghost">Akun</Button>}
        items={[
          { value: 'profile', label: 'Profil' },
          { value: 'logout', label: 'Keluar' },
        ]}
        onSelect={vi.fn()}
      />,
    );
    const trigger = screen.getByRole('button', { name: 'Akun' });
    expect(trigger.getAttribute('aria-haspopup')).toBe('menu');
    await userEvent.click(trigger);
    const menu = await screen.findByRole('menu');
    expect(menu).toBeTruthy();
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Profil',
      'Keluar',
    ]);
    expect(await axeViolations()).toEqual([]);
  });
});
