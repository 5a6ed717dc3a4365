import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { EmptyState } from './empty-state';

describe('EmptyState', () => {
  it('shows a heading, a description and an action', async () => {
    render(
      <EmptyState
        title="Belum ada pendanaan"
        description="Mulai danai proyek pertama Anda."
        action={<a href="/proyek">Lihat proyek</a>}
        headingLevel={2}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Belum ada pendanaan' })).toBeTruthy();
    expect(screen.getByText('Mulai danai proyek pertama Anda.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Lihat proyek' })).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
  });
});
