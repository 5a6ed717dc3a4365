import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { Steps } from './steps';

const steps = [
  { id: 'personal', label: 'Data diri' },
  { id: 'work', label: 'Pendidikan & pekerjaan' },
  { id: 'heir', label: 'Ahli waris' },
  { id: 'phone', label: 'Verifikasi HP' },
];

const props = {
  steps,
  label: 'Langkah eKYC',
  completedText: 'selesai',
  summary: ({ current, total, label }: { current: number; total: number; label: string }) =>
    `Langkah ${current} dari ${total}: ${label}`,
};

describe('Steps', () => {
  it('marks completed, current and upcoming steps', () => {
    render(<Steps {...props} current={2} />);
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.dataset.status)).toEqual([
      'complete',
      'complete',
      'current',
      'upcoming',
    ]);
    expect(items[2]?.getAttribute('aria-current')).toBe('step');
    expect(items[0]?.textContent).toContain('Data diri (selesai)');
    expect(screen.getByText('Langkah 3 dari 4: Ahli waris')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Langkah eKYC' })).toBeTruthy();
  });

  it('caps the summary when every step is done and has no axe violations', async () => {
    render(<Steps {...props} current={4} />);
    expect(screen.getByText('Langkah 4 dari 4: Verifikasi HP')).toBeTruthy();
    expect(
      screen.getAllByRole('listitem').every((item) => item.dataset.status === 'complete'),
    ).toBe(true);
    expect(await axeViolations()).toEqual([]);
  });
});
