import type { Lang } from '../../shared/i18n/index.ts';
import { addDays, jakartaDate } from '../../shared/ledger/ledger.ts';
import { firstUnpaid, type Parts, type Terms } from '../repayments/index.ts';
import { loadFinancings, loadProjectFinancings } from './financings.ts';
import type { HealthDb } from './tables.ts';
import { licenceOf } from './texts.ts';

/**
 * The platform's repayment health: TKB0/30/60/90 over every financing the platform has out.
 *
 * The financings are the projects lenders funded, read from the same schedule and repayments their
 * money follows (a project's principal is its fundings' principal, disbursed on its start day; its
 * dues are the repayments module's schedule rows; what is paid by a day D is the sum of its
 * `repayments` with `paid_on` ≤ D; a declared default writes the rest off on its `declared_on`), and
 * the financings from before this ledger (`platform_financings`, paid installment by installment).
 *
 * At a day D a financing disbursed on or before D has outstanding = principal − principal repaid by D,
 * and days past due = D − the due day of its oldest row due on or before D and not paid by D (0 when
 * none). TWPx = outstanding of the financings more than x days past due ÷ total outstanding;
 * TKBx = 100 − TWPx. Dates are `YYYY-MM-DD` (Jakarta days).
 */

export interface InstallmentFacts {
  dueOn: string;
  principalDue: number;
  paidOn: string | null;
}

export interface FinancingFacts {
  principal: number;
  disbursedOn: string;
  installments: readonly InstallmentFacts[];
}

/** A project's schedule, its repayments (by day paid) and the day its default wrote the rest off. */
export interface ProjectFinancingFacts {
  terms: Terms;
  repayments: readonly ({ paidOn: string } & Parts)[];
  writtenOffOn: string | null;
}

/** What the health figures need of one financing at a day. */
type FinancingState = { outstanding: number; daysPastDue: number };
type Financing = (day: string) => FinancingState;

export interface HealthPoint {
  date: string;
  tkb0: number;
  tkb30: number;
  tkb60: number;
  tkb90: number;
  twp90: number;
  total_outstanding: number;
  financings: number;
}

/** TWP90 above this percent (strictly, on the exact ratio) raises the warning. */
export const WARNING_THRESHOLD_PERCENT = 5;
export const TREND_MONTHS = 12;
const THRESHOLDS = [0, 30, 60, 90] as const;

const DAY = 86_400_000;

/** Whole days from `from` to `to` (both `YYYY-MM-DD`). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY);
}

/** A financing's outstanding principal and days past due at `day`. */
export function financingStateAt(
  financing: FinancingFacts,
  day: string,
): { outstanding: number; daysPastDue: number } {
  if (financing.disbursedOn > day) return { outstanding: 0, daysPastDue: 0 };
  let repaid = 0;
  let oldestUnpaid: string | null = null;
  for (const installment of financing.installments) {
    const paidByDay = installment.paidOn !== null && installment.paidOn <= day;
    if (paidByDay) repaid += installment.principalDue;
    else if (
      installment.dueOn <= day &&
      (oldestUnpaid === null || installment.dueOn < oldestUnpaid)
    )
      oldestUnpaid = installment.dueOn;
  }
  const outstanding = Math.max(0, financing.principal - repaid);
  return {
    outstanding,
    daysPastDue: oldestUnpaid === null || outstanding === 0 ? 0 : daysBetween(oldestUnpaid, day),
  };
}

/**
 * `part` of `total` in percent with 2 decimals, rounded half up from the exact ratio (integer
 * arithmetic, no float error); 0 when `total` is 0.
 */
export function percentOf(part: number, total: number): number {
  if (total <= 0) return 0;
  const p = BigInt(part);
  const t = BigInt(total);
  const hundredths = (p * 20_000n + t) / (2n * t);
  return Number(hundredths) / 100;
}

/**
 * A project's outstanding principal and days past due at `day`: the same rows and the same "first row
 * unpaid" as the late marking (repayments/late.ts), with the repayments paid by that day.
 */
