import { sql } from 'kysely';
import { addDays, daysBetween, jakartaDate } from '../../shared/ledger/ledger.ts';
import {
  FUNDING_STATUS,
  type Akad,
  type MoneyDb,
  type MoneyTrx,
  type ProjectStage,
} from '../../shared/ledger/tables.ts';
import { moveStage } from './posting.ts';
import { projectTerms, type Parts, type ScheduleDue, type Terms } from './split.ts';
import { recordProjectLate } from '../notifications/index.ts';

/**
 * Late repayments. A project is late when a payout row is still unpaid (its yield, its ujrah, or — on
 * the last row — the principal) more than the grace days after its due day; the
 * daily job `repayments.mark-late` moves it running → late with that row as the cause. A repayment that
 * leaves no row unpaid past its grace days on the day it is recorded moves it back (record.ts): a newer
 * row still in its grace days does not keep the project late. The grace days are the configured
 * `REPAYMENT_GRACE_DAYS` (config.ts, the one default), a required argument of every entry that uses
 * them (here, record.ts, collect.ts, sandbox-pay-due.ts, operator.ts), so none falls back to another.
 */

/** The first row due before `before` that `paid` does not cover, or null when all of them are paid. */
export function firstUnpaid(terms: Terms, paid: Parts, before: string): ScheduleDue | null {
  let yieldDue = 0n;
  let feeDue = 0n;
  for (const [index, row] of terms.rows.entries()) {
    if (row.due >= before) return null;
    yieldDue += row.yield;
    feeDue += row.fee;
    const last = index === terms.rows.length - 1;
    if (paid.yield < yieldDue || paid.fee < feeDue || (last && paid.principal < terms.principal))
      return row;
  }
  return null;
}

/** A project with its terms over its fundings and what its repayments have paid so far. */
export interface ProjectDues {
  id: number;
  nama: string;
  stage: ProjectStage;
  tglMulai: string;
  terms: Terms;
  paid: Parts;
}

/**
 * A project's terms over its fundings of `statuses` (the open ones by default; with the ended ones the
 * terms of its whole life) and what its repayments have paid so far; null when there is no project.
 */
export async function duesOf(
  trx: MoneyDb | MoneyTrx,
  projectId: number,
  statuses: readonly (typeof FUNDING_STATUS)[keyof typeof FUNDING_STATUS][] = [FUNDING_STATUS.OPEN],
): Promise<ProjectDues | null> {
  const project = await trx
    .selectFrom('projects')
    .select(['id', 'nama', 'akad', 'tenor', 'payout_interval', 'stage', 'platform_fee_rate'])
    .select([
      sql<string>`imbal_hasil::text`.as('imbal_hasil'),
      sql<string>`tgl_mulai::text`.as('tgl_mulai'),
    ])
    .where('id', '=', projectId)
    .$narrowType<{ akad: Akad; stage: ProjectStage }>()
    .executeTakeFirst();
  if (!project) return null;
  const fundings = await trx
    .selectFrom('fundings')
    .select('nominal_awal')
    .where('project_id', '=', projectId)
    .where('status', 'in', [...statuses])
    .where('jumlah_paket', '>', 0)
    .orderBy('id')
    .execute();
  const terms = projectTerms(
    { ...project, imbal_hasil: Number(project.imbal_hasil) },
    fundings.map((f) => BigInt(f.nominal_awal)),
  );
  const paid = await trx
    .selectFrom('repayments')
    .select([
      sql<string>`coalesce(sum(platform_fee), 0)::text`.as('fee'),
      sql<string>`coalesce(sum(yield), 0)::text`.as('yield'),
      sql<string>`coalesce(sum(principal), 0)::text`.as('principal'),
    ])
    .where('project_id', '=', projectId)
    .executeTakeFirstOrThrow();
  return {
    id: project.id,
    nama: project.nama,
    stage: project.stage,
    tglMulai: project.tgl_mulai,
    terms,
    paid: { fee: BigInt(paid.fee), yield: BigInt(paid.yield), principal: BigInt(paid.principal) },
  };
}

/**
 * Marks late every running project with a row unpaid more than `graceDays` after its due day (as of
 * `now`, Jakarta); the projects marked. Idempotent: a project already late is not looked at again, and
 * each project is re-read under its row lock, so two runs at once mark it once.
 */
export async function markLateProjects(
  db: MoneyDb,
  now: Date,
  /** The configured grace days (config `REPAYMENT_GRACE_DAYS`): no default, so no caller forgets it. */
  graceDays: number,
): Promise<number[]> {
  const today = jakartaDate(now);
  // A row is late once `graceDays` whole days have passed after its due day.
  const before = addDays(today, -graceDays);
  const running = await db
    .selectFrom('projects')
    .select('id')
    .where('stage', '=', 'running')
    .where(sql<boolean>`tgl_mulai < ${before}::date`)
    .orderBy('id')
    .execute();
  const marked: number[] = [];
  for (const { id } of running) {
    const late = await db.transaction().execute(async (trx) => {
      await trx.selectFrom('projects').select('id').where('id', '=', id).forUpdate().execute();
      const dues = await duesOf(trx, id);
      if (!dues || dues.stage !== 'running') return false;
      const row = firstUnpaid(dues.terms, dues.paid, before);
      if (!row) return false;
      const cause = `the payout due on ${row.due} is unpaid ${daysBetween(row.due, today)} days later (grace ${graceDays} days)`;
      await moveStage(trx, id, 'running', 'late', cause, now);
      await recordProjectLate(trx, id, dues.nama, daysBetween(row.due, today), now);
      return true;
    });
    if (late) marked.push(id);
  }
  return marked;
}

/**
 * Days a project is late on `today`: since the due day of its first unpaid row; 0 when the project is
 * not late.
 */
export async function daysLate(db: MoneyDb, projectId: number, today: string): Promise<number> {
  const dues = await duesOf(db, projectId);
  if (!dues || dues.stage !== 'late') return 0;
  const row = firstUnpaid(dues.terms, dues.paid, addDays(today, 1));
  return row ? Math.max(0, daysBetween(row.due, today)) : 0;
}
