import { describe, expect, it } from 'vitest';
import { maskName } from './mask-name';

describe('maskName — spec §5 "A name-masking helper replaces the second half of each word longer than 2 characters with asterisks."', () => {
  it.each([
    ['Ahmad', 'Ahm**'],
    ['Budi Santoso', 'Bu** Sant***'],
    ['Siti Nur Aisyah', 'Si** Nu* Ais***'],
    ['Al', 'Al'],
    ['M Ali', 'M Al*'],
    ['Abcd', 'Ab**'],
    ['', ''],
  ])('%s → %s', (input, expected) => {
    expect(maskName(input)).toBe(expected);
  });

  it('keeps the spacing between words', () => {
    expect(maskName('Dewi  Lestari')).toBe('De**  Lest***');
  });

  it('is empty for a missing name', () => {
    expect(maskName(null)).toBe('');
  });
});
