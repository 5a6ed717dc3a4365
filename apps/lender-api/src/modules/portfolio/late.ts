import { sql } from 'kysely';
import { daysBetween } from '../../shared/ledger/ledger.ts';
import type { MoneyDb } from '../../shared/ledger/tables.ts';
import type { ProjectSummary } from '../projects/index.ts';
import { payoutMonths, schedule } from './schedule.ts';

/** An open funding as the lender's lists read it. */
interface OpenFunding {
  id: number;
  project_id: number;
  nominal_awal: number | string;
}

/**
 * The days late of each of `fundings` (by funding id) as the lender's lists show them (`hari_terlambat`):
 * 0 unless its project is late (stage `late`: the daily check found a repayment unpaid more than the
 * grace days after its due day); then the days since the payout day of the funding's first payout due
 * before `today` whose gross is not fully paid — or, every payout paid but the principal not back
 * after the end, since the last payout day.
 */
export async function daysLateOf(
  db: MoneyDb,
  fundings: readonly OpenFunding[],
  projects: ReadonlyMap<number, ProjectSummary>,
  today: string,
): Promise<Map<number, number>> {
  const days = new Map<number, number>(fundings.map((f) => [f.id, 0]));
  const projectIds = [...new Set(fundings.map((f) => f.project_id))];
  if (projectIds.length === 0) return days;
  const late = new Set(
    (
      await db
        .selectFrom('projects')
        .select('id')
        .where('id', 'in', projectIds)
        .where('stage', '=', 'late')
        .execute()
    ).map((row) => row.id),
  );
  const lateFundings = fundings.filter((f) => late.has(f.project_id));
  if (lateFundings.length === 0) return days;
  const paid = new Map(
    (
      await db
        .selectFrom('yield_payouts')
        .select(['funding_id', 'bulan', sql<string>`sum(bruto)::text`.as('bruto')])
        .where(
          'funding_id',
          'in',
          lateFundings.map((f) => f.id),
        )
        .groupBy(['funding_id', 'bulan'])
        .execute()
    ).map((row) => [`${row.funding_id}:${row.bulan}`, Number(row.bruto)]),
  );
  for (const funding of lateFundings) {
    const project = projects.get(funding.project_id);
    if (!project) continue;
    const rows = schedule(project, Number(funding.nominal_awal), today).filter(
      (row) => row.tanggal_payout < today,
    );
    const unpaid =
      rows.find((row) => (paid.get(`${funding.id}:${row.bulan}`) ?? 0) < row.amount) ??
      (rows.length > 0 &&
      rows.length === payoutMonths(project.tenor, project.payout_interval).length
        ? rows[rows.length - 1]
        : undefined);
    if (unpaid) days.set(funding.id, daysBetween(unpaid.tanggal_payout, today));
  }
  return days;
}
