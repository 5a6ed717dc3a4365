import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { Select } from './select';

const options = [
  { value: '1', label: 'Islam' },
  { value: '2', label: 'Kristen' },
  { value: '3', label: 'Katolik', disabled: true },
  { value: '4', label: 'Hindu' },
];

describe('Select', () => {
  // Opening and choosing (mouse and keyboard) is tested in Chromium by the stories' play functions
  // (select.stories.tsx): Ark's popover needs real layout and pointer events.
  it('is a labelled, focusable combobox showing the placeholder', async () => {
    render(
      <Select label="Agama" options={options} placeholder="Pilih agama" onValueChange={vi.fn()} />,
    );
    const trigger = screen.getByRole('combobox', { name: 'Agama' });
    expect(trigger.textContent).toContain('Pilih agama');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    await userEvent.tab();
    expect(document.activeElement).toBe(trigger);
  });

  it('keeps a hidden native select with the options for form posts', () => {
    const { container } = render(<Select label="Agama" options={options} name="agama" value="4" />);
    const native = container.querySelector('select[name="agama"]') as HTMLSelectElement;
    expect([...native.options].map((option) => option.value)).toContain('4');
    expect(native.value).toBe('4');
  });

  it('shows the selected label and the error', async () => {
    render(<Select label="Agama" options={options} value="1" error="Agama harap diisi" />);
    const trigger = screen.getByRole('combobox', { name: 'Agama' });
    expect(trigger.textContent).toContain('Islam');
    expect((trigger.getAttribute('aria-describedby') ?? '').split(' ')).toContain(
      screen.getByText('Agama harap diisi').id,
    );
    expect(await axeViolations()).toEqual([]);
  });

  it("shows an option whose value is '' (a filter's All) when the value is ''", () => {
    const kinds = [
      { value: '', label: 'Semua akad' },
      { value: 'Murabahah', label: 'Murabahah' },
    ];
    render(<Select label="Akad" options={kinds} value="" placeholder="Pilih" />);
    expect(screen.getByRole('combobox', { name: 'Akad' }).textContent).toContain('Semua akad');
  });

  it("shows the placeholder for '' when no option has that value", () => {
    render(<Select label="Agama" options={options} value="" placeholder="Pilih agama" />);
    expect(screen.getByRole('combobox', { name: 'Agama' }).textContent).toContain('Pilih agama');
  });
});
