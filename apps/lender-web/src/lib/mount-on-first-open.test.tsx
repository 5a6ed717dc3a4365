import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MountOnFirstOpen } from './mount-on-first-open';

function Counter({ open }: { open: boolean }) {
  const [count, setCount] = useState(0);
  return open ? (
    <button type="button" onClick={() => setCount((n) => n + 1)}>
      {`count ${count}`}
    </button>
  ) : null;
}

describe('MountOnFirstOpen', () => {
  it('loads nothing before the first open, then keeps the flow mounted with its state', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Counter }));
    const LazyCounter = lazy(load);
    const view = (open: boolean) => (
      <MountOnFirstOpen open={open}>
        <LazyCounter open={open} />
      </MountOnFirstOpen>
    );
    const { rerender } = render(view(false));
    rerender(view(false));
    expect(load).not.toHaveBeenCalled();

    rerender(view(true));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'count 0' }));
    expect(screen.getByRole('button', { name: 'count 1' })).toBeTruthy();

    rerender(view(false));
    expect(screen.queryByRole('button')).toBeNull();
    await act(async () => rerender(view(true)));
    // reopened with the state it had: the flow was not unmounted
    expect(screen.getByRole('button', { name: 'count 1' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
