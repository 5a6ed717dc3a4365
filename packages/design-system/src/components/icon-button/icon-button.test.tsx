import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Plus } from 'lucide-react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { IconButton } from './icon-button';

describe('IconButton', () => {
  it('is named by its label and clickable', async () => {
    const onClick = vi.fn();
    render(<IconButton label="Tambah dana" icon={<Plus aria-hidden />} onClick={onClick} />);
    await userEvent.click(screen.getByRole('button', { name: 'Tambah dana' }));
    expect(onClick).toHaveBeenCalledOnce();
    expect(screen.getByRole('button').className).toContain('button--iconOnly_true');
    expect(await axeViolations()).toEqual([]);
  });
});
