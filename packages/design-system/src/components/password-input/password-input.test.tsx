import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { PasswordInput } from './password-input';

const labels = { showLabel: 'Tampilkan kata sandi', hideLabel: 'Sembunyikan kata sandi' };

describe('PasswordInput', () => {
  it('is a password input labelled by its label, hidden by default', () => {
    render(<PasswordInput label="Kata Sandi" {...labels} />);
    const input = screen.getByLabelText('Kata Sandi');
    expect(input.getAttribute('type')).toBe('password');
    expect(input.getAttribute('autocomplete')).toBe('current-password');
  });

  it('shows and hides the password with the toggle, whose name comes from props', async () => {
    render(<PasswordInput label="Kata Sandi" {...labels} />);
    const input = screen.getByLabelText('Kata Sandi');
    await userEvent.type(input, 'Rahasia123');
    await userEvent.click(screen.getByRole('button', { name: 'Tampilkan kata sandi' }));
    expect(input.getAttribute('type')).toBe('text');
    await userEvent.click(screen.getByRole('button', { name: 'Sembunyikan kata sandi' }));
    expect(input.getAttribute('type')).toBe('password');
    expect((input as HTMLInputElement).value).toBe('Rahasia123');
  });

  it('is keyboard operable: Tab reaches the toggle, Enter toggles', async () => {
    render(<PasswordInput label="Password" showLabel="Show password" hideLabel="Hide password" />);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByLabelText('Password'));
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Show password' }));
    await userEvent.keyboard('{Enter}');
    expect(screen.getByLabelText('Password').getAttribute('type')).toBe('text');
  });

  it('shows the error and marks the input invalid', () => {
    render(
      <PasswordInput
        label="Kata Sandi"
        {...labels}
        error="Kata sandi minimal 8 karakter"
        autoComplete="new-password"
      />,
    );
    const input = screen.getByLabelText('Kata Sandi');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('autocomplete')).toBe('new-password');
    const error = screen.getByText('Kata sandi minimal 8 karakter');
    expect((input.getAttribute('aria-describedby') ?? '').split(' ')).toContain(error.id);
  });

  it('has no axe violations', async () => {
    render(
      <PasswordInput
        label="Kata Sandi"
        {...labels}
        hint="Minimal 8 karakter, huruf dan angka"
        required
      />,
    );
    expect(await axeViolations()).toEqual([]);
  });
});
