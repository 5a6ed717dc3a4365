import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton } from './skeleton';

describe('Skeleton', () => {
  it('is hidden from assistive technology and renders the requested lines', () => {
    const { container } = render(<Skeleton lines={3} width="80%" />);
    const root = container.firstElementChild as HTMLElement;
    expect(root.getAttribute('aria-hidden')).toBe('true');
    expect(root.children).toHaveLength(3);
    expect((root.children[2] as HTMLElement).style.width).toBe('60%');
    expect((root.children[0] as HTMLElement).style.width).toBe('80%');
  });

  it('renders a circle', () => {
    const { container } = render(<Skeleton circle width="40px" height="40px" />);
    expect((container.firstElementChild as HTMLElement).style.borderRadius).toBe('9999px');
  });
});
