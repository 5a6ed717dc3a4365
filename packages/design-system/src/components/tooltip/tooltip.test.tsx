import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Button } from '../button/button';
import { Tooltip } from './tooltip';

describe('Tooltip', () => {
  it('shows on keyboard focus and describes the trigger; Esc hides it', async () => {
    render(
      <Tooltip content="Imbal hasil setara per tahun" openDelay={0}>
        <Button variant="ghost">Ekuivalen</Button>
      </Tooltip>,
    );
    await userEvent.tab();
    const tip = await screen.findByRole('tooltip');
    expect(tip.textContent).toBe('Imbal hasil setara per tahun');
    expect(screen.getByRole('button', { name: 'Ekuivalen' }).getAttribute('aria-describedby')).toBe(
      tip.id,
    );
    await userEvent.keyboard('{Escape}');
    await vi.waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });
});
import { vi } from 'vitest';
