import { sql } from 'kysely';
import { balanceSql } from '../../shared/ledger/ledger.ts';
import type { MoneyDb } from '../../shared/ledger/tables.ts';
import { INVESTED_STAGES } from './concentration.ts';

/** The stages `by_stage` lists, in its order (the invested ones). */
const STAGES = ['fundraising', 'funded', 'running', 'late'] as const;
const AKADS = ['Murabahah', 'Mudharabah'] as const;
const SECTORS = ['properti', 'modal_kerja'] as const;

type Row = Record<string, string>;

/**
 * getPortfolioAllocation: where the lender's money is, in one statement. `held` is the lender's
 * principal per project from the ledger (the `lender_invested` entries of projects in an invested
 * stage with money still in them, as `principalByProject`); every split is a filtered sum of it, so
 * each sums to `invested` by construction. Wallet and reserved money are the ledger balances.
 */
export async function portfolioAllocation(db: MoneyDb, lenderId: number) {
  const sumWhere = (column: 'stage' | 'akad' | 'kategori', value: string) =>
    sql`coalesce(sum(held.amount) filter (where held.${sql.ref(column)} = ${value}), 0)::bigint`;
  const result = await sql<Row>`
    with held as (
      select p.stage, p.akad, p.kategori, sum(e.amount)::bigint as amount
      from ledger_entries e
      join projects p on p.id = e.project_id
      where e.lender_id = ${lenderId}
        and e.account = 'lender_invested'
        and p.stage in (${sql.join(INVESTED_STAGES)})
      group by p.id
      having sum(e.amount) > 0
    )
    select
      ${balanceSql(lenderId, 'lender_available')} as available,
      ${balanceSql(lenderId, 'lender_pending_withdrawal')} as reserved,
      coalesce(sum(held.amount), 0)::bigint as invested,
      ${sql.join(STAGES.map((stage) => sql`${sumWhere('stage', stage)} as ${sql.ref(`stage_${stage}`)}`))},
      ${sql.join(AKADS.map((akad) => sql`${sumWhere('akad', akad)} as ${sql.ref(`akad_${akad}`)}`))},
      ${sql.join(SECTORS.map((sector) => sql`${sumWhere('kategori', sector)} as ${sql.ref(`sector_${sector}`)}`))}
    from held
  `.execute(db);
  const row = result.rows[0]!;
  const amount = (key: string) => Number(row[key]);
  const available = amount('available');
  const reserved = amount('reserved');
  const invested = amount('invested');
  return {
    data: {
      total: available + reserved + invested,
      available,
      reserved,
      invested,
      by_stage: STAGES.map((stage) => ({ stage, amount: amount(`stage_${stage}`) })),
      by_akad: AKADS.map((akad) => ({ akad, amount: amount(`akad_${akad}`) })),
      by_sector: SECTORS.map((sector) => ({ sector, amount: amount(`sector_${sector}`) })),
    },
  };
}
