import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { NativeSelect } from './native-select';

const options = [
  { value: '1', label: 'Islam' },
  { value: '2', label: 'Kristen' },
  { value: '3', label: 'Katolik', disabled: true },
  { value: '4', label: 'Hindu' },
];

describe('NativeSelect', () => {
  it('is a labelled native select; a choice calls onValueChange with its value', async () => {
    const onValueChange = vi.fn();
    render(
      <NativeSelect
        label="Agama"
        options={options}
        placeholder="Pilih agama"
        onValueChange={onValueChange}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Agama' }) as HTMLSelectElement;
    expect(select.tagName).toBe('SELECT');
    // Nothing chosen: the placeholder shows, and cannot be chosen back.
    expect(select.selectedOptions[0]?.textContent).toBe('Pilih agama');
    expect(select.selectedOptions[0]?.hidden).toBe(true);
    await userEvent.selectOptions(select, 'Hindu');
    expect(onValueChange).toHaveBeenCalledWith('4');
    expect(screen.getByRole('option', { name: 'Katolik' })).toHaveProperty('disabled', true);
  });

  it('shows the value, its name for form posts, and the error it is described by', async () => {
    render(
      <NativeSelect
        label="Agama"
        name="agama"
        options={options}
        value="1"
        error="Agama harap diisi"
        required
      />,
    );
    const select = screen.getByRole('combobox', { name: /Agama/ }) as HTMLSelectElement;
    expect(select.value).toBe('1');
    expect(select.name).toBe('agama');
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect((select.getAttribute('aria-describedby') ?? '').split(' ')).toContain(
      screen.getByText('Agama harap diisi').id,
    );
    expect(await axeViolations()).toEqual([]);
  });

  it("shows an option whose value is '' (a filter's All) rather than a placeholder", () => {
    const kinds = [
      { value: '', label: 'Semua akad' },
      { value: 'Murabahah', label: 'Murabahah' },
    ];
    render(<NativeSelect label="Akad" options={kinds} value="" placeholder="Pilih" />);
    const select = screen.getByRole('combobox', { name: 'Akad' }) as HTMLSelectElement;
    expect(select.selectedOptions[0]?.textContent).toBe('Semua akad');
    expect(screen.queryByRole('option', { name: 'Pilih' })).toBeNull();
  });
});
