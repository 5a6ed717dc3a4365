import { sql } from 'kysely';
import { lenderFunds } from '../../shared/ledger/funds.ts';
import { balancesOf, jakartaDate } from '../../shared/ledger/ledger.ts';
import type { MoneyDb } from '../../shared/ledger/tables.ts';
import {
  fundingReturns,
  returnFigure,
  type FundingReturnsItem,
  type ReturnFigure,
} from './returns.ts';

/** The figures of `portfolioReturns` made of the lender's fundings, kept in `portfolio_returns`. */
interface KeptFigures {
  portfolio: ReturnFigure & {
    realised_yield: number;
    expected_yield: number;
    written_off_principal: number;
  };
  fundings: FundingReturnsItem[];
}

/** The figures of every funding and of the portfolio as of `today`, computed from the ledger. */
export async function computeReturns(
  db: MoneyDb,
  lenderId: number,
  today: string,
): Promise<KeptFigures> {
  const { items, allFlows, realised, expected, writtenOffPrincipal } = await fundingReturns(
    db,
    lenderId,
    today,
  );
  return {
    portfolio: {
      ...returnFigure(allFlows, today),
      realised_yield: realised,
      expected_yield: expected,
      written_off_principal: writtenOffPrincipal,
    },
    fundings: items,
  };
}

/**
 * The lender's figures as of `today`: the kept ones when they are for that day and nothing they are
 * made of moved since (migration 0280: every write that moves them drops them in its own
 * transaction), else computed and kept — unless something moved while they were computed (`version`
 * read first, before what they are made of; the update then matches no row and the next read
 * computes again). A kept answer is one statement, however many fundings.
 */
async function keptReturns(db: MoneyDb, lenderId: number, today: string): Promise<KeptFigures> {
  const kept = await db
    .selectFrom('portfolio_returns')
    .select(['version', sql<string | null>`as_of::text`.as('as_of'), 'figures'])
    .where('lender_id', '=', lenderId)
    .executeTakeFirst();
  if (kept?.as_of === today && kept.figures !== null)
    return JSON.parse(kept.figures) as KeptFigures;
  let version = kept?.version;
  if (version === undefined) {
    await db
      .insertInto('portfolio_returns')
      .values({ lender_id: lenderId })
      .onConflict((oc) => oc.column('lender_id').doNothing())
      .execute();
    const row = await db
      .selectFrom('portfolio_returns')
      .select('version')
      .where('lender_id', '=', lenderId)
      .executeTakeFirstOrThrow();
    version = row.version;
  }
  const figures = await computeReturns(db, lenderId, today);
  await db
    .updateTable('portfolio_returns')
    .set({ as_of: today, figures: JSON.stringify(figures) })
    .where('lender_id', '=', lenderId)
    .where('version', '=', version)
    .execute();
  return figures;
}

/** `getPortfolioReturns`: XIRR per funding and for the portfolio, realised vs expected yield, cash drag. */
export async function portfolioReturns(db: MoneyDb, lenderId: number, now: Date) {
  const today = jakartaDate(now);
  const { portfolio, fundings } = await keptReturns(db, lenderId, today);
  // Balances are read fresh: the idle money moves with top-ups and withdrawals too.
  const funds = lenderFunds(await balancesOf(db, lenderId));
  // Idle money: Dana Tersedia and what pending withdrawals reserve (not earning either), over the
  // home page's total_aset.
  const idle = funds.danaTersedia + funds.dicadangkanPenarikan;
  const totalAssets = funds.totalAset;
  return {
    data: {
      as_of: today,
      portfolio: {
        xirr_percent: portfolio.xirr_percent,
        reason: portfolio.reason,
        realised_yield: portfolio.realised_yield,
        expected_yield: portfolio.expected_yield,
        idle_balance: idle,
        total_assets: totalAssets,
        written_off_principal: portfolio.written_off_principal,
        cash_drag_percent: totalAssets > 0 ? Math.round((idle / totalAssets) * 10_000) / 100 : null,
      },
      fundings,
    },
  };
}
