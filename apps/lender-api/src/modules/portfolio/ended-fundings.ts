import { sql } from 'kysely';
import type { MoneyDb } from '../../shared/ledger/tables.ts';
import { fundingReturns, type FundingReturnsItem } from './returns.ts';

export interface EndedDetail {
  tanggal_selesai: string;
  pokok_kembali: number;
  pokok_dihapus: number;
  hasil: FundingReturnsItem;
  pembayaran: { tanggal: string; imbal_hasil: number; pajak: number; pokok: number }[];
}

/**
 * What an ended funding's card and drawer show, by funding: the day it ended (the completing
 * repayment's day, or the default's declared day), the principal returned and written off (its
 * ledger), its return (`fundingReturns`, the figures of getPortfolioReturns) and each repayment's
 * share of it (`repayment_shares`: net yield, tax withheld, principal). Only the ended fundings are
 * read. An ended funding without its ledger flow or its project's end is an error (thrown), not
 * skipped.
 */
export async function endedDetails(
  db: MoneyDb,
  lenderId: number,
  ended: readonly { fundingId: number; projectId: number }[],
  today: string,
): Promise<Map<number, EndedDetail>> {
  const details = new Map<number, EndedDetail>();
  if (ended.length === 0) return details;
  const fundingIds = ended.map((e) => e.fundingId);
  const projectIds = [...new Set(ended.map((e) => e.projectId))];
  const shares = await db
    .selectFrom('repayment_shares as s')
    .innerJoin('repayments as r', 'r.id', 's.repayment_id')
    .select([
      's.funding_id',
      sql<string>`r.paid_on::text`.as('tanggal'),
      's.net_yield',
      's.tax',
      's.principal',
    ])
    .where('s.lender_id', '=', lenderId)
    .where('s.funding_id', 'in', fundingIds)
    .orderBy('r.paid_on')
    .orderBy('r.id')
    .execute();
  const sums = await db
    .selectFrom('ledger_transactions')
    .select(['funding_id', 'kategori', sql<string>`sum(nominal)::text`.as('total')])
    .where('lender_id', '=', lenderId)
    .where('status', '=', 3)
    .where('funding_id', 'in', fundingIds)
    .where('kategori', 'in', ['pengembalian_pokok', 'penghapusan_dana'])
    .groupBy(['funding_id', 'kategori'])
    .execute();
  const ends = await db
    .selectFrom('projects as p')
    .select([
      'p.id',
      sql<
        string | null
      >`(select r.paid_on::text from repayments r where r.project_id = p.id and r.completes order by r.id desc limit 1)`.as(
        'repaid_on',
      ),
      sql<
        string | null
      >`(select d.declared_on::text from project_defaults d where d.project_id = p.id)`.as(
        'declared_on',
      ),
    ])
    .where('p.id', 'in', projectIds)
    .execute();
  const endOf = new Map(ends.map((row) => [row.id, row.declared_on ?? row.repaid_on]));
  const returns = new Map(
    (await fundingReturns(db, lenderId, today, fundingIds)).items.map((item) => [
      item.id_pendanaan,
      item,
    ]),
  );
  const total = (fundingId: number, kategori: string) =>
    Number(sums.find((s) => s.funding_id === fundingId && s.kategori === kategori)?.total ?? 0);
  for (const { fundingId, projectId } of ended) {
    const hasil = returns.get(fundingId);
    const end = endOf.get(projectId);
    // Every ended funding has its funding flow in the ledger and an end (repaid or defaulted):
    // one without is broken data, answered as an internal error rather than left off the list.
    if (!hasil)
      throw new Error(
        `ended funding ${fundingId} of lender ${lenderId} has no funding in its ledger`,
      );
    if (!end)
      throw new Error(
        `ended funding ${fundingId} of lender ${lenderId}: project ${projectId} has no completing repayment nor default`,
      );
    const returned = total(fundingId, 'pengembalian_pokok');
    const writtenOff = total(fundingId, 'penghapusan_dana');
    details.set(fundingId, {
      tanggal_selesai: end,
      pokok_kembali: returned,
      pokok_dihapus: writtenOff,
      hasil,
      pembayaran: shares
        .filter((s) => s.funding_id === fundingId)
        .map((s) => ({
          tanggal: s.tanggal,
          imbal_hasil: Number(s.net_yield),
          pajak: Number(s.tax),
          pokok: Number(s.principal),
        })),
    });
  }
  return details;
}
