import { sql } from 'kysely';
import type { ArrivingRepayments } from '../../providers/repayments/index.ts';
import { jakartaDate, timeBeforeLock, type MoneyTime } from '../../shared/ledger/ledger.ts';
import { FUNDING_STATUS, type MoneyDb } from '../../shared/ledger/tables.ts';
import { collectRepayments } from './collect.ts';
import { duesOf } from './late.ts';

const positive = (amount: bigint) => (amount > 0n ? amount : 0n);

/**
 * What the borrower of `projectId` owes on `today` and has not paid: the yield and ujrah of every
 * schedule row due by then, and the principal once the last row is due; with the latest due date
 * (null when nothing is due yet).
 */
async function dueOn(db: MoneyDb, projectId: number, today: string) {
  const dues = await duesOf(db, projectId);
  if (!dues || dues.stage === 'repaid' || dues.stage === 'defaulted' || today < dues.tglMulai)
    return null;
  const { terms, paid } = dues;
  const due = terms.rows.filter((row) => row.due <= today);
  const last = due[due.length - 1];
  if (!last) return null;
  const owed = (key: 'yield' | 'fee') => due.reduce((sum, row) => sum + row[key], 0n);
  const amount =
    positive(owed('yield') - paid.yield) +
    positive(owed('fee') - paid.fee) +
    (due.length === terms.rows.length ? positive(terms.principal - paid.principal) : 0n);
  return { amount, dueDate: last.due };
}

/**
 * Sandbox "pay due yields": the borrower of every project where the lender has an open funding pays
 * what is due that day into the sandbox collecting account (payer reference per project and latest due
 * date, so a second press pays nothing more), and the repayments are recorded as any other
 * (`collectRepayments` → `recordRepayment`): every lender of the project is paid its share. Answers the
 * caller's yield payouts written and the net they credited.
 */
export async function payDueYields(
  db: MoneyDb,
  provider: ArrivingRepayments,
  lenderId: number,
  when: MoneyTime,
  /** The grace days after a due day before a row is late (config `REPAYMENT_GRACE_DAYS`). */
  graceDays: number,
): Promise<{ paid: number; nominal: number }> {
  const now = timeBeforeLock(when);
  const today = jakartaDate(now);
  const projects = await db
    .selectFrom('fundings')
    .select('project_id')
    .distinct()
    .where('lender_id', '=', lenderId)
    .where('status', '=', FUNDING_STATUS.OPEN)
    .where('jumlah_paket', '>', 0)
    .orderBy('project_id')
    .execute();
  const recorded: number[] = [];
  for (const { project_id: projectId } of projects) {
    const due = await dueOn(db, projectId, today);
    if (!due || due.amount === 0n) continue;
    provider.arrive({
      projectId,
      amount: due.amount,
      paidOn: today,
      payerReference: `SANDBOX-DUE-${projectId}-${due.dueDate}`,
    });
    const collected = await collectRepayments(
      db,
      { name: 'sandbox', repayments: provider },
      projectId,
      when,
      graceDays,
    );
    for (const c of collected)
      if ('result' in c && !c.result.replayed) recorded.push(c.result.repaymentId);
  }
  if (recorded.length === 0) return { paid: 0, nominal: 0 };
  const mine = await db
    .selectFrom('yield_payouts')
    .select([
      sql<string>`count(*)::text`.as('paid'),
      sql<string>`coalesce(sum(nominal), 0)::text`.as('nominal'),
    ])
    .where('lender_id', '=', lenderId)
    .where('repayment_id', 'in', recorded)
    .executeTakeFirstOrThrow();
  return { paid: Number(mine.paid), nominal: Number(mine.nominal) };
}
