import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { MoneyInput } from './money-input';

function Controlled({
  onDigits,
  initial = '',
}: {
  onDigits?: (digits: string) => void;
  initial?: string;
}) {
  const [value, setValue] = useState(initial);
  return (
    <MoneyInput
      label="Nominal"
      value={value}
      onValueChange={(digits) => {
        setValue(digits);
        onDigits?.(digits);
      }}
    />
  );
}

describe('MoneyInput — Rp with dot grouping as you type, digits only on the wire', () => {
  it('groups with dots while typing and hands back digits only', async () => {
    const onDigits = vi.fn();
    render(<Controlled onDigits={onDigits} />);
    const input = screen.getByRole('textbox', { name: 'Nominal' });
    await userEvent.type(input, '1500000');
    expect((input as HTMLInputElement).value).toBe('1.500.000');
    expect(onDigits).toHaveBeenLastCalledWith('1500000');
    expect(screen.getByText('Rp')).toBeTruthy();
    expect(input.getAttribute('inputmode')).toBe('numeric');
  });

  it('ignores letters and leading zeros', async () => {
    const onDigits = vi.fn();
    render(<Controlled onDigits={onDigits} />);
    const input = screen.getByRole('textbox', { name: 'Nominal' });
    await userEvent.type(input, '00a12b3');
    expect((input as HTMLInputElement).value).toBe('123');
    expect(onDigits).toHaveBeenLastCalledWith('123');
  });

  it('keeps the caret after the same digit when the dots move', async () => {
    render(<Controlled initial="100000" />);
    const input = screen.getByRole('textbox', { name: 'Nominal' }) as HTMLInputElement;
    expect(input.value).toBe('100.000');
    input.focus();
    input.setSelectionRange(1, 1); // after the '1'
    await userEvent.keyboard('5');
    expect(input.value).toBe('1.500.000');
    expect(input.selectionStart).toBe(3); // after '1.5'
  });

  it('deletes back to empty', async () => {
    const onDigits = vi.fn();
    render(<Controlled initial="1000" onDigits={onDigits} />);
    const input = screen.getByRole('textbox', { name: 'Nominal' });
    await userEvent.clear(input);
    expect(onDigits).toHaveBeenLastCalledWith('');
    expect(await axeViolations()).toEqual([]);
  });
});
