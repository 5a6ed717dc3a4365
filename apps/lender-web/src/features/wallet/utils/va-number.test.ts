import { describe, expect, it } from 'vitest';
import { groupVaNumber } from './va-number';

describe('groupVaNumber', () => {
  it('groups by four from the left, the rest at the end', () => {
    expect(groupVaNumber('0091000000001001')).toBe('0091 0000 0000 1001');
    expect(groupVaNumber('4510000001234')).toBe('4510 0000 0123 4');
  });
  it('keeps a short number whole and ignores spaces typed in', () => {
    expect(groupVaNumber('1234')).toBe('1234');
    expect(groupVaNumber('0091 0000 0000 1001')).toBe('0091 0000 0000 1001');
  });
});
