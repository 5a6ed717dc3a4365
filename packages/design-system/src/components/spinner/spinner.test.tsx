import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { Spinner } from './spinner';

describe('Spinner', () => {
  it('is a named status with a label and keeps its size', async () => {
    render(<Spinner label="Memuat data" size="lg" className="extra" />);
    const status = screen.getByRole('status', { name: 'Memuat data' });
    expect(status.style.width).toBe('2.5rem');
    expect(status.style.height).toBe('2.5rem');
    expect(status.classList.contains('extra')).toBe(true);
    expect(status.getAttribute('aria-hidden')).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  it('is hidden from assistive technology without a label', () => {
    const { container } = render(<Spinner size="sm" />);
    const spinner = container.firstElementChild as HTMLElement;
    expect(spinner.getAttribute('aria-hidden')).toBe('true');
    expect(spinner.getAttribute('role')).toBeNull();
    expect(spinner.style.width).toBe('1rem');
  });
});
