import { describe, expect, it } from 'vitest';
import {
  cardExpiryEnd,
  formatCardExpiryInput,
  isCardExpired,
  parseCardExpiry,
} from './card-expiry';

describe('card expiry — spec §5 "MM/YYYY … expired when the end of that month is before now"', () => {
  const now = new Date(2026, 10, 22, 8, 0, 0); // 22 November 2026

  it.each([
    ['10/2026', true],
    ['11/2026', false], // the end of this month is not before now
    ['12/2026', false],
    ['01/2027', false],
    ['12/2025', true],
  ])('%s expired=%s on 22-11-2026', (value, expected) => {
    expect(isCardExpired(value, now)).toBe(expected);
  });

  it('expires right after the last millisecond of the month', () => {
    expect(isCardExpired('11/2026', new Date(2026, 10, 30, 23, 59, 59, 999))).toBe(false);
    expect(isCardExpired('11/2026', new Date(2026, 11, 1, 0, 0, 0, 0))).toBe(true);
  });

  it('treats malformed values as expired and rejects them in parsing', () => {
    expect(isCardExpired('13/2026', now)).toBe(true);
    expect(parseCardExpiry('1/2026')).toBeNull();
    expect(parseCardExpiry('11/26')).toBeNull();
    expect(parseCardExpiry(undefined)).toBeNull();
    expect(parseCardExpiry('02/2028')).toEqual({ month: 2, year: 2028 });
    expect(cardExpiryEnd('bad')).toBeNull();
  });

  it('knows February of a leap year', () => {
    expect(cardExpiryEnd('02/2028')?.getDate()).toBe(29);
  });

  it.each([
    ['0', '0'],
    ['01', '01'],
    ['012', '01/2'],
    ['012027', '01/2027'],
    ['01/20279', '01/2027'],
  ])('formats typing %s → %s', (input, expected) => {
    expect(formatCardExpiryInput(input)).toBe(expected);
  });
});
