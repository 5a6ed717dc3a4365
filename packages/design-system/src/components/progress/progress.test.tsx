import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { Spinner } from '../spinner/spinner';
import { Progress } from './progress';

describe('Progress and Spinner', () => {
  it('exposes a named progressbar with its value', async () => {
    render(<Progress label="Dana terkumpul" value={75} valueText="75%" />);
    const bar = screen.getByRole('progressbar', { name: 'Dana terkumpul' });
    expect(bar.getAttribute('aria-valuenow')).toBe('75');
    expect(bar.getAttribute('aria-valuemax')).toBe('100');
    expect(screen.getByText('75%')).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
  });

  it('supports an indeterminate state', () => {
    render(<Progress label="Mengunggah" value={null} />);
    expect(
      screen.getByRole('progressbar', { name: 'Mengunggah' }).getAttribute('aria-valuenow'),
    ).toBeNull();
  });

  it('spinner is a named status, or decorative without a label', () => {
    const { container } = render(
      <>
        <Spinner label="Memuat" />
        <Spinner />
      </>,
    );
    expect(screen.getByRole('status', { name: 'Memuat' })).toBeTruthy();
    expect(container.querySelectorAll('[aria-hidden=true]')).toHaveLength(1);
  });
});
