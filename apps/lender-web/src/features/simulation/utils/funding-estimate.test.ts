import { describe, expect, it } from 'vitest';
import { fundingEstimate } from './funding-estimate';

// Multipliers as lender-api gives them: pmarginbulanan = rate/1200, psisamargin = rate × (tenor mod
// interval, or tenor when interval is 0)/1200.
const project = (rate: number, tenor: number, interval: number) => ({
  harga_paket: 1_000_000,
  tenor,
  interval,
  pmarginbulanan: rate / 1200,
  psisamargin: (rate * (interval > 0 ? tenor % interval : tenor)) / 1200,
});

describe('the funding estimate', () => {
  it('is rate × tenor / 12 of the amount, paid monthly', () => {
    expect(fundingEstimate(project(12, 12, 1), 3)).toEqual({
      amount: 3_000_000,
      monthly: 30_000,
      total: 360_000,
    });
  });
  it('counts the months left over by the interval once, at the end', () => {
    // 15 % for 14 months paid every 3: 12 months by interval + 2 at the end = 14 months in all.
    expect(fundingEstimate(project(15, 14, 3), 2)).toEqual({
      amount: 2_000_000,
      monthly: 25_000,
      total: 350_000,
    });
  });
  it('pays everything at the end when the interval is 0', () => {
    expect(fundingEstimate(project(13.5, 6, 0), 1).total).toBe(67_500);
  });
});
