import { describe, expect, it } from 'vitest';
import { concentrationAfter } from './concentration';

describe('concentrationAfter', () => {
  // Rp 8.000.000 invested, none of it in the project: 2.000.000 more is 2/10 = 20 % exactly.
  const facts = { projectAmount: 0, invested: 8_000_000, thresholdBps: 2000 };

  it('does not warn at the threshold exactly', () => {
    expect(concentrationAfter(facts, 2_000_000)).toEqual({ shareBps: 2000, over: false });
  });

  it('warns one basis point above it', () => {
    // (0 + a) / (8.000.000 + a) = 20,01 % → a = 2.001.250,78…; Rp 2.001.300 is 2001 bp rounded down.
    expect(concentrationAfter(facts, 2_001_300)).toEqual({ shareBps: 2001, over: true });
    // Just short of 2001 bp: still 2000 after rounding down, no warning.
    expect(concentrationAfter(facts, 2_001_200)).toEqual({ shareBps: 2000, over: false });
  });

  it('counts what the lender already has in the project', () => {
    // 4.000.000 of 10.000.000 in the project, 1.000.000 more: 5/11 = 45,45 %.
    const after = concentrationAfter(
      { projectAmount: 4_000_000, invested: 10_000_000, thresholdBps: 2000 },
      1_000_000,
    );
    expect(after).toEqual({ shareBps: 4545, over: true });
  });

  it('follows the configured threshold', () => {
    const loose = { ...facts, thresholdBps: 5000 };
    expect(concentrationAfter(loose, 8_000_000)?.over).toBe(false); // 50 % exactly
    expect(concentrationAfter(loose, 8_004_000)).toEqual({ shareBps: 5001, over: true });
  });

  it('has no share for a first funding or no amount (never a division by zero)', () => {
    expect(concentrationAfter({ ...facts, invested: 0 }, 1_000_000)).toBeNull();
    expect(concentrationAfter(facts, 0)).toBeNull();
  });

  it('stays exact past 2^53', () => {
    const big = { projectAmount: 0, invested: 3_000_000_000_000, thresholdBps: 2000 };
    expect(concentrationAfter(big, 1_000_000_000_000)?.shareBps).toBe(2500);
  });
});
