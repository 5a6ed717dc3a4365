import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { Checkbox } from './checkbox';

describe('Checkbox', () => {
  it('toggles from its label and with Space', async () => {
    const onCheckedChange = vi.fn();
    render(
      <Checkbox label="Saya menyetujui syarat dan ketentuan" onCheckedChange={onCheckedChange} />,
    );
    const box = screen.getByRole('checkbox', { name: 'Saya menyetujui syarat dan ketentuan' });
    await userEvent.click(screen.getByText('Saya menyetujui syarat dan ketentuan'));
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);
    expect((box as HTMLInputElement).checked).toBe(true);
    box.focus();
    await userEvent.keyboard(' ');
    expect(onCheckedChange).toHaveBeenLastCalledWith(false);
  });

  it('shows the error and links it', async () => {
    render(<Checkbox label="Setuju" error="Anda harus menyetujui" required />);
    const box = screen.getByRole('checkbox', { name: 'Setuju' });
    expect(box.getAttribute('aria-describedby')).toBe(screen.getByText('Anda harus menyetujui').id);
    expect(await axeViolations()).toEqual([]);
  });
});
