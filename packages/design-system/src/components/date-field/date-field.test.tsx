import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { DateField, maskDdMmYyyy } from './date-field';

function Controlled() {
  const [value, setValue] = useState('');
  return (
    <DateField label="Tanggal lahir" hint="DD-MM-YYYY" value={value} onValueChange={setValue} />
  );
}

describe('DateField — DD-MM-YYYY', () => {
  it.each([
    ['0', '0'],
    ['05', '05'],
    ['050', '05-0'],
    ['0501', '05-01'],
    ['05011990', '05-01-1990'],
    ['05-01-1990', '05-01-1990'],
    ['050119901', '05-01-1990'],
  ])('masks %s → %s', (input, expected) => {
    expect(maskDdMmYyyy(input)).toBe(expected);
  });

  it('inserts the dashes as you type digits', async () => {
    render(<Controlled />);
    const input = screen.getByRole('textbox', { name: 'Tanggal lahir' });
    await userEvent.type(input, '17081945');
    expect((input as HTMLInputElement).value).toBe('17-08-1945');
    expect(input.getAttribute('placeholder')).toBe('DD-MM-YYYY');
    expect(input.getAttribute('inputmode')).toBe('numeric');
  });

  it('backspace removes the last digit together with its dash', async () => {
    render(<Controlled />);
    const input = screen.getByRole('textbox', { name: 'Tanggal lahir' });
    await userEvent.type(input, '170');
    expect((input as HTMLInputElement).value).toBe('17-0');
    await userEvent.type(input, '{Backspace}');
    expect((input as HTMLInputElement).value).toBe('17');
    await userEvent.type(input, '{Backspace}');
    expect((input as HTMLInputElement).value).toBe('1');
    expect(await axeViolations()).toEqual([]);
  });
});
