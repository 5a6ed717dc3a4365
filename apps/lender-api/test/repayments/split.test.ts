import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  OverRepaymentError,
  largestRemainder,
  projectTerms,
  splitRepayment,
  type Terms,
} from '../../src/modules/repayments/index.ts';

const NOTHING = { fee: 0n, yield: 0n, principal: 0n };

// Rp 10 000 000 funded (two fundings), 12 % a year monthly for 3 months, ujrah 2.4 % a year:
// yield Rp 100 000 a month, ujrah Rp 20 000 a month, from 2026-01-31 (EDATE: 28 Feb, 31 Mar, 30 Apr).
function terms(akad: 'Murabahah' | 'Mudharabah'): Terms {
  return projectTerms(
    {
      akad,
      tgl_mulai: '2026-01-31',
      tenor: 3,
      payout_interval: 1,
      imbal_hasil: 12,
      platform_fee_rate: '2.40',
    },
    [4_000_000n, 6_000_000n],
  );
}

describe('projectTerms', () => {
  it('is the lenders schedule per row (EDATE dates) with the ujrah of the same months', () => {
    expect(terms('Murabahah')).toEqual({
      akad: 'Murabahah',
      start: '2026-01-31',
      principal: 10_000_000n,
      rows: [
        { due: '2026-02-28', yield: 100_000n, fee: 20_000n },
        { due: '2026-03-31', yield: 100_000n, fee: 20_000n },
        { due: '2026-04-30', yield: 100_000n, fee: 20_000n },
      ],
    });
  });
});

describe('splitRepayment', () => {
  it('an installment on its day: yield, then ujrah, nothing of the principal', () => {
    expect(splitRepayment(terms('Murabahah'), NOTHING, 120_000n, '2026-02-28')).toEqual({
      fee: 20_000n,
      yield: 100_000n,
      principal: 0n,
      completes: false,
    });
  });

  it('a partial installment pays the lenders first', () => {
    expect(splitRepayment(terms('Mudharabah'), NOTHING, 70_000n, '2026-02-28')).toEqual({
      fee: 0n,
      yield: 70_000n,
      principal: 0n,
      completes: false,
    });
  });

  it('paid a week early, an installment is still the installment (the next row is payable)', () => {
    const split = splitRepayment(terms('Murabahah'), NOTHING, 120_000n, '2026-02-21');
    expect(split).toMatchObject({ yield: 100_000n, fee: 20_000n, principal: 0n });
  });

  it('an installment paid late is that installment: its ujrah before the next row is paid ahead', () => {
    // 5 March: the February row is overdue, the March row's period is running.
    expect(splitRepayment(terms('Murabahah'), NOTHING, 120_000n, '2026-03-05')).toEqual({
      fee: 20_000n,
      yield: 100_000n,
      principal: 0n,
      completes: false,
    });
    // Less than the overdue installment: still the lenders first.
    expect(splitRepayment(terms('Murabahah'), NOTHING, 90_000n, '2026-03-05')).toMatchObject({
      fee: 0n,
      yield: 90_000n,
    });
    // More: what is left pays the running row ahead, its yield then its ujrah.
    expect(splitRepayment(terms('Murabahah'), NOTHING, 230_000n, '2026-03-05')).toMatchObject({
      fee: 30_000n,
      yield: 200_000n,
      principal: 0n,
    });
  });

  it('the last installment with the principal completes the project', () => {
    const paid = { fee: 40_000n, yield: 200_000n, principal: 0n };
    expect(splitRepayment(terms('Murabahah'), paid, 10_120_000n, '2026-04-30')).toEqual({
      fee: 20_000n,
      yield: 100_000n,
      principal: 10_000_000n,
      completes: true,
    });
  });

  it('early settlement: Murabahah still owes the whole margin, Mudharabah only the running period', () => {
    // On 10 March, the first installment paid: the running period is the second.
    const paid = { fee: 20_000n, yield: 100_000n, principal: 0n };
    expect(() => splitRepayment(terms('Murabahah'), paid, 10_120_000n, '2026-03-10')).not.toThrow();
    expect(splitRepayment(terms('Murabahah'), paid, 10_120_000n, '2026-03-10').completes).toBe(
      false,
    );
    expect(splitRepayment(terms('Murabahah'), paid, 10_240_000n, '2026-03-10')).toEqual({
      fee: 40_000n,
      yield: 200_000n,
      principal: 10_000_000n,
      completes: true,
    });
    expect(splitRepayment(terms('Mudharabah'), paid, 10_120_000n, '2026-03-10')).toEqual({
      fee: 20_000n,
      yield: 100_000n,
      principal: 10_000_000n,
      completes: true,
    });
    expect(() => splitRepayment(terms('Mudharabah'), paid, 10_120_001n, '2026-03-10')).toThrow(
      OverRepaymentError,
    );
  });

  it('more than the installment returns principal early', () => {
    expect(splitRepayment(terms('Mudharabah'), NOTHING, 1_120_000n, '2026-02-28')).toEqual({
      fee: 20_000n,
      yield: 100_000n,
      principal: 1_000_000n,
      completes: false,
    });
  });
});

describe('largestRemainder', () => {
  it('gives the rupiahs left to the largest remainders, ties to the earlier', () => {
    expect(largestRemainder(100n, [1n, 1n, 1n])).toEqual([34n, 33n, 33n]);
    expect(largestRemainder(10n, [1n, 2n, 3n])).toEqual([2n, 3n, 5n]);
    expect(largestRemainder(0n, [0n, 0n])).toEqual([0n, 0n]);
  });

  it('sums to the total exactly, within a rupiah of the exact share, never above a weight', () => {
    fc.assert(
      fc.property(
        fc.array(fc.bigInt({ min: 1n, max: 10n ** 12n }), { minLength: 1, maxLength: 12 }),
        fc.bigInt({ min: 0n, max: 10n ** 15n }),
        (weights, raw) => {
          const whole = weights.reduce((s, w) => s + w, 0n);
          const total = raw % (whole + 1n);
          const shares = largestRemainder(total, weights);
          expect(shares.reduce((s, v) => s + v, 0n)).toBe(total);
          shares.forEach((share, i) => {
            const w = weights[i] ?? 0n;
            expect(share * whole - total * w).toBeLessThan(whole);
            expect(total * w - share * whole).toBeLessThan(whole);
            expect(share).toBeLessThanOrEqual(w);
          });
        },
      ),
      { numRuns: 500 },
    );
  });
});
