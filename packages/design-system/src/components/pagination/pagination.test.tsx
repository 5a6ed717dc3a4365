import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { Pagination } from './pagination';

describe('Pagination — spec §9 "Pagination labels are English defaults"', () => {
  it('uses English labels by default and moves between pages', async () => {
    const onPageChange = vi.fn();
    render(<Pagination count={50} pageSize={10} page={2} onPageChange={onPageChange} />);
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenLastCalledWith(3);
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPageChange).toHaveBeenLastCalledWith(1);
    await userEvent.click(screen.getByRole('button', { name: 'Page 5' }));
    expect(onPageChange).toHaveBeenLastCalledWith(5);
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('accepts other labels and disables Previous on the first page', async () => {
    render(
      <Pagination
        count={30}
        pageSize={10}
        page={1}
        onPageChange={vi.fn()}
        labels={{
          nav: 'Halaman',
          previous: 'Sebelumnya',
          next: 'Berikutnya',
          page: (page) => `Halaman ${page}`,
        }}
      />,
    );
    expect((screen.getByRole('button', { name: 'Sebelumnya' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(screen.getByRole('button', { name: 'Halaman 3' })).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
  });
});
