import { FUNDING_STATUS, type MoneyDb, type ProjectStage } from '../../shared/ledger/tables.ts';
import { duesOf, firstUnpaid, type ProjectDues } from './late.ts';
import { payableRows, type ScheduleDue } from './split.ts';

/** A funded project's schedule and what was paid, for the sandbox's project life (sandbox-life.ts). */

/** The stages in which the borrower still owes and the sandbox can act. */
export const ALIVE: readonly ProjectStage[] = ['fundraising', 'funded', 'running', 'late'];

const positive = (v: bigint) => (v > 0n ? v : 0n);
const sum = (rows: readonly ScheduleDue[], key: 'yield' | 'fee') =>
  rows.reduce((total, row) => total + row[key], 0n);

export type Facts = ProjectDues;

/** The project if the lender funded it (any funding not taken back), with its terms and what was paid. */
export async function factsOf(
  db: MoneyDb,
  projectId: number,
  lenderId: number,
): Promise<Facts | null> {
  const funded = await db
    .selectFrom('fundings')
    .select('id')
    .where('project_id', '=', projectId)
    .where('lender_id', '=', lenderId)
    .where('status', 'in', [FUNDING_STATUS.OPEN, FUNDING_STATUS.ENDED])
    .where('jumlah_paket', '>', 0)
    .executeTakeFirst();
  if (!funded) return null;
  return duesOf(db, projectId, [FUNDING_STATUS.OPEN, FUNDING_STATUS.ENDED]);
}

/** The first payout row not fully paid, while the project lives. */
export function nextRow(facts: Facts): ScheduleDue | null {
  if (!ALIVE.includes(facts.stage)) return null;
  return firstUnpaid(facts.terms, facts.paid, '9999-12-31');
}

/**
 * What settles `row` when paid on `day`: its yield and ujrah and those of the rows before it, and on
 * the last row the principal — less what was paid. A repayment pays the yield of every row payable
 * that day before any ujrah or principal (split.ts), so when ujrah or principal is still owed up to
 * the row, the later payable rows' yield comes first and is counted too.
 */
export function settles(facts: Facts, row: ScheduleDue, day: string): bigint {
  const { terms, paid } = facts;
  const index = terms.rows.indexOf(row);
  const upTo = terms.rows.slice(0, index + 1);
  const last = index === terms.rows.length - 1;
  const fee = positive(sum(upTo, 'fee') - paid.fee);
  const principal = last ? positive(terms.principal - paid.principal) : 0n;
  const payable = payableRows(terms, day < row.due ? row.due : day);
  const yieldRows = fee + principal > 0n && payable.length > upTo.length ? payable : upTo;
  return positive(sum(yieldRows, 'yield') - paid.yield) + fee + principal;
}
