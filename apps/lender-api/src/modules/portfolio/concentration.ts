import { sql } from 'kysely';
import type { MoneyDb, ProjectStage } from '../../shared/ledger/tables.ts';

/**
 * The stages whose principal counts as invested: the money is in the project and still owed to the
 * lender — raising funds (it can still be taken back, but it is committed until then), fully funded
 * and waiting to start, running, and late (late money is still owed, and the most at risk). A repaid
 * project's principal came back and a defaulted one's was written off: their fundings have ended.
 */
export const INVESTED_STAGES: readonly ProjectStage[] = [
  'fundraising',
  'funded',
  'running',
  'late',
];

/**
 * `part` ÷ `whole` in basis points (1 % = 100), rounded down (integer division): never above the
 * true share, so a share shown as 2000 is at most 20 %. Null when `whole` is 0 (nothing to divide).
 * BigInt keeps `part × 10 000` exact past 2^53 (amounts above ~Rp 900 billion).
 */
export function shareBps(part: number, whole: number): number | null {
  if (whole <= 0) return null;
  return Number((BigInt(part) * 10_000n) / BigInt(whole));
}

export interface ProjectPrincipal {
  id_proyek: number;
  nama_proyek: string;
  amount: number;
}

/**
 * The lender's principal per project, from the ledger: the sum of the lender's `lender_invested`
 * entries of each project (funded + added − taken back − principal returned − written off), for the
 * projects in an `INVESTED_STAGES` stage with money still in them.
 */
export async function principalByProject(
  db: MoneyDb,
  lenderId: number,
): Promise<ProjectPrincipal[]> {
  const rows = await db
    .selectFrom('ledger_entries as e')
    .innerJoin('projects as p', 'p.id', 'e.project_id')
    .select(['p.id', 'p.nama', sql<string>`sum(e.amount)::bigint`.as('amount')])
    .where('e.lender_id', '=', lenderId)
    .where('e.account', '=', 'lender_invested')
    .where('p.stage', 'in', INVESTED_STAGES)
    .groupBy(['p.id', 'p.nama'])
    .having(sql<boolean>`sum(e.amount) > 0`)
    .orderBy('p.id')
    .execute();
  return rows.map((row) => ({
    id_proyek: row.id,
    nama_proyek: row.nama,
    amount: Number(row.amount),
  }));
}

/**
 * The concentration of `projects` (principal per project): the total, the largest project (the
 * first of the largest on a tie, i.e. the lowest id when sorted by id) and its share.
 */
export function concentrationOf(projects: readonly ProjectPrincipal[]) {
  let invested = 0;
  let largest: ProjectPrincipal | null = null;
  for (const project of projects) {
    invested += project.amount;
    if (largest === null || project.amount > largest.amount) largest = project;
  }
  return { invested, largest, share_bps: largest ? shareBps(largest.amount, invested) : null };
}

/** getFundingConcentration: the lender's concentration, the threshold and, if asked, one project's amount. */
export async function fundingConcentration(
  db: MoneyDb,
  lenderId: number,
  thresholdBps: number,
  projectId: number | undefined,
) {
  const projects = await principalByProject(db, lenderId);
  const asked =
    projectId === undefined
      ? null
      : {
          id_proyek: projectId,
          amount: projects.find((project) => project.id_proyek === projectId)?.amount ?? 0,
        };
  return { data: { ...concentrationOf(projects), threshold_bps: thresholdBps, project: asked } };
}
