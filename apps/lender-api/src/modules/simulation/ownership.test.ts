import { describe, expect, it } from 'vitest';
import { annuitySchedule, flatSchedule, simulateSchedule } from './ownership.ts';
import { simulatorMultipliers } from './simulation.ts';

/**
 * Expected figures worked out by hand from the formula in docs/lender-api.md "Bookings, simulation, content", Simulation (annuity
 * instalments checked against P·i/(1−(1+i)^−n) before rounding up).
 */
describe('flat (murabahah) schedule', () => {
  it.each([
    // principal, rate, months, instalment, total, first sisa_pokok, last instalment
    [400_000_000, 6.5, 120, 5_500_000, 660_000_000, 396_666_667, 5_500_000],
    [10_000_000, 6.5, 7, 1_482_739, 10_379_167, 8_571_429, 1_482_733],
    [12_000_000, 12, 12, 1_120_000, 13_440_000, 11_000_000, 1_120_000],
    [1_000_000, 6.5, 6, 172_084, 1_032_500, 833_334, 172_080],
    [100_000_000_000, 6.5, 360, 819_444_445, 295_000_000_000, 99_722_222_223, 819_444_245],
  ])(
    'P %i at %f%% over %i months → %i a month, %i in total',
    (principal, rate, months, monthly, total, firstLeft, last) => {
      const result = flatSchedule(principal, rate, months);
      expect(result.nominal_cicilan_perbulan).toBe(monthly);
      expect(result.total_cicilan).toBe(total);
      expect(result.data).toHaveLength(months);
      expect(result.data[0]).toEqual({ bulan: 1, cicilan: monthly, sisa_pokok: firstLeft });
      expect(result.data.at(-1)).toEqual({ bulan: months, cicilan: last, sisa_pokok: 0 });
      expect(result.data.reduce((sum, line) => sum + line.cicilan, 0)).toBe(total);
      expect(result.data.every((line) => line.cicilan <= monthly && line.cicilan > 0)).toBe(true);
    },
  );

  it('rounds the margin to the nearest rupiah (half up)', () => {
    // 1.000.001 × 6,5% × 1 / 12 = 5.416,67 → 5.417
    expect(flatSchedule(1_000_001, 6.5, 1).total_cicilan).toBe(1_005_418);
    // 1.000.000 × 6,5% × 1 / 12 = 5.416,666… → 5.417
    expect(flatSchedule(1_000_000, 6.5, 1).total_cicilan).toBe(1_005_417);
    // 1.000.000 × 6,5% × 2 / 12 = 10.833,33 → 10.833
    expect(flatSchedule(1_000_000, 6.5, 2).total_cicilan).toBe(1_010_833);
  });
});

describe('annuity (musyarakah mutanaqisah, IMBT) schedule', () => {
  it.each([
    // principal, rate, months, instalment (⌈exact⌉), total, first sisa_pokok, last instalment
    [12_000_000, 12, 12, 1_066_186, 12_794_226, 11_053_814, 1_066_180], // exact 1.066.185,46
    [400_000_000, 10.5, 120, 5_397_400, 647_687_970, 398_102_600, 5_397_370], // exact 5.397.399,87
    [1_000_000, 11, 360, 9_524, 3_426_489, 999_643, 7_373],
    [100_000_000_000, 11, 360, 952_323_396, 342_836_421_418, 99_964_343_271, 952_322_254],
  ])(
    'P %i at %f%% over %i months → %i a month, %i in total',
    (principal, rate, months, monthly, total, firstLeft, last) => {
      const result = annuitySchedule(principal, rate, months);
      expect(result.nominal_cicilan_perbulan).toBe(monthly);
      expect(result.total_cicilan).toBe(total);
      expect(result.data).toHaveLength(months);
      expect(result.data[0]).toEqual({ bulan: 1, cicilan: monthly, sisa_pokok: firstLeft });
      expect(result.data.at(-1)).toEqual({ bulan: months, cicilan: last, sisa_pokok: 0 });
      expect(result.data.reduce((sum, line) => sum + line.cicilan, 0)).toBe(total);
      // The remaining principal only goes down.
      for (let k = 1; k < result.data.length; k += 1)
        expect(result.data[k]?.sisa_pokok).toBeLessThan(result.data[k - 1]?.sisa_pokok ?? 0);
    },
  );

  it('first month: rent on the whole principal, the rest repays it', () => {
    const result = annuitySchedule(12_000_000, 12, 12);
    // rent 12.000.000 × 1% = 120.000; principal repaid 1.066.186 − 120.000 = 946.186
    expect(result.data[0]?.sisa_pokok).toBe(12_000_000 - 946_186);
  });

  it('dispatches on the method', () => {
    expect(simulateSchedule('flat', 12_000_000, 12, 12)).toEqual(flatSchedule(12_000_000, 12, 12));
    expect(simulateSchedule('annuity', 12_000_000, 12, 12)).toEqual(
      annuitySchedule(12_000_000, 12, 12),
    );
  });
});

describe('funding simulator multipliers', () => {
  it.each([
    // rate, tenor, interval → pmarginbulanan, psisamargin
    [15, 12, 1, 0.0125, 0],
    [15, 12, 0, 0.0125, 0.15],
    [12, 10, 3, 0.01, 0.01],
    [13.5, 6, 4, 0.01125, 0.0225],
  ])('rate %f, tenor %i, interval %i', (rate, tenor, interval, monthly, end) => {
    expect(simulatorMultipliers({ imbal_hasil: rate, tenor, payout_interval: interval })).toEqual({
      pmarginbulanan: monthly,
      psisamargin: end,
      pengaliprop: 0,
    });
  });
});
