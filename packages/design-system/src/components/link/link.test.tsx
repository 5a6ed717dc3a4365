import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { Link } from './link';

describe('Link', () => {
  it('renders an anchor; external links open safely in a new tab with a hint', async () => {
    render(
      <p>
        <Link href="/faq">FAQ</Link>{' '}
        <Link href="https://ojk.go.id" externalHint="(tab baru)">
          OJK
        </Link>
      </p>,
    );
    expect(screen.getByRole('link', { name: 'FAQ' }).getAttribute('target')).toBeNull();
    const external = screen.getByRole('link', { name: /OJK/ });
    expect(external.textContent).toBe('OJK (tab baru)');
    expect(external.getAttribute('target')).toBe('_blank');
    expect(external.getAttribute('rel')).toBe('noopener noreferrer');
    expect(await axeViolations()).toEqual([]);
  });

  it('styles a router link with asChild', () => {
    render(
      <Link asChild>
        <a href="/en/faq">FAQ</a>
      </Link>,
    );
    expect(screen.getByRole('link', { name: 'FAQ' }).getAttribute('href')).toBe('/en/faq');
  });
});
