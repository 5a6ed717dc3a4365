import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { RadioGroup } from './radio-group';

const options = [
  { value: '1', label: 'Individu' },
  { value: '2', label: 'Badan Hukum' },
];

describe('RadioGroup', () => {
  it('is a labelled group; clicking and arrow keys choose', async () => {
    const onValueChange = vi.fn();
    render(<RadioGroup label="Jenis lender" options={options} onValueChange={onValueChange} />);
    expect(screen.getByRole('radiogroup', { name: 'Jenis lender' })).toBeTruthy();
    await userEvent.click(screen.getByText('Individu'));
    expect(onValueChange).toHaveBeenLastCalledWith('1');
    await userEvent.keyboard('{ArrowDown}');
    expect(onValueChange).toHaveBeenLastCalledWith('2');
    expect((screen.getByRole('radio', { name: 'Badan Hukum' }) as HTMLInputElement).checked).toBe(
      true,
    );
  });

  it('shows an error and has no axe violations', async () => {
    render(
      <RadioGroup
        label="Jenis lender"
        options={options}
        error="Pilih jenis lender"
        orientation="horizontal"
      />,
    );
    expect(screen.getByText('Pilih jenis lender')).toBeTruthy();
    expect(screen.getByRole('radiogroup').getAttribute('aria-invalid')).toBe('true');
    expect(await axeViolations()).toEqual([]);
  });
});
