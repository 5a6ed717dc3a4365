import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { Tabs } from './tabs';

const items = [
  { value: 'active', label: 'Aktif', content: <p>Pendanaan aktif</p> },
  { value: 'done', label: 'Selesai', content: <p>Pendanaan selesai</p> },
  { value: 'cancel', label: 'Batal', content: <p>Dibatalkan</p> },
];

describe('Tabs', () => {
  it('shows the first panel and switches with a click', async () => {
    const onValueChange = vi.fn();
    render(<Tabs items={items} label="Status pendanaan" onValueChange={onValueChange} />);
    expect(screen.getByRole('tablist', { name: 'Status pendanaan' })).toBeTruthy();
    expect(screen.getByRole('tabpanel').textContent).toBe('Pendanaan aktif');
    await userEvent.click(screen.getByRole('tab', { name: 'Selesai' }));
    expect(onValueChange).toHaveBeenLastCalledWith('done');
    expect(screen.getByRole('tabpanel').textContent).toBe('Pendanaan selesai');
    // Arrow-key navigation runs in Chromium (tabs.stories.tsx).
    expect(screen.getByRole('tab', { name: 'Selesai' }).getAttribute('aria-selected')).toBe('true');
    expect(await axeViolations()).toEqual([]);
  });
});
