import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { Switch } from './switch';

describe('Switch', () => {
  it('is a switch toggled by click and Space', async () => {
    const onCheckedChange = vi.fn();
    render(<Switch label="Notifikasi email" onCheckedChange={onCheckedChange} />);
    const control = screen.getByRole('switch', { name: 'Notifikasi email' });
    await userEvent.click(screen.getByText('Notifikasi email'));
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);
    control.focus();
    await userEvent.keyboard(' ');
    expect(onCheckedChange).toHaveBeenLastCalledWith(false);
    expect(await axeViolations()).toEqual([]);
  });
});
