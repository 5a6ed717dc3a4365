import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { NumberField } from './number-field';

function Controlled({ onDigits }: { onDigits: (digits: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <NumberField
      label="Jumlah unit"
      endAddon="unit"
      maxDigits={6}
      value={value}
      onValueChange={(digits) => {
        setValue(digits);
        onDigits(digits);
      }}
    />
  );
}

describe('NumberField — dot grouping as you type, digits only back, no currency', () => {
  it('groups, strips non-digits, limits digits and shows no Rp', async () => {
    const onDigits = vi.fn();
    render(<Controlled onDigits={onDigits} />);
    const input = screen.getByRole('textbox', { name: 'Jumlah unit' }) as HTMLInputElement;
    await userEvent.type(input, '12a50099');
    expect(input.value).toBe('125.009');
    expect(onDigits).toHaveBeenLastCalledWith('125009');
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(screen.queryByText('Rp')).toBeNull();
    expect(screen.getByText('unit')).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
  });
});
