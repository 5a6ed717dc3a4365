import { sql } from 'kysely';
import { addMonths, jakartaDate } from '../../shared/ledger/ledger.ts';
import { FUNDING_STATUS, type MoneyDb } from '../../shared/ledger/tables.ts';
import { projectSummaries } from '../projects/index.ts';
import { residencyOf, withheld } from '../tax/index.ts';
import { schedule } from './schedule.ts';

/**
 * The lender's money month by month (`getPortfolioMonthly`), in whole rupiah:
 * - received: the successful yield postings (`imbal_hasil`) of each of the 12 calendar months (Jakarta)
 *   ending with the current one — what reached the wallet, net of tax;
 * - expected: per month of the 6 after the current one, the schedule's payouts not yet paid of the
 *   open fundings whose project's default was not declared, less the tax withheld at the lender's rate
 *   today (as `getPortfolioReturns` counts expected yield);
 * - next payouts: the 3 soonest unpaid payouts due today or later; the last payout of a funding also
 *   returns its principal.
 */
export const RECEIVED_MONTHS = 12;
export const EXPECTED_MONTHS = 6;
export const NEXT_PAYOUTS = 3;

/** `YYYY-MM` of `month` months after the month of `day` (negative: before). */
function monthFrom(day: string, month: number): string {
  return addMonths(`${day.slice(0, 7)}-01`, month).slice(0, 7);
}

async function receivedByMonth(db: MoneyDb, lenderId: number, from: string) {
  const rows = await db
    .selectFrom('ledger_transactions')
    .select([
      sql<string>`to_char(created_at AT TIME ZONE 'Asia/Jakarta', 'YYYY-MM')`.as('month'),
      sql<string>`sum(nominal)::text`.as('amount'),
    ])
    .where('lender_id', '=', lenderId)
    .where('kategori', '=', 'imbal_hasil')
    .where('status', '=', 3)
    .where(sql<boolean>`(created_at AT TIME ZONE 'Asia/Jakarta')::date >= ${from}::date`)
    .groupBy(sql`1`)
    .execute();
  return new Map(rows.map((row) => [row.month, Number(row.amount)]));
}

interface Payout {
  id_pendanaan: number;
  nama_proyek: string;
  date: string;
  yield: number;
  principal: number;
  amount: number;
}

async function unpaidPayouts(db: MoneyDb, lenderId: number, today: string): Promise<Payout[]> {
  const fundings = await db
    .selectFrom('fundings')
    .select(['id', 'project_id', 'nominal_awal'])
    .where('lender_id', '=', lenderId)
    .where('status', '=', FUNDING_STATUS.OPEN)
    .execute();
  if (fundings.length === 0) return [];
  const projectIds = [...new Set(fundings.map((funding) => funding.project_id))];
  const defaulted = new Set(
    (
      await db
        .selectFrom('projects')
        .select('id')
        .where('id', 'in', projectIds)
        .where('stage', '=', 'defaulted')
        .execute()
    ).map((row) => row.id),
  );
  const projects = new Map(
    (await projectSummaries(db, null, projectIds))
      .filter((project) => !defaulted.has(project.id))
      .map((project) => [project.id, project]),
  );
  const paid = new Set(
    (
      await db
        .selectFrom('yield_payouts')
        .select(['funding_id', 'bulan'])
        .where('lender_id', '=', lenderId)
        .execute()
    ).map((row) => `${row.funding_id}:${row.bulan}`),
  );
  const rateBp = (await residencyOf(db, lenderId)).rate_bp;
  const payouts: Payout[] = [];
  for (const funding of fundings) {
    const project = projects.get(funding.project_id);
    if (!project) continue;
    const principal = Number(funding.nominal_awal);
    // The whole schedule, also of a project not started yet (its rows all lie ahead).
    for (const row of schedule(project, principal, project.tgl_mulai)) {
      if (row.tanggal_payout < today || paid.has(`${funding.id}:${row.bulan}`)) continue;
      const net = row.amount - withheld(row.amount, rateBp);
      const back = row.bulan === project.tenor ? principal : 0;
      payouts.push({
        id_pendanaan: funding.id,
        nama_proyek: project.nama,
        date: row.tanggal_payout,
        yield: net,
        principal: back,
        amount: net + back,
      });
    }
  }
  return payouts.sort((a, b) => a.date.localeCompare(b.date) || a.id_pendanaan - b.id_pendanaan);
}

export async function portfolioMonthly(db: MoneyDb, lenderId: number, now: Date) {
  const today = jakartaDate(now);
  const receivedMonths = Array.from({ length: RECEIVED_MONTHS }, (_, i) =>
    monthFrom(today, i - RECEIVED_MONTHS + 1),
  );
  const expectedMonths = Array.from({ length: EXPECTED_MONTHS }, (_, i) => monthFrom(today, i + 1));
  const received = await receivedByMonth(db, lenderId, `${receivedMonths[0]}-01`);
  const payouts = await unpaidPayouts(db, lenderId, today);
  const expected = new Map<string, number>();
  for (const payout of payouts) {
    const month = payout.date.slice(0, 7);
    expected.set(month, (expected.get(month) ?? 0) + payout.yield);
  }
  return {
    data: {
      as_of: today,
      received: receivedMonths.map((month) => ({ month, amount: received.get(month) ?? 0 })),
      expected: expectedMonths.map((month) => ({ month, amount: expected.get(month) ?? 0 })),
      next_payouts: payouts.slice(0, NEXT_PAYOUTS),
    },
  };
}
