import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { Card } from './card';

describe('Card', () => {
  it('renders an article with a heading, body and footer', async () => {
    render(
      <Card
        title="Saldo"
        description="Dana tersedia"
        footer={<button type="button">Tarik dana</button>}
        headingLevel={2}
      >
        <p>Rp 2.500.000</p>
      </Card>,
    );
    expect(screen.getByRole('article')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Saldo' })).toBeTruthy();
    expect(screen.getByText('Rp 2.500.000')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tarik dana' })).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
  });

  it('can be a section with just a body', () => {
    const { container } = render(
      <Card as="section" variant="accent">
        Isi
      </Card>,
    );
    expect(container.querySelector('section')?.className).toContain('card__root--variant_accent');
    expect(screen.queryByRole('heading')).toBeNull();
  });
});
