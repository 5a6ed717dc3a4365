import { describe, expect, it } from 'vitest';
import { xirr, type CashFlow } from '../../src/modules/portfolio/xirr.ts';

/**
 * Fixtures with expected rates found OUTSIDE this code: the Excel documentation's example, closed
 * forms, and rates solved with SciPy's `brentq` on Σ amount / (1 + r)^(days / 365). Each expected rate
 * is checked here to make the NPV (nearly) zero, so a wrong fixture fails too, not only a wrong xirr.
 */
const TOLERANCE = 0.0001; // ±0.01 percentage points

/** NPV at `rate`, actual/365 from the earliest date — written apart from the implementation. */
function npvAt(rate: number, flows: readonly CashFlow[]): number {
  const times = flows.map((flow) => new Date(`${flow.date}T00:00:00Z`).getTime());
  const start = Math.min(...times);
  return flows.reduce(
    (sum, flow, i) =>
      sum + flow.amount / (1 + rate) ** (((times[i] ?? start) - start) / 86_400_000 / 365),
    0,
  );
}

function monthlyYields(): CashFlow[] {
  const flows: CashFlow[] = [{ date: '2025-01-15', amount: -12_000_000 }];
  for (let month = 1; month <= 12; month += 1) {
    const d = new Date(Date.UTC(2025, month, 15)); // 2025-02-15 … 2026-01-15
    flows.push({ date: d.toISOString().slice(0, 10), amount: 150_000 });
  }
  flows.push({ date: '2026-01-15', amount: 12_000_000 });
  return flows;
}

const FIXTURES: ReadonlyArray<{ name: string; flows: CashFlow[]; expected: number }> = [
  {
    name: 'Excel documentation example (37.34 %)',
    flows: [
      { date: '2008-01-01', amount: -10_000 },
      { date: '2008-03-01', amount: 2_750 },
      { date: '2008-10-30', amount: 4_250 },
      { date: '2009-02-15', amount: 3_250 },
      { date: '2009-04-01', amount: 2_750 },
    ],
    expected: 0.373362535,
  },
  {
    name: 'one year at exactly 10 % (365 days)',
    flows: [
      { date: '2023-01-01', amount: -1_000 },
      { date: '2024-01-01', amount: 1_100 },
    ],
    expected: 0.1,
  },
  {
    name: 'regular monthly yield of 15 % a year, principal back after 12 months',
    flows: monthlyYields(),
    expected: 0.160810854,
  },
  {
    name: 'irregular dates (leap day start, uneven payouts)',
    flows: [
      { date: '2024-02-29', amount: -5_000_000 },
      { date: '2024-04-02', amount: 62_500 },
      { date: '2024-06-03', amount: 125_000 },
      { date: '2024-06-17', amount: 40_000 },
      { date: '2025-03-10', amount: 5_000_000 },
    ],
    expected: 0.045891637,
  },
  {
    name: 'a loss: less back than out',
    flows: [
      { date: '2023-05-10', amount: -10_000_000 },
      { date: '2023-06-12', amount: 100_000 },
      { date: '2023-07-10', amount: 100_000 },
      { date: '2024-05-10', amount: 8_000_000 },
    ],
    expected: -0.182782224,
  },
  {
    name: 'a write-off after three yields with a partial recovery',
    flows: [
      { date: '2024-01-05', amount: -10_000_000 },
      { date: '2024-02-05', amount: 125_000 },
      { date: '2024-03-05', amount: 125_000 },
      { date: '2024-04-05', amount: 125_000 },
      { date: '2024-12-20', amount: 6_000_000 },
    ],
    expected: -0.386997484,
  },
  {
    name: 'two fundings at different dates with their yields and principal',
    flows: [
      { date: '2024-01-10', amount: -5_000_000 },
      { date: '2024-03-15', amount: -3_000_000 },
      { date: '2024-04-10', amount: 187_500 },
      { date: '2024-06-17', amount: 93_700 },
      { date: '2024-07-10', amount: 187_500 },
      { date: '2024-09-16', amount: 93_700 },
      { date: '2024-10-10', amount: 187_500 },
      { date: '2024-12-16', amount: 93_700 },
      { date: '2025-01-10', amount: 5_187_500 },
      { date: '2025-03-17', amount: 3_093_700 },
    ],
    expected: 0.147753622,
  },
  {
    name: 'a very short period (7 days, 0.2 %)',
    flows: [
      { date: '2025-03-01', amount: -1_000_000 },
      { date: '2025-03-08', amount: 1_002_000 },
    ],
    expected: 1.002 ** (365 / 7) - 1, // closed form: 10.98 %
  },
];

describe('xirr against known cash flows (±0.01 pp)', () => {
  it.each(FIXTURES.map((f) => [f.name, f] as const))('%s', (_name, fixture) => {
    // The fixture itself is right: its rate balances the flows (relative to the money moved).
    const moved = fixture.flows.reduce((sum, flow) => sum + Math.abs(flow.amount), 0);
    expect(Math.abs(npvAt(fixture.expected, fixture.flows)) / moved).toBeLessThan(1e-6);
    const rate = xirr(fixture.flows);
    if (rate === null) throw new Error('xirr found no rate');
    expect(Math.abs(rate - fixture.expected)).toBeLessThan(TOLERANCE);
  });

  it('has at least 8 fixtures', () => {
    expect(FIXTURES.length).toBeGreaterThanOrEqual(8);
  });

  it('does not depend on the order of the flows', () => {
    const excel = FIXTURES[0]?.flows ?? [];
    expect(xirr([...excel].reverse())).toBeCloseTo(xirr(excel) ?? Number.NaN, 10);
  });

  it('finds a rate close to −100 % (bisection when Newton leaves the domain)', () => {
    // Written off after six monthly yields: 750 000 back of 10 000 000 within half a year.
    const flows: CashFlow[] = [{ date: '2024-01-05', amount: -10_000_000 }];
    for (let month = 2; month <= 7; month += 1)
      flows.push({ date: `2024-0${month}-05`, amount: 125_000 });
    const rate = xirr(flows);
    if (rate === null) throw new Error('xirr found no rate');
    expect(Math.abs(rate - -0.99929136)).toBeLessThan(TOLERANCE); // SciPy brentq
    expect(Math.abs(npvAt(rate, flows)) / 10_750_000).toBeLessThan(1e-6);
  });

  it('a same-day round trip earns 0 %', () => {
    expect(
      xirr([
        { date: '2025-06-02', amount: -1_000_000 },
        { date: '2025-06-02', amount: 1_000_000 },
      ]),
    ).toBe(0);
  });

  it('a total write-off (nothing back) has no rate: null, like Excel #NUM!', () => {
    expect(
      xirr([
        { date: '2024-01-05', amount: -10_000_000 },
        { date: '2025-01-05', amount: 0 },
      ]),
    ).toBeNull();
    expect(xirr([{ date: '2024-01-05', amount: -10_000_000 }])).toBeNull();
  });

  it('no sign change, no flows, or a same-day gain give null', () => {
    expect(xirr([])).toBeNull();
    expect(
      xirr([
        { date: '2024-01-05', amount: 100 },
        { date: '2024-02-05', amount: 100 },
      ]),
    ).toBeNull();
    expect(
      xirr([
        { date: '2025-06-02', amount: -1_000 },
        { date: '2025-06-02', amount: 1_100 },
      ]),
    ).toBeNull();
  });

  it('refuses a malformed date', () => {
    expect(() =>
      xirr([
        { date: '05-01-2024', amount: -1 },
        { date: '2024-02-05', amount: 2 },
      ]),
    ).toThrow(/bad date/);
  });
});
