import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { Combobox } from './combobox';

const banks = [
  { value: '009', label: 'BNI' },
  { value: '008', label: 'Bank Mandiri' },
  { value: '014', label: 'BCA' },
  { value: '451', label: 'Bank Syariah Indonesia' },
];

const labels = { emptyText: 'Tidak ditemukan', toggleLabel: 'Buka daftar' };

describe('Combobox (searchable)', () => {
  // Filtering and choosing with the keyboard is tested in Chromium (combobox.stories.tsx play functions).
  it('is a labelled text combobox', async () => {
    render(<Combobox label="Bank" options={banks} onValueChange={vi.fn()} {...labels} />);
    const input = screen.getByRole('combobox', { name: 'Bank' });
    expect(input.tagName).toBe('INPUT');
    // Open it first and wait until it is open, then type. Typed together with the click that opens
    // it, one loaded CI run lost the last keystroke ('bn'): Ark's open transition runs work after the
    // click (as its Select moves the focus a frame later), and a test types faster than a person.
    await userEvent.click(input);
    await waitFor(() => expect(input.getAttribute('aria-expanded')).toBe('true'));
    await userEvent.type(input, 'bni', { skipClick: true });
    expect((input as HTMLInputElement).value).toBe('bni');
  });

  it('shows the chosen option once its options arrive after the value', () => {
    const { rerender } = render(<Combobox label="Bank" options={[]} value="451" {...labels} />);
    const input = screen.getByRole('combobox', { name: 'Bank' }) as HTMLInputElement;
    expect(input.value).toBe('');
    rerender(<Combobox label="Bank" options={banks} value="451" {...labels} />);
    expect(input.value).toBe('Bank Syariah Indonesia');
  });

  it('says when nothing matches', async () => {
    render(<Combobox label="Bank" options={banks} {...labels} />);
    await userEvent.type(screen.getByRole('combobox', { name: 'Bank' }), 'zzz');
    expect(await screen.findByText('Tidak ditemukan')).toBeTruthy();
  });

  it('opens from the toggle button and shows a loading spinner', async () => {
    render(<Combobox label="Bank" options={banks} loading loadingLabel="Memuat" {...labels} />);
    expect(screen.getByRole('status', { name: 'Memuat' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Buka daftar' }));
    expect((await screen.findAllByRole('option')).length).toBe(4);
  });

  it('has no axe violations with an error', async () => {
    render(<Combobox label="Bank" options={banks} error="Bank harap diisi" {...labels} />);
    expect(screen.getByRole('combobox', { name: 'Bank' }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(await axeViolations()).toEqual([]);
  });
});
