import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { Button } from './button';

describe('Button', () => {
  it('is a button named by its text and calls onClick from mouse and keyboard', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Masuk</Button>);
    const button = screen.getByRole('button', { name: 'Masuk' });
    expect(button).toHaveProperty('type', 'button');
    await userEvent.click(button);
    await userEvent.tab();
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(button);
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(3);
  });

  it('while loading is disabled, busy and announces the loading label', async () => {
    const onClick = vi.fn();
    render(
      <Button loading loadingLabel="Memproses" onClick={onClick}>
        Simpan
      </Button>,
    );
    const button = screen.getByRole('button', { name: /Simpan/ });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button).toHaveProperty('disabled', true);
    expect(screen.getByRole('status', { name: 'Memproses' })).toBeTruthy();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('submits a form when type="submit"', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit">Kirim</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Kirim' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('renders its child as the element with asChild (a link styled as a button)', () => {
    render(
      <Button asChild variant="outline">
        <a href="/auth/register">Daftar</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Daftar' });
    expect(link.getAttribute('href')).toBe('/auth/register');
    expect(link.className).toContain('button--variant_outline');
  });

  it('applies the variant, size and full-width classes of the recipe', () => {
    render(
      <Button variant="danger" size="lg" fullWidth>
        Hapus
      </Button>,
    );
    const { className } = screen.getByRole('button', { name: 'Hapus' });
    expect(className).toContain('button--variant_danger');
    expect(className).toContain('button--size_lg');
    expect(className).toContain('button--fullWidth_true');
  });

  it('has no axe violations', async () => {
    render(
      <div>
        <Button>Masuk</Button>
        <Button variant="outline" disabled>
          Batal
        </Button>
        <Button loading loadingLabel="Memproses">
          Simpan
        </Button>
      </div>,
    );
    expect(await axeViolations()).toEqual([]);
  });
});
