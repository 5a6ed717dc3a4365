import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { Textarea } from './textarea';

describe('Textarea', () => {
  it('is a labelled multi-line text box that takes typing', async () => {
    render(<Textarea label="Alamat" hint="Sesuai KTP" />);
    const box = screen.getByRole('textbox', { name: 'Alamat' });
    expect(box.tagName).toBe('TEXTAREA');
    await userEvent.type(box, 'Jl. Sudirman{Enter}No. 1');
    expect((box as HTMLTextAreaElement).value).toBe('Jl. Sudirman\nNo. 1');
    expect(box.getAttribute('aria-describedby')).toBe(screen.getByText('Sesuai KTP').id);
  });

  it('shows an error', async () => {
    render(<Textarea label="Alasan" error="Alasan harap diisi" required />);
    expect(screen.getByRole('textbox', { name: /Alasan/ }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(screen.getByText('Alasan harap diisi')).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
  });
});
