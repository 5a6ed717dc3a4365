import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { TextField } from './text-field';

describe('TextField', () => {
  it('labels the input and forwards typing', async () => {
    const onChange = vi.fn();
    render(<TextField label="Username atau Email" name="username" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Username atau Email' });
    await userEvent.type(input, 'budi');
    expect((input as HTMLInputElement).value).toBe('budi');
    expect(onChange).toHaveBeenCalledTimes(4);
  });

  it('describes the input with the hint', () => {
    render(<TextField label="NIK" hint="16 digit sesuai KTP" />);
    const input = screen.getByRole('textbox', { name: 'NIK' });
    const describedBy = input.getAttribute('aria-describedby') ?? '';
    const hint = screen.getByText('16 digit sesuai KTP');
    expect(describedBy.split(' ')).toContain(hint.id);
  });

  it('marks the input invalid and announces the error', () => {
    render(<TextField label="Email" error="Email Sudah Terdaftar" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const error = screen.getByText('Email Sudah Terdaftar');
    expect((input.getAttribute('aria-describedby') ?? '').split(' ')).toContain(error.id);
  });

  it('shows no error element when error is empty', () => {
    render(<TextField label="Email" error="" />);
    expect(screen.getByRole('textbox', { name: 'Email' }).getAttribute('aria-invalid')).toBeNull();
  });

  it('marks required fields (required attribute + visible mark)', () => {
    render(<TextField label="Nama" required />);
    const input = screen.getByRole('textbox', { name: /Nama/ });
    expect(input).toHaveProperty('required', true);
    expect(screen.getByText('*')).toBeTruthy();
  });

  it('renders addons and is disabled with the field', () => {
    render(<TextField label="Nomor HP" startAddon="+62" disabled />);
    expect(screen.getByText('+62')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Nomor HP' })).toHaveProperty('disabled', true);
  });

  it('forwards the ref to the input', () => {
    const ref = { current: null as HTMLInputElement | null };
    render(<TextField label="Kode" ref={ref} />);
    expect(ref.current?.tagName).toBe('INPUT');
  });

  it('has no axe violations in its states', async () => {
    render(
      <div>
        <TextField label="Username" hint="Minimal 6 karakter" />
        <TextField label="Email" type="email" error="Email tidak valid" required />
        <TextField label="Kota" disabled defaultValue="Jakarta" />
      </div>,
    );
    expect(await axeViolations()).toEqual([]);
  });
});
