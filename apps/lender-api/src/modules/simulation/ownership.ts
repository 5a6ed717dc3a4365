/**
 * Ownership (home) financing simulation — `getResultSimulationKepemilikan`. Pure integer-rupiah maths,
 * written down in docs/lender-api.md "Bookings, simulation, content", Simulation:
 *
 * P = harga − uang_muka (the financed principal), n = tenor in months, r = the type's yearly rate (%),
 * rates are handled in basis points (bp = r × 100) so every step is integer arithmetic.
 *
 * - flat (murabahah): margin M = round(P × r × n / 1200) (half up, whole rupiah); total T = P + M is the
 *   sale price owed, fixed at the start. Monthly instalment A = ⌈T / n⌉; the last instalment is
 *   T − A × (n − 1) (never more than A). Remaining principal after month k = P − ⌊P × k / n⌋.
 * - annuity (musyarakah mutanaqisah, IMBT): i = r / 1200 per month; A = ⌈P × i / (1 − (1 + i)^−n)⌉.
 *   Each month the rent/profit share is round(S × r / 1200) on the remaining principal S (half up), the
 *   rest of A buys principal; the last month pays S + its rent (never more than A, since A was rounded up).
 * - `total_cicilan` = Σ instalments (what is paid after the down payment); `nominal_cicilan_perbulan` = A.
 */
export type SimulationMethod = 'flat' | 'annuity';

export interface ScheduleLine {
  bulan: number;
  cicilan: number;
  sisa_pokok: number;
}

export interface OwnershipResult {
  data: ScheduleLine[];
  total_cicilan: number;
  nominal_cicilan_perbulan: number;
}

/** Yearly rate (e.g. 10.5) → basis points (1050). */
export function basisPoints(rate: number): number {
  return Math.round(rate * 100);
}

/** round(a / b) half up, for non-negative bigints. */
function divRound(a: bigint, b: bigint): bigint {
  return (a * 2n + b) / (b * 2n);
}

function divCeil(a: bigint, b: bigint): bigint {
  return (a + b - 1n) / b;
}

export function flatSchedule(principal: number, rate: number, months: number): OwnershipResult {
  const p = BigInt(principal);
  const n = BigInt(months);
  const margin = divRound(p * BigInt(basisPoints(rate)) * n, 120_000n);
  const total = p + margin;
  const monthly = divCeil(total, n);
  const data: ScheduleLine[] = [];
  for (let k = 1; k <= months; k += 1) {
    const cicilan = k < months ? monthly : total - monthly * (n - 1n);
    const repaid = (p * BigInt(k)) / n;
    data.push({ bulan: k, cicilan: Number(cicilan), sisa_pokok: Number(p - repaid) });
  }
  return { data, total_cicilan: Number(total), nominal_cicilan_perbulan: Number(monthly) };
}

export function annuitySchedule(principal: number, rate: number, months: number): OwnershipResult {
  const bp = basisPoints(rate);
  const i = bp / 120_000;
  const monthly = Math.ceil((principal * i) / (1 - (1 + i) ** -months));
  const data: ScheduleLine[] = [];
  let remaining = principal;
  let total = 0;
  for (let k = 1; k <= months; k += 1) {
    const rent = Number(divRound(BigInt(remaining) * BigInt(bp), 120_000n));
    const cicilan = k < months ? Math.min(monthly, remaining + rent) : remaining + rent;
    remaining -= cicilan - rent;
    total += cicilan;
    data.push({ bulan: k, cicilan, sisa_pokok: remaining });
    if (remaining === 0) break;
  }
  return { data, total_cicilan: total, nominal_cicilan_perbulan: monthly };
}

export function simulateSchedule(
  method: SimulationMethod,
  principal: number,
  rate: number,
  months: number,
): OwnershipResult {
  return method === 'flat'
    ? flatSchedule(principal, rate, months)
    : annuitySchedule(principal, rate, months);
}
