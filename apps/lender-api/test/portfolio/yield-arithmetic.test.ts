import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { yieldAmount } from '../../src/modules/portfolio/schedule.ts';
import { splitYield, withheld } from '../../src/modules/tax/withholding.ts';

// The reference: the contract's formulas in BigInt only, the rate read from its decimal text
// ("13.75" → 1375 hundredths of a percent), never through a binary fraction.
function referenceYield(principal: bigint, rateText: string, months: number): bigint {
  const [whole = '0', fraction = ''] = rateText.split('.');
  const hundredths = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2));
  const raw = (principal * hundredths * BigInt(months)) / 120_000n;
  return (raw / 100n) * 100n;
}

const principal = fc.bigInt({ min: 1n, max: 10n ** 13n });
// Rates as the database keeps them (numeric(5, 2), 0–100 %), many with an odd last digit.
const rateHundredths = fc.integer({ min: 0, max: 10_000 });
const tenor = fc.integer({ min: 1, max: 60 });

describe('yield and tax arithmetic against a BigInt reference', () => {
  it('yieldAmount: principals up to Rp 10^13, any two-decimal rate, tenors up to 60 months', () => {
    fc.assert(
      fc.property(principal, rateHundredths, tenor, (p, hundredths, months) => {
        const rateText = (hundredths / 100).toFixed(2);
        const rate = Number(rateText);
        expect(yieldAmount(Number(p), rate, months)).toBe(
          Number(referenceYield(p, rateText, months)),
        );
      }),
      { numRuns: 2_000 },
    );
  });

  it('yieldAmount on the Rp 100 boundaries, where a rounded product falls to the amount below', () => {
    // Principals for which the exact yield is a whole multiple of Rp 100: the floating-point
    // product, rounded down by a few units, floored these to the Rp 100 below.
    const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
    fc.assert(
      fc.property(
        rateHundredths.filter((h) => h > 0),
        tenor,
        fc.double({ min: 0, max: 1, noNaN: true }),
        (hundredths, months, where) => {
          const step = 12_000_000 / gcd(12_000_000, hundredths * months);
          const p = BigInt(Math.max(1, Math.floor((where * 1e13) / step))) * BigInt(step);
          if (p > 10n ** 13n) return;
          const rateText = (hundredths / 100).toFixed(2);
          expect(yieldAmount(Number(p), Number(rateText), months)).toBe(
            Number(referenceYield(p, rateText, months)),
          );
        },
      ),
      { numRuns: 5_000 },
    );
    expect(yieldAmount(6_803_091_000_000, 94.36, 41)).toBe(21_932_938_614_300);
  });

  it('withheld and the split: tax rounded down, tax + net = gross, for any whole gross and rate', () => {
    const gross = fc.bigInt({ min: 0n, max: 5n * 10n ** 15n });
    fc.assert(
      fc.property(gross, fc.integer({ min: 0, max: 10_000 }), (g, rateBp) => {
        expect(withheld(Number(g), rateBp)).toBe(Number((g * BigInt(rateBp)) / 10_000n));
      }),
      { numRuns: 2_000 },
    );
    fc.assert(
      fc.property(
        gross,
        fc.constantFrom('resident' as const, 'non_resident' as const),
        fc.integer({ min: 1, max: 10_000 }),
        (g, status, rateBp) => {
          const split = splitYield(Number(g), { status, rate_bp: rateBp });
          expect(split.pajak + split.neto).toBe(split.bruto);
          expect(split.pajak).toBe(Number((g * BigInt(split.tarif_pajak_bp)) / 10_000n));
          expect(split.jenis_pajak).toBe(status === 'resident' ? 'PPh23' : 'PPh26');
        },
      ),
      { numRuns: 1_000 },
    );
  });
});
