import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { Accordion } from './accordion';

const items = [
  { value: 'q1', title: 'Apa itu Pendana?', content: 'Platform pendanaan syariah.' },
  { value: 'q2', title: 'Berapa minimal pendanaan?', content: 'Mulai Rp 1.000.000.' },
];

describe('Accordion (FAQ)', () => {
  it('toggles an answer with click and keyboard; headers are headings with aria-expanded', async () => {
    render(<Accordion items={items} />);
    const first = screen.getByRole('button', { name: 'Apa itu Pendana?' });
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(2);
    expect(first.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(first);
    expect(first.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Platform pendanaan syariah.')).toBeTruthy();
    await userEvent.keyboard('{ArrowDown}');
    const second = screen.getByRole('button', { name: 'Berapa minimal pendanaan?' });
    expect(document.activeElement).toBe(second);
    await userEvent.keyboard('{Enter}');
    expect(second.getAttribute('aria-expanded')).toBe('true');
    expect(first.getAttribute('aria-expanded')).toBe('true');
    expect(await axeViolations()).toEqual([]);
  });
});
