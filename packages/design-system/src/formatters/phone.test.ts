import { describe, expect, it } from 'vitest';
import { formatPhoneNumber } from './phone';

describe('formatPhoneNumber', () => {
  it.each([
    ['81234567890', '62', '+62 812-3456-7890'],
    ['081234567890', '62', '+62 812-3456-7890'],
    ['6281234567890', '62', '+62 812-3456-7890'],
    ['+62 812 3456 789', '62', '+62 812-3456-789'],
    ['8123456', '62', '+62 8123456'],
    ['91234567', '65', '+65 912-3456-7'],
  ])('%s (+%s) reads %s', (number, code, text) => {
    expect(formatPhoneNumber(number, code)).toBe(text);
  });

  it('no digits, no text', () => {
    expect(formatPhoneNumber(null)).toBe('');
    expect(formatPhoneNumber('  ')).toBe('');
  });

  it('without a country code, the national number alone', () => {
    expect(formatPhoneNumber('081234567890', '')).toBe('812-3456-7890');
  });
});
