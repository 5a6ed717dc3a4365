import { addMonths } from '../../shared/ledger/ledger.ts';
import type { Akad } from '../../shared/ledger/tables.ts';
import { payoutMonths, yieldAmount } from '../portfolio/index.ts';

/**
 * What a borrower owes on a project and how one repayment is split, in whole rupiah (BigInt).
 *
 * The schedule is the lenders' yield schedule (portfolio/schedule.ts): one row per payout month, due on
 * `tgl_mulai` + that month (EDATE), with the lenders' gross yield of the months it covers (the sum of
 * every open funding's scheduled amount, the figure each lender sees) and the platform's ujrah of the
 * same months (principal × fee rate × months / 1200, rounded down). The principal is due with the
 * last row.
 *
 * A repayment pays, in this order: the yield, then the ujrah, of every row due by its day; then the
 * yield, then the ujrah, of the row whose period is running that day (an installment may be paid
 * ahead within its period); then principal (early when before the last row); what is left after that
 * is refused. So an overdue installment paid in full is settled (the project is no longer late)
 * before any of the running row is paid ahead. Lenders' yield comes before the platform's ujrah: the platform is
 * their agent (wakalah bil ujrah) and is paid after its principals.
 *
 * By akad, once the principal is fully back:
 * - Murabahah: the margin is part of a price fixed at the sale, so the remaining rows' yield and then
 *   ujrah are still owed; the project is repaid when principal and every row are paid.
 * - Mudharabah: profit is shared for the time the capital worked, so nothing after the running
 *   period is owed; the project is repaid when the principal is back (the rows payable that day were
 *   paid before any principal).
 */
export interface ScheduleDue {
  due: string;
  yield: bigint;
  fee: bigint;
}

export interface Terms {
  akad: Akad;
  /** The project's start: the first row's period begins the day after it. */
  start: string;
  principal: bigint;
  rows: ScheduleDue[];
}

export interface Parts {
  fee: bigint;
  yield: bigint;
  principal: bigint;
}

export interface Split extends Parts {
  completes: boolean;
}

/** Hundredths of a percent of a `numeric(5,2)` rate as the database answers it ("13.75" → 1375n). */
export function hundredths(rate: string | number): bigint {
  return BigInt(Math.round(Number(rate) * 100));
}

export function projectTerms(
  project: {
    akad: Akad;
    tgl_mulai: string;
    tenor: number;
    payout_interval: number;
    imbal_hasil: number;
    platform_fee_rate: string | number;
  },
  fundingPrincipals: readonly bigint[],
): Terms {
  const principal = fundingPrincipals.reduce((sum, p) => sum + p, 0n);
  const feeRate = hundredths(project.platform_fee_rate);
  let previous = 0;
  const rows = payoutMonths(project.tenor, project.payout_interval).map((bulan) => {
    const covered = bulan - previous;
    previous = bulan;
    const yieldDue = fundingPrincipals.reduce(
      (sum, p) => sum + BigInt(yieldAmount(Number(p), project.imbal_hasil, covered)),
      0n,
    );
    return {
      due: addMonths(project.tgl_mulai, bulan),
      yield: yieldDue,
      fee: (principal * feeRate * BigInt(covered)) / 120_000n,
    };
  });
  return { akad: project.akad, start: project.tgl_mulai, principal, rows };
}

const sum = (rows: readonly ScheduleDue[], key: 'yield' | 'fee') =>
  rows.reduce((total, row) => total + row[key], 0n);

/**
 * The rows payable on `date`: every row due by then, and the row of the period running that day (its
 * period began after the previous row's due day, or after the start).
 */
export function payableRows(terms: Terms, date: string): ScheduleDue[] {
  const next = terms.rows.findIndex((row) => row.due > date);
  if (next === -1) return terms.rows;
  const periodBegan = next === 0 ? terms.start : (terms.rows[next - 1]?.due ?? terms.start);
  return terms.rows.slice(0, date > periodBegan ? next + 1 : next);
}

export class OverRepaymentError extends Error {
  /** The most a repayment could be that day. */
  readonly payable: bigint;
  constructor(payable: bigint) {
    super(`the repayment is more than the project owes now (at most Rp ${payable})`);
    this.name = 'OverRepaymentError';
    this.payable = payable;
  }
}

/** Splits `amount` paid on `date` after `paid` (the project's earlier repayments summed). */
export function splitRepayment(terms: Terms, paid: Parts, amount: bigint, date: string): Split {
  if (amount <= 0n) throw new Error('a repayment is a positive amount');
  let left = amount;
  const take = (owed: bigint) => {
    const part = owed <= 0n ? 0n : owed < left ? owed : left;
    left -= part;
    return part;
  };
  const payable = payableRows(terms, date);
  // The rows due by the day first (yield, then ujrah), then the running row paid ahead: an overdue
  // installment paid in full is settled, ujrah included, before anything of the next one.
  const due = payable.filter((row) => row.due <= date);
  let yieldPart = take(sum(due, 'yield') - paid.yield);
  let feePart = take(sum(due, 'fee') - paid.fee);
  yieldPart += take(sum(payable, 'yield') - paid.yield - yieldPart);
  feePart += take(sum(payable, 'fee') - paid.fee - feePart);
  const principalPart = take(terms.principal - paid.principal);
  const principalBack = paid.principal + principalPart === terms.principal;
  const owedRows = terms.akad === 'Murabahah' ? terms.rows : payable;
  if (principalBack && terms.akad === 'Murabahah') {
    yieldPart += take(sum(owedRows, 'yield') - paid.yield - yieldPart);
    feePart += take(sum(owedRows, 'fee') - paid.fee - feePart);
  }
  if (left > 0n) throw new OverRepaymentError(amount - left);
  const completes =
    principalBack &&
    paid.yield + yieldPart >= sum(owedRows, 'yield') &&
    paid.fee + feePart >= sum(owedRows, 'fee');
  return { fee: feePart, yield: yieldPart, principal: principalPart, completes };
}

/** The most a repayment on `date` can be: everything payable that day (it completes the project). */
export function payableNow(terms: Terms, paid: Parts, date: string): bigint {
  const everything = terms.principal + sum(terms.rows, 'yield') + sum(terms.rows, 'fee') + 1n;
  try {
    splitRepayment(terms, paid, everything, date);
  } catch (error) {
    if (error instanceof OverRepaymentError) return error.payable;
    throw error;
  }
  throw new Error('a repayment larger than everything owed was accepted');
}

/**
 * `total` shared in proportion to `weights` (largest remainder): each gets ⌊total × w / Σw⌋, and the
 * rupiahs left go one each to the largest remainders (ties: the earlier weight). The shares sum to
 * `total` exactly, and none exceeds its weight while total ≤ Σw.
 */
export function largestRemainder(total: bigint, weights: readonly bigint[]): bigint[] {
  const whole = weights.reduce((s, w) => s + w, 0n);
  if (total === 0n) return weights.map(() => 0n);
  if (whole <= 0n || weights.some((w) => w < 0n)) throw new Error('weights must be positive');
  const shares = weights.map((w) => (total * w) / whole);
  let left = total - shares.reduce((s, v) => s + v, 0n);
  const order = weights
    .map((w, index) => ({ index, remainder: (total * w) % whole }))
    .sort((a, b) =>
      a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
    );
  for (const { index } of order) {
    if (left === 0n) break;
    shares[index] = (shares[index] ?? 0n) + 1n;
    left -= 1n;
  }
  return shares;
}