export function projectStateAt(project: ProjectFinancingFacts, day: string): FinancingState {
  if (project.terms.start > day) return { outstanding: 0, daysPastDue: 0 };
  if (project.writtenOffOn !== null && project.writtenOffOn <= day)
    return { outstanding: 0, daysPastDue: 0 };
  const paid: Parts = { fee: 0n, yield: 0n, principal: 0n };
  for (const repayment of project.repayments) {
    if (repayment.paidOn > day) continue;
    paid.fee += repayment.fee;
    paid.yield += repayment.yield;
    paid.principal += repayment.principal;
  }
  const outstanding = project.terms.principal - paid.principal;
  if (outstanding <= 0n) return { outstanding: 0, daysPastDue: 0 };
  // Rows due on or before `day`.
  const row = firstUnpaid(project.terms, paid, addDays(day, 1));
  return {
    outstanding: Number(outstanding),
    daysPastDue: row ? Math.max(0, daysBetween(row.due, day)) : 0,
  };
}

/** Every financing as one function of the day. */
export function financingsOf(
  history: readonly FinancingFacts[],
  projects: readonly ProjectFinancingFacts[] = [],
): Financing[] {
  return [
    ...history.map((financing) => (day: string) => financingStateAt(financing, day)),
    ...projects.map((project) => (day: string) => projectStateAt(project, day)),
  ];
}

/** Outstanding in total and more than 0/30/60/90 days past due at `day`, and how many financings. */
function tally(financings: readonly Financing[], day: string) {
  let total = 0;
  let count = 0;
  const late = [0, 0, 0, 0];
  for (const financing of financings) {
    const { outstanding, daysPastDue } = financing(day);
    if (outstanding === 0) continue;
    total += outstanding;
    count += 1;
    THRESHOLDS.forEach((x, i) => {
      if (daysPastDue > x) late[i] = (late[i] ?? 0) + outstanding;
    });
  }
  return { total, count, late };
}

function pointOf(day: string, { total, count, late }: ReturnType<typeof tally>): HealthPoint {
  const [twp0, twp30, twp60, twp90] = late.map((amount) => percentOf(amount, total)) as [
    number,
    number,
    number,
    number,
  ];
  const tkb = (twp: number) => Math.round((100 - twp) * 100) / 100;
  return {
    date: day,
    tkb0: tkb(twp0),
    tkb30: tkb(twp30),
    tkb60: tkb(twp60),
    tkb90: tkb(twp90),
    twp90,
    total_outstanding: total,
    financings: count,
  };
}

/** The health figures at `day` over `financings`. */
export function healthAt(financings: readonly Financing[], day: string): HealthPoint {
  return pointOf(day, tally(financings, day));
}

/** More than 90 days past due is more than 5 % of the total, on the exact ratio (not the rounded one). */
function isWarning({ total, late }: ReturnType<typeof tally>): boolean {
  return total > 0 && (late[3] ?? 0) * 100 > WARNING_THRESHOLD_PERCENT * total;
}

/** The last day of each of the `count` months before `today`'s month, oldest first. */
export function monthEndsBefore(today: string, count = TREND_MONTHS): string[] {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7)) - 1;
  const ends: string[] = [];
  for (let back = count; back >= 1; back -= 1) {
    // Day 0 of a month is the last day of the month before it.
    ends.push(new Date(Date.UTC(year, month - back + 1, 0)).toISOString().slice(0, 10));
  }
  return ends;
}

/** The answer of `GET /v1/platform/health`: today (Jakarta), the 12 month-ends before, the licence. */
export async function platformHealth(db: HealthDb, now: Date, lang: Lang) {
  const today = jakartaDate(now);
  const financings = financingsOf(await loadFinancings(db), await loadProjectFinancings(db));
  // Today's tally serves both the figures and the warning.
  const current = tally(financings, today);
  return {
    data: {
      as_of: today,
      current: pointOf(today, current),
      trend: monthEndsBefore(today).map((day) => healthAt(financings, day)),
      licence: licenceOf(lang),
      warning: isWarning(current),
      warning_threshold_percent: WARNING_THRESHOLD_PERCENT,
    },
  };
}
