import { describe, expect, it } from 'vitest';
import { generateReference } from './reference';

describe('generateReference — spec §9 "first 7 characters of the part before the at-sign … followed by a YYMMDDHHmm timestamp"', () => {
  const at = new Date(2026, 10, 22, 8, 5, 30); // 22 Nov 2026 08:05 local

  it.each([
    ['muhammad.rizki@example.com', 'muhamma2611220805'],
    ['budi@example.com', 'budi2611220805'],
    ['abcdefg@x.id', 'abcdefg2611220805'],
  ])('%s → %s', (email, expected) => {
    expect(generateReference(email, at)).toBe(expected);
  });

  it('uses the current time by default', () => {
    expect(generateReference('someone@example.com')).toMatch(/^someone\d{10}$/);
  });
});
