import { sql } from 'kysely';
import { daysBetween, jakartaDate } from '../../shared/ledger/ledger.ts';
import type { MoneyDb } from '../../shared/ledger/tables.ts';
import { projectSummaries } from '../projects/index.ts';
import { residencyOf, withheld } from '../tax/index.ts';
import { xirr, type CashFlow } from './xirr.ts';
import { schedule } from './schedule.ts';

/**
 * Honest returns: the annualised money-weighted return (XIRR) of each funding and
 * of the whole portfolio, from the ledger's actual cash flows:
 * - a funding's money out (`pendanaan`) at its Jakarta day, yield (`imbal_hasil`), funds taken back
 *   (`pengembalian_dana`) and principal returned by repayments (`pengembalian_pokok`) in at the day
 *   they were paid (successful transactions only);
 * - a funding is written off only when its project's default was declared (stage `defaulted`,
 *   `npm run operator -- declare-default`): its outstanding principal then counts as 0; a late
 *   payout or a project past its end is not written off, its principal is still owed;
 * - otherwise the outstanding principal is added as if it came back today (terminal value);
 * - no figure ('not-enough-data') while the first flow is less than 90 days old: an annualised rate
 *   of a few weeks swings wildly and would mislead;
 * - nothing ever came back and the funding is written off: −100 % (XIRR itself has no root then).
 * Cash drag = idle balance ÷ total assets, with the same balances as `homeLogin` (`lenderFunds`: Dana
 * Tersedia + reserved for withdrawal, ÷ total_aset).
 */
export const MIN_HISTORY_DAYS = 90;

export type ReturnsReason = 'not-enough-data' | 'no-rate';

export interface ReturnFigure {
  xirr_percent: number | null;
  reason: ReturnsReason | null;
}

interface FundingRow {
  id: number;
  project_id: number;
  nominal_awal: number;
  status: 0 | 1;
  tanggal_invest: string;
}

interface LedgerFlow {
  funding_id: number | null;
  kategori: string;
  nominal: number;
  created_at: Date;
}

/** Percent with 2 decimals (0.373362 → 37.34). */
function percent(rate: number): number {
  return Math.round(rate * 10_000) / 100 || 0;
}

/** The figure for a set of flows whose first one is `first`. */
export function returnFigure(flows: readonly CashFlow[], today: string): ReturnFigure {
  const dates = flows.map((flow) => flow.date).sort();
  const first = dates[0];
  if (first === undefined || daysBetween(first, today) < MIN_HISTORY_DAYS)
    return { xirr_percent: null, reason: 'not-enough-data' };
  const rate = xirr(flows);
  if (rate !== null) return { xirr_percent: percent(rate), reason: null };
  const out = flows.some((flow) => flow.amount < 0);
  const back = flows.some((flow) => flow.amount > 0);
  // All money out and nothing back (a total write-off): the lender lost everything.
  if (out && !back) return { xirr_percent: -100, reason: null };
  return { xirr_percent: null, reason: 'no-rate' };
}

async function ledgerFlows(
  db: MoneyDb,
  lenderId: number,
  only: readonly number[] | undefined,
): Promise<LedgerFlow[]> {
  let query = db
    .selectFrom('ledger_transactions')
    .select(['funding_id', 'kategori', 'nominal', 'created_at'])
    .where('lender_id', '=', lenderId)
    .where('status', '=', 3)
    .where('funding_id', 'is not', null)
    .where('kategori', 'in', [
      'pendanaan',
      'imbal_hasil',
      'pengembalian_dana',
      'pengembalian_pokok',
    ]);
  if (only) query = query.where('funding_id', 'in', only);
  const rows = await query.orderBy('created_at').orderBy('id').execute();
  return rows.map((row) => ({ ...row, nominal: Number(row.nominal) }));
}

/**
 * Each funding's return (`FundingReturns`) as of `today`, with the sums the portfolio's figure is made
 * of; the one computation behind getPortfolioReturns and the ended fundings of Manage Funding.
 * `only`: just these of the lender's fundings (read and computed; a funding's figures depend on its
 * own rows alone, so they are the same as in the whole answer; the sums then cover these only).
 */
