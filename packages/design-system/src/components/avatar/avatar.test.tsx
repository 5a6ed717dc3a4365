import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { Avatar, initials } from './avatar';

describe('Avatar', () => {
  it.each([
    ['Budi Santoso', 'BS'],
    ['siti', 'S'],
    ['Siti Nur Aisyah', 'SA'],
    ['  ', ''],
  ])('initials of %s → %s', (name, expected) => {
    expect(initials(name)).toBe(expected);
  });

  it('shows initials named by the full name when there is no photo', async () => {
    render(<Avatar name="Budi Santoso" />);
    expect(screen.getByRole('img', { name: 'Budi Santoso' }).textContent).toBe('BS');
    expect(await axeViolations()).toEqual([]);
  });
});
