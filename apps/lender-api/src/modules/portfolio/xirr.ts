/**
 * XIRR with the semantics of Excel and LibreOffice: the annual rate r at which the cash flows' net
 * present value is zero, Σ amountᵢ / (1 + r)^(daysᵢ / 365), days counted from the earliest flow
 * (actual/365). Negative amounts leave the lender's pocket (fundings), positive ones come back
 * (yield, principal, a terminal value).
 *
 * - `null` when there is no root: no money out or no money in (no sign change — a total loss with
 *   nothing back, like Excel's #NUM!), or the flows have no rate that balances them;
 * - flows all on one day: 0 when they cancel out (a same-day round trip earns nothing), else `null`
 *   (no time passed, so no annual rate exists);
 * - Newton–Raphson from 10 % (Excel's default guess), then bisection over a bracket found by scanning
 *   from −100 % upwards when Newton leaves the domain or does not converge, so a root is always found
 *   when the scanned range holds a sign change.
 */
export interface CashFlow {
  /** `YYYY-MM-DD` */
  date: string;
  amount: number;
}

const DAY_MS = 86_400_000;
/** Rates are searched in (−100 %, MAX_RATE]. */
const MAX_RATE = 1e6;
const LOWEST_RATE = -1 + 1e-12;
const TOLERANCE = 1e-12;

function dayNumber(date: string): number {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new Error(`xirr: bad date ${date}`);
  const ms = Date.parse(`${date}T00:00:00Z`);
  if (Number.isNaN(ms)) throw new Error(`xirr: bad date ${date}`);
  return Math.round(ms / DAY_MS);
}

/** Net present value at `rate` of flows given as (years from the first flow, amount). */
function npv(rate: number, flows: readonly { years: number; amount: number }[]): number {
  let sum = 0;
  for (const flow of flows) sum += flow.amount / Math.pow(1 + rate, flow.years);
  return sum;
}

function npvDerivative(rate: number, flows: readonly { years: number; amount: number }[]): number {
  let sum = 0;
  for (const flow of flows) sum -= (flow.years * flow.amount) / Math.pow(1 + rate, flow.years + 1);
  return sum;
}

function newton(flows: readonly { years: number; amount: number }[], scale: number): number | null {
  let rate = 0.1;
  for (let i = 0; i < 100; i += 1) {
    const value = npv(rate, flows);
    const slope = npvDerivative(rate, flows);
    if (!Number.isFinite(value) || !Number.isFinite(slope) || slope === 0) return null;
    const next = rate - value / slope;
    if (!Number.isFinite(next) || next <= -1) return null;
    if (Math.abs(next - rate) < TOLERANCE) {
      return Math.abs(npv(next, flows)) <= scale * 1e-9 ? next : null;
    }
    rate = next;
  }
  return null;
}

function bisection(flows: readonly { years: number; amount: number }[]): number | null {
  // Scan upwards from just above −100 % for the first interval whose ends differ in sign.
  const grid = [LOWEST_RATE, -0.999999, -0.9999, -0.999, -0.99, -0.9, -0.5, 0, 0.5, 1, 3, 10];
  for (let r = 100; r <= MAX_RATE; r *= 10) grid.push(r);
  for (let i = 0; i + 1 < grid.length; i += 1) {
    let low = grid[i] as number;
    let high = grid[i + 1] as number;
    let lowValue = npv(low, flows);
    const highValue = npv(high, flows);
    if (!Number.isFinite(lowValue) || !Number.isFinite(highValue)) continue;
    if (lowValue === 0) return low;
    if (highValue === 0) return high;
    if (Math.sign(lowValue) === Math.sign(highValue)) continue;
    for (let step = 0; step < 200 && high - low > TOLERANCE; step += 1) {
      const mid = (low + high) / 2;
      const midValue = npv(mid, flows);
      if (midValue === 0) return mid;
      if (Math.sign(midValue) === Math.sign(lowValue)) {
        low = mid;
        lowValue = midValue;
      } else high = mid;
    }
    return (low + high) / 2;
  }
  return null;
}

/** The annualised money-weighted return (0.1 = 10 %) of the flows, or null (see above). */
export function xirr(flows: readonly CashFlow[]): number | null {
  if (flows.some((flow) => !Number.isFinite(flow.amount)))
    throw new Error('xirr: amounts must be finite');
  const nonZero = flows.filter((flow) => flow.amount !== 0);
  if (!nonZero.some((f) => f.amount < 0) || !nonZero.some((f) => f.amount > 0)) return null;
  const days = nonZero.map((flow) => dayNumber(flow.date));
  const first = Math.min(...days);
  const timed = nonZero.map((flow, i) => ({
    years: ((days[i] as number) - first) / 365,
    amount: flow.amount,
  }));
  if (timed.every((flow) => flow.years === 0)) {
    const sum = timed.reduce((total, flow) => total + flow.amount, 0);
    return sum === 0 ? 0 : null;
  }
  const scale = timed.reduce((total, flow) => total + Math.abs(flow.amount), 0);
  return newton(timed, scale) ?? bisection(timed);
}
