import { describe, expect, it } from 'vitest';
import { addMonths } from '../../src/shared/ledger/ledger.ts';

// Payout dates are the start date plus whole months; a month shorter than the start's day ends on
// its last day (EDATE), it never spills into the next month.
describe('addMonths', () => {
  it('ends a short month on its last day', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-03-31', 1)).toBe('2026-04-30');
    expect(addMonths('2026-01-30', 1)).toBe('2026-02-28');
    expect(addMonths('2026-08-31', -6)).toBe('2026-02-28');
  });

  it('keeps the day where the month has it, across years and backwards', () => {
    expect(addMonths('2026-01-31', 2)).toBe('2026-03-31');
    expect(addMonths('2026-01-15', 1)).toBe('2026-02-15');
    expect(addMonths('2026-11-30', 3)).toBe('2027-02-28');
    expect(addMonths('2026-12-31', 12)).toBe('2027-12-31');
    expect(addMonths('2027-03-31', -13)).toBe('2026-02-28');
    expect(addMonths('2026-05-10', 0)).toBe('2026-05-10');
  });

  it('counts every month of a 60-month schedule from the start, not from the previous date', () => {
    for (let months = 0; months <= 60; months += 1) {
      const date = addMonths('2026-01-31', months);
      const [year, month, day] = date.split('-').map(Number);
      expect((year! - 2026) * 12 + (month! - 1)).toBe(months);
      const last = new Date(Date.UTC(year!, month!, 0)).getUTCDate();
      expect(day).toBe(Math.min(31, last));
    }
  });
});