export async function fundingReturns(
  db: MoneyDb,
  lenderId: number,
  today: string,
  only?: readonly number[],
) {
  if (only?.length === 0)
    return { items: [], allFlows: [], realised: 0, expected: 0, writtenOffPrincipal: 0 };
  let fundingsQuery = db
    .selectFrom('fundings')
    .select([
      'id',
      'project_id',
      'nominal_awal',
      'status',
      sql<string>`tanggal_invest::text`.as('tanggal_invest'),
    ])
    .where('lender_id', '=', lenderId);
  if (only) fundingsQuery = fundingsQuery.where('id', 'in', only);
  const fundings: FundingRow[] = await fundingsQuery
    .orderBy('id', 'desc')
    .$narrowType<{ status: FundingRow['status'] }>()
    .execute();
  // Only the projects this lender funded: the answer must not grow with the platform's catalogue.
  const projectIds = [...new Set(fundings.map((funding) => funding.project_id))];
  // Summaries (no gallery, no HTML: a funding's figures need the dates, tenor and rate).
  const projects = new Map((await projectSummaries(db, null, projectIds)).map((p) => [p.id, p]));
  const defaulted = new Set(
    projectIds.length === 0
      ? []
      : (
          await db
            .selectFrom('projects')
            .select('id')
            .where('id', 'in', projectIds)
            .where('stage', '=', 'defaulted')
            .execute()
        ).map((row) => row.id),
  );
  const flowsOf = new Map<number, LedgerFlow[]>();
  for (const flow of await ledgerFlows(db, lenderId, only)) {
    const list = flowsOf.get(flow.funding_id ?? 0) ?? [];
    list.push(flow);
    flowsOf.set(flow.funding_id ?? 0, list);
  }
  // Paid payouts by funding and month, with the net that reached the wallet.
  const paidOf = new Map<number, Map<number, number>>();
  let payoutsQuery = db
    .selectFrom('yield_payouts')
    .select(['funding_id', 'bulan', 'nominal'])
    .where('lender_id', '=', lenderId);
  if (only) payoutsQuery = payoutsQuery.where('funding_id', 'in', only);
  const payouts = await payoutsQuery.execute();
  for (const payout of payouts) {
    const paid = paidOf.get(payout.funding_id) ?? new Map<number, number>();
    // A month paid in parts (several repayments) counts their sum.
    paid.set(payout.bulan, (paid.get(payout.bulan) ?? 0) + Number(payout.nominal));
    paidOf.set(payout.funding_id, paid);
  }
  // Expected yield is net of tax like the realised one: a paid month as it was paid,
  // an upcoming one less the tax withheld at the lender's rate today.
  const rateBp = (await residencyOf(db, lenderId)).rate_bp;

  const allFlows: CashFlow[] = [];
  let realised = 0;
  let expected = 0;
  let writtenOffPrincipal = 0;
  const items = [];
  for (const funding of fundings) {
    const project = projects.get(funding.project_id);
    const ledger = flowsOf.get(funding.id) ?? [];
    if (!project || ledger.length === 0) continue;
    const flows: CashFlow[] = [];
    let outstanding = 0;
    let realisedYield = 0;
    for (const entry of ledger) {
      const out = entry.kategori === 'pendanaan';
      flows.push({
        date: jakartaDate(entry.created_at),
        amount: out ? -entry.nominal : entry.nominal,
      });
      if (out) outstanding += entry.nominal;
      else if (entry.kategori === 'pengembalian_dana' || entry.kategori === 'pengembalian_pokok')
        outstanding -= entry.nominal;
      else realisedYield += entry.nominal;
    }
    const payouts = schedule(project, Number(funding.nominal_awal), project.tgl_mulai);
    const paid = paidOf.get(funding.id) ?? new Map<number, number>();
    const expectedYield = payouts.reduce(
      (sum, row) => sum + (paid.get(row.bulan) ?? row.amount - withheld(row.amount, rateBp)),
      0,
    );
    const off = outstanding > 0 && defaulted.has(project.id);
    if (outstanding > 0 && !off) flows.push({ date: today, amount: outstanding });
    if (off) writtenOffPrincipal += Math.max(0, outstanding);
    allFlows.push(...flows);
    realised += realisedYield;
    expected += expectedYield;
    items.push({
      id_pendanaan: funding.id,
      id_proyek: project.id,
      nama_proyek: project.nama,
      tanggal_invest: funding.tanggal_invest,
      ...returnFigure(flows, today),
      realised_yield: realisedYield,
      expected_yield: expectedYield,
      outstanding_principal: Math.max(0, outstanding),
      written_off: off,
    });
  }

  return { items, allFlows, realised, expected, writtenOffPrincipal };
}

export type FundingReturnsItem = Awaited<ReturnType<typeof fundingReturns>>['items'][number];
