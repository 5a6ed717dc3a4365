import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../test/render-screen';
import { useUrlFilters } from './use-url-filters';

const DEFAULTS = { keyword: '', akad: 'all', page: 1 };

function Filters() {
  const { filters, setFilters, reset } = useUrlFilters(DEFAULTS);
  return (
    <>
      <output>{JSON.stringify(filters)}</output>
      <button onClick={() => setFilters({ page: filters.page + 1 })}>next</button>
      <button onClick={() => setFilters({ akad: 'Murabahah' })}>akad</button>
      <button onClick={() => setFilters({ akad: 'all' })}>all</button>
      <button onClick={reset}>reset</button>
    </>
  );
}

const shown = () => JSON.parse(screen.getByRole('status').textContent ?? '') as typeof DEFAULTS;

describe('useUrlFilters', () => {
  it('reads typed values from the URL, the default where a value is missing or unreadable', () => {
    renderScreen(<Filters />, '/list?keyword=rumah&page=3&drawer=project');
    expect(shown()).toEqual({ keyword: 'rumah', akad: 'all', page: 3 });
  });

  it.each(['abc', '2.5', ''])('falls back to the default page for ?page=%s', (raw) => {
    renderScreen(<Filters />, `/list?page=${raw}`);
    expect(shown().page).toBe(1);
  });

  it('sends the list back to the first page when another filter changes, and Back restores', async () => {
    const view = renderScreen(<Filters />, '/list?keyword=rumah&drawer=project');
    await userEvent.click(screen.getByRole('button', { name: 'next' }));
    await userEvent.click(screen.getByRole('button', { name: 'next' }));
    expect(view.search()).toBe('?keyword=rumah&drawer=project&page=3');
    await userEvent.click(screen.getByRole('button', { name: 'akad' }));
    // the page is reset; parameters the hook does not own are kept
    expect(view.search()).toBe('?keyword=rumah&drawer=project&akad=Murabahah');
    expect(shown()).toEqual({ keyword: 'rumah', akad: 'Murabahah', page: 1 });

    await act(() => view.router.navigate(-1));
    expect(shown()).toEqual({ keyword: 'rumah', akad: 'all', page: 3 });
  });

  it('leaves defaults out of the URL, and reset clears only its own parameters', async () => {
    const view = renderScreen(<Filters />, '/list?drawer=project&akad=Mudharabah&page=2');
    await userEvent.click(screen.getByRole('button', { name: 'all' }));
    expect(view.search()).toBe('?drawer=project');
    await userEvent.click(screen.getByRole('button', { name: 'next' }));
    await userEvent.click(screen.getByRole('button', { name: 'reset' }));
    expect(view.search()).toBe('?drawer=project');
  });
});
