import { sql } from 'kysely';
import { lenderFunds } from '../../shared/ledger/funds.ts';
import { balanceSql, jakartaDate, type Balances } from '../../shared/ledger/ledger.ts';
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

/** The kept figures as served: the portfolio's figure, and the fundings' JSON text spliced in as it is. */
interface KeptAnswer {
  portfolio: KeptFigures['portfolio'];
  /** `fundings` of the answer, as the JSON text it was kept as (hundreds of items: never parsed). */
  fundings: string;
}

const KEPT_HEAD = '{"portfolio":';
const KEPT_FUNDINGS = ',"fundings":';

/** The text kept in `portfolio_returns.figures`: `JSON.stringify` of `{ portfolio, fundings }`, in that order. */
function keptText(figures: KeptFigures): string {
  return JSON.stringify({ portfolio: figures.portfolio, fundings: figures.fundings });
}

/**
 * A kept text cut in two: the portfolio's figure (numbers, null and the reason's words, so the first
 * `,"fundings":` is the key's) parsed, the fundings' text left as it is.
 */
function splitKept(text: string): KeptAnswer {
  const at = text.indexOf(KEPT_FUNDINGS);
  if (!text.startsWith(KEPT_HEAD) || at < 0 || !text.endsWith('}')) {
    const figures = JSON.parse(text) as KeptFigures;
    return { portfolio: figures.portfolio, fundings: JSON.stringify(figures.fundings) };
  }
  return {
    portfolio: JSON.parse(text.slice(KEPT_HEAD.length, at)) as KeptFigures['portfolio'],
    fundings: text.slice(at + KEPT_FUNDINGS.length, -1),
  };
}

/**
 * The kept texts this process read last, by lender, for one database handle: a read whose
 * `version` and day are still the database's is served from here without the text crossing the wire
 * (every write that moves the figures bumps `version` in its own transaction, migration 0280).
 * Bounded (entries and characters), least recently used out first.
 */
class KeptTexts {
  private readonly entries = new Map<number, KeptAnswer & { version: string; asOf: string }>();
  private chars = 0;
  static readonly MAX_ENTRIES = 1000;
  static readonly MAX_CHARS = 32 * 1024 * 1024;

  get(lenderId: number) {
    const entry = this.entries.get(lenderId);
    if (entry) {
      this.entries.delete(lenderId);
      this.entries.set(lenderId, entry);
    }
    return entry;
  }

  set(lenderId: number, entry: KeptAnswer & { version: string; asOf: string }) {
    const old = this.entries.get(lenderId);
    if (old) {
      this.entries.delete(lenderId);
      this.chars -= old.fundings.length;
    }
    this.entries.set(lenderId, entry);
    this.chars += entry.fundings.length;
    for (const [key, value] of this.entries) {
      if (this.entries.size <= KeptTexts.MAX_ENTRIES && this.chars <= KeptTexts.MAX_CHARS) break;
      this.entries.delete(key);
      this.chars -= value.fundings.length;
    }
  }
}

/** One cache per database handle (a test's app, a transaction, a plugin's copy: never shared). */
const keptTexts = new WeakMap<object, KeptTexts>();

function keptTextsOf(db: MoneyDb): KeptTexts {
  let texts = keptTexts.get(db);
  if (!texts) {
    texts = new KeptTexts();
    keptTexts.set(db, texts);
  }
  return texts;
}

/**
 * The lender's figures as of `today`: the kept ones when they are for that day and nothing they are
 * made of moved since (migration 0280: every write that moves them drops them in its own
 * transaction), else computed and kept — unless something moved while they were computed (`version`
 * read first, before what they are made of; the update then matches no row and the next read
 * computes again). A kept answer is one statement, however many fundings, with the balances; the
 * kept text crosses the wire only when this process does not hold that version of it.
 */
async function keptReturns(
  db: MoneyDb,
  lenderId: number,
  today: string,
): Promise<KeptAnswer & { balances: Balances }> {
  const texts = keptTextsOf(db);
  const held = texts.get(lenderId);
  const known = held?.asOf === today ? held : undefined;
  const { rows } = await sql<{
    version: string | null;
    as_of: string | null;
    figures: string | null;
    available: string;
    invested: string;
    pending_withdrawal: string;
  }>`select k.version::text as version, k.as_of::text as as_of,
      case when k.version = ${known?.version ?? '-1'}::bigint and k.as_of = ${today}::date
        then null else k.figures end as figures,
      ${balanceSql(lenderId, 'lender_available')} as available,
      ${balanceSql(lenderId, 'lender_invested')} as invested,
      ${balanceSql(lenderId, 'lender_pending_withdrawal')} as pending_withdrawal
    from (select 1) as one left join portfolio_returns k on k.lender_id = ${lenderId}`.execute(db);
  const row = rows[0]!;
  const balances: Balances = {
    available: Number(row.available),
    invested: Number(row.invested),
    pendingWithdrawal: Number(row.pending_withdrawal),
  };
  if (known && row.version === known.version && row.as_of === today) return { ...known, balances };
  if (row.as_of === today && row.figures !== null && row.version !== null) {
    const answer = splitKept(row.figures);
    texts.set(lenderId, { ...answer, version: row.version, asOf: today });
    return { ...answer, balances };
  }
  let version = row.version ?? undefined;
  if (version === undefined) {
    await db
      .insertInto('portfolio_returns')
      .values({ lender_id: lenderId })
      .onConflict((oc) => oc.column('lender_id').doNothing())
      .execute();
    const inserted = await db
      .selectFrom('portfolio_returns')
      .select(sql<string>`version::text`.as('version'))
      .where('lender_id', '=', lenderId)
      .executeTakeFirstOrThrow();
    version = inserted.version;
  }
  const figures = await computeReturns(db, lenderId, today);
  const text = keptText(figures);
  const updated = await db
    .updateTable('portfolio_returns')
    .set({ as_of: today, figures: text })
    .where('lender_id', '=', lenderId)
    .where(sql<boolean>`version = ${version}::bigint`)
    .executeTakeFirst();
  const answer = { portfolio: figures.portfolio, fundings: JSON.stringify(figures.fundings) };
  if (updated.numUpdatedRows === 1n) texts.set(lenderId, { ...answer, version, asOf: today });
  return { ...answer, balances };
}

/**
 * `getPortfolioReturns` as the JSON text of the answer: XIRR per funding and for the portfolio,
 * realised vs expected yield, cash drag. The fundings (hundreds of items) are the kept text spliced
 * in, not parsed and serialised again per request.
 */
export async function portfolioReturnsJson(
  db: MoneyDb,
  lenderId: number,
  now: Date,
): Promise<string> {
  const today = jakartaDate(now);
  const { portfolio, fundings, balances } = await keptReturns(db, lenderId, today);
  // Balances are read fresh: the idle money moves with top-ups and withdrawals too.
  const funds = lenderFunds(balances);
  // Idle money: Dana Tersedia and what pending withdrawals reserve (not earning either), over the
  // home page's total_aset.
  const idle = funds.danaTersedia + funds.dicadangkanPenarikan;
  const totalAssets = funds.totalAset;
  const head = JSON.stringify({
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
  });
  return `{"data":${head.slice(0, -1)},"fundings":${fundings}}}`;
}

/** The answer of `getPortfolioReturns` as an object (`portfolioReturnsJson` parsed). */
export async function portfolioReturns(db: MoneyDb, lenderId: number, now: Date) {
  return JSON.parse(await portfolioReturnsJson(db, lenderId, now)) as {
    data: {
      as_of: string;
      portfolio: {
        xirr_percent: number | null;
        reason: ReturnFigure['reason'];
        realised_yield: number;
        expected_yield: number;
        idle_balance: number;
        total_assets: number;
        written_off_principal: number;
        cash_drag_percent: number | null;
      };
      fundings: FundingReturnsItem[];
    };
  };
}
