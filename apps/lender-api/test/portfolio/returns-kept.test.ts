import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { GetPortfolioReturnsResponse } from '@pendana/api-sdk/zod';
import { sql, type KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeReturns, portfolioReturns } from '../../src/modules/portfolio/portfolio-returns.ts';
import { xirr, type CashFlow } from '../../src/modules/portfolio/xirr.ts';
import { daysBetween, jakartaDate, postTransaction } from '../../src/shared/ledger/ledger.ts';
import type { MoneyDb } from '../../src/shared/ledger/tables.ts';
import { api, createTestApp, expectBody, get, type TestApp } from '../helpers/test-app.ts';
import { money, newLender } from '../helpers/money-helpers.ts';
import { growPlatform } from '../helpers/plan-rows.ts';
import {
  at,
  fundOn,
  insertScheduleProject,
  MONTHLY_PAYOUT_DAYS,
  payDueOn,
  scheduleClock,
  TODAY,
} from './schedule-fixture.ts';

/**
 * The returns are computed once per lender and day and kept (`portfolio_returns`, migration 0280)
 * until a write moves what they are made of. What could go wrong is a kept answer that no longer is the
 * ledger's: every read here is compared with what the ledger rows say, read by the test itself, and
 * with a computation that ignores what is kept.
 */
const clock = scheduleClock();
const payDueYields = (db: MoneyDb, lenderId: number, day: string) =>
  payDueOn(db, lenderId, at(day));
/** A project raised Sep–Nov 2025 runs Dec 2025 – Dec 2026, paid monthly: its payout days to 1 June. */
const PAYOUT_DAYS = MONTHLY_PAYOUT_DAYS;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => {
  await t.close();
});

const insertProject = (rate: number, raise: [string, string], start: string, end: string) =>
  insertScheduleProject(t, {
    nama: `Uji Simpan ${Math.random().toString(36).slice(2, 10)}`,
    alamat: 'Jl. Uji No. 2, Depok',
    rate,
    raise,
    start,
    end,
  });

const fund = (lenderId: number, projectId: number, paket: number, day: string) =>
  fundOn(t, lenderId, projectId, paket, day);

async function served(token: string) {
  const response = await get(t.app, api('/v1/lender/portfolio/returns'), { token, lang: 'en' });
  expect(response.statusCode).toBe(200);
  return expectBody(GetPortfolioReturnsResponse, response).data;
}

const percent = (rate: number) => Math.round(rate * 10_000) / 100 || 0;

/**
 * What the ledger says, read here from its rows (successful funding flows of the lender), with no
 * defaults declared: per funding the realised yield, the principal still out, and the XIRR of its
 * flows with that principal valued today; the portfolio's over every flow.
 */
async function fromLedger(lenderId: number) {
  const rows = await money(t)
    .selectFrom('ledger_transactions')
    .select(['funding_id', 'kategori', 'nominal', 'created_at'])
    .where('lender_id', '=', lenderId)
    .where('status', '=', 3)
    .where('funding_id', 'is not', null)
    .execute();
  const byFunding = new Map<number, { flows: CashFlow[]; realised: number; out: number }>();
  for (const row of rows) {
    const entry = byFunding.get(row.funding_id!) ?? { flows: [], realised: 0, out: 0 };
    const nominal = Number(row.nominal);
    const day = jakartaDate(row.created_at);
    if (row.kategori === 'pendanaan') {
      entry.out += nominal;
      entry.flows.push({ date: day, amount: -nominal });
    } else if (row.kategori === 'imbal_hasil') {
      entry.realised += nominal;
      entry.flows.push({ date: day, amount: nominal });
    } else if (row.kategori === 'pengembalian_dana' || row.kategori === 'pengembalian_pokok') {
      entry.out -= nominal;
      entry.flows.push({ date: day, amount: nominal });
    }
    byFunding.set(row.funding_id!, entry);
  }
  const figure = (flows: CashFlow[]) => {
    const first = flows.map((flow) => flow.date).sort()[0];
    if (first === undefined || daysBetween(first, TODAY) < 90) return null;
    const rate = xirr(flows);
    return rate === null ? null : percent(rate);
  };
  const all: CashFlow[] = [];
  const fundings = new Map<number, { xirr: number | null; realised: number; out: number }>();
  for (const [id, entry] of byFunding) {
    const flows =
      entry.out > 0 ? [...entry.flows, { date: TODAY, amount: entry.out }] : entry.flows;
    all.push(...flows);
    fundings.set(id, { xirr: figure(flows), realised: entry.realised, out: entry.out });
  }
  const realised = [...fundings.values()].reduce((sum, f) => sum + f.realised, 0);
  return { fundings, portfolio: { xirr: figure(all), realised } };
}

/** The served answer is the ledger's, and the same as a computation that ignores what is kept. */
async function expectCurrent(lender: { id: number; token: string }) {
  const answer = await served(lender.token);
  const ledger = await fromLedger(lender.id);
  expect(answer.fundings.map((f) => f.id_pendanaan).sort()).toEqual(
    [...ledger.fundings.keys()].sort(),
  );
  for (const item of answer.fundings) {
    const expected = ledger.fundings.get(item.id_pendanaan)!;
    expect(item.realised_yield).toBe(expected.realised);
    expect(item.outstanding_principal).toBe(expected.out);
    expect(item.xirr_percent).toBe(expected.xirr);
  }
  expect(answer.portfolio.realised_yield).toBe(ledger.portfolio.realised);
  expect(answer.portfolio.xirr_percent).toBe(ledger.portfolio.xirr);
  const fresh = await computeReturns(money(t), lender.id, TODAY);
  expect(answer.fundings).toEqual(fresh.fundings);
  expect(answer.portfolio).toMatchObject(fresh.portfolio);
  return answer;
}

async function kept(lenderId: number) {
  return money(t)
    .selectFrom('portfolio_returns')
    .select(['version', 'figures', sql<string | null>`as_of::text`.as('as_of')])
    .where('lender_id', '=', lenderId)
    .executeTakeFirst();
}

describe('returns kept per lender', () => {
  it('always serves the ledger’s figures: random fundings, repayments and reads', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          // Packages funded in each of two running projects (0 = none), on days of their fundraising.
          first: fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 1, maxLength: 3 }),
          second: fc.array(fc.integer({ min: 1, max: 4 }), { maxLength: 2 }),
          fundingDays: fc.uniqueArray(fc.integer({ min: 0, max: 80 }), {
            minLength: 3,
            maxLength: 3,
          }),
          // Payout days the borrowers repay on (in order), each followed by a read or not.
          paid: fc.subarray(PAYOUT_DAYS),
          readAfter: fc.array(fc.boolean(), { minLength: 6, maxLength: 6 }),
          rates: fc.tuple(fc.integer({ min: 6, max: 18 }), fc.integer({ min: 6, max: 18 })),
        }),
        async (run) => {
          const raise: [string, string] = ['2025-09-01', '2025-11-30'];
          const a = await insertProject(run.rates[0], raise, '2025-12-01', '2026-12-01');
          const b = await insertProject(run.rates[1], raise, '2025-12-01', '2026-12-01');
          const lender = await newLender(t, { topUp: 50_000_000 });
          const day = (offset: number) => {
            const d = new Date(Date.UTC(2025, 8, 1 + offset));
            return d.toISOString().slice(0, 10);
          };
          // One funding per project and day (a second one the same day adds to it).
          for (const [i, paket] of run.first.entries())
            await fund(lender.id, a, paket, day(run.fundingDays[i]!));
          for (const [i, paket] of run.second.entries())
            await fund(lender.id, b, paket, day(run.fundingDays[i]!));
          await expectCurrent(lender);
          for (const [i, payout] of run.paid.entries()) {
            await payDueYields(money(t), lender.id, payout);
            if (run.readAfter[i]) await expectCurrent(lender);
          }
          const last = await expectCurrent(lender);
          // Read twice without a write: the second is the kept one, the same answer.
          expect(await served(lender.token)).toEqual(last);
          expect((await kept(lender.id))?.as_of).toBe(TODAY);
        },
      ),
      { numRuns: 6 },
    );
  }, 300_000);

  it('a posting drops the kept figures in its own transaction; rolled back, they stay', async () => {
    const project = await insertProject(
      12,
      ['2025-09-01', '2025-11-30'],
      '2025-12-01',
      '2026-12-01',
    );
    const lender = await newLender(t, { topUp: 20_000_000 });
    const funding = await fund(lender.id, project, 10, '2025-11-10');
    await payDueYields(money(t), lender.id, '2026-01-01');
    const before = await expectCurrent(lender);
    const keptBefore = await kept(lender.id);
    expect(keptBefore?.figures).not.toBeNull();

    const yieldPosting = (trx: Parameters<typeof postTransaction>[0]) =>
      postTransaction(trx, {
        lenderId: lender.id,
        kategori: 'imbal_hasil',
        tipe: 'CREDIT',
        nominal: 50_000,
        status: 3,
        perihal: 'Uji imbal hasil',
        referensi: `UJI-${randomUUID()}`,
        fundingId: funding,
        now: at('2026-02-02'),
        entries: [
          { account: 'lender_available', lenderId: lender.id, amount: 50_000 },
          { account: 'platform_collections', amount: -50_000 },
        ],
      });
    // Inside the posting's transaction the kept figures are gone and a read there sees the posting.
    await expect(
      money(t)
        .transaction()
        .execute(async (trx) => {
          await yieldPosting(trx);
          const row = await trx
            .selectFrom('portfolio_returns')
            .select(['version', 'figures'])
            .where('lender_id', '=', lender.id)
            .executeTakeFirstOrThrow();
          expect(row.figures).toBeNull();
          expect(Number(row.version)).toBe(Number(keptBefore!.version) + 1);
          const inside = await portfolioReturns(trx, lender.id, clock.now());
          expect(inside.data.portfolio.realised_yield).toBe(
            before.portfolio.realised_yield + 50_000,
          );
          throw new Error('rolled back');
        }),
    ).rejects.toThrow('rolled back');
    // Rolled back: the figures kept before are still the ledger's and are served.
    expect(await kept(lender.id)).toEqual(keptBefore);
    expect(await expectCurrent(lender)).toEqual(before);

    // A new repayment: the next read shows it.
    await payDueYields(money(t), lender.id, '2026-02-02');
    expect((await kept(lender.id))?.figures).toBeNull();
    const after = await expectCurrent(lender);
    expect(after.portfolio.realised_yield).toBeGreaterThan(before.portfolio.realised_yield);
  });

  it('a declared default, a renamed project and a new tax rate move the kept figures', async () => {
    const project = await insertProject(
      12,
      ['2025-09-01', '2025-11-30'],
      '2025-12-01',
      '2026-12-01',
    );
    const lender = await newLender(t, { topUp: 10_000_000 });
    await fund(lender.id, project, 5, '2025-11-10');
    const first = await served(lender.token);
    expect(first.fundings[0]?.written_off).toBe(false);

    await money(t)
      .updateTable('projects')
      .set({ nama: 'Uji Nama Baru' })
      .where('id', '=', project)
      .execute();
    expect((await served(lender.token)).fundings[0]?.nama_proyek).toBe('Uji Nama Baru');

    await money(t)
      .insertInto('project_stage_events')
      .values([
        {
          project_id: project,
          from_stage: 'fundraising',
          to_stage: 'running',
          at: at('2025-12-01'),
          cause: 'uji',
        },
        {
          project_id: project,
          from_stage: 'running',
          to_stage: 'defaulted',
          at: at('2026-05-01'),
          cause: 'uji',
        },
      ])
      .execute();
    const defaulted = await served(lender.token);
    expect(defaulted.fundings[0]).toMatchObject({ written_off: true, xirr_percent: -100 });

    const expectedBefore = defaulted.portfolio.expected_yield;
    await money(t)
      .insertInto('lender_tax_residency')
      .values({
        lender_id: lender.id,
        status: 'non_resident',
        basis: 'skd',
        rate_bp: 1000,
        treaty_country: 'MY',
        recorded_by: 'operator',
        recorded_at: at('2026-05-01'),
      })
      .onConflict((oc) =>
        oc.column('lender_id').doUpdateSet({
          status: 'non_resident',
          basis: 'skd',
          rate_bp: 1000,
          treaty_country: 'MY',
        }),
      )
      .execute();
    const taxed = await served(lender.token);
    expect(taxed.portfolio.expected_yield).not.toBe(expectedBefore);
    expect(taxed.portfolio).toMatchObject(
      (await computeReturns(money(t), lender.id, TODAY)).portfolio,
    );
  });

  it('answers 5 and 500 fundings with the same number of statements, and a kept answer with 1 (the kept figures and the balances)', async () => {
    const counted = (statements: string[]): MoneyDb => {
      const plugin: KyselyPlugin = {
        transformQuery: (args) => {
          statements.push(args.node.kind);
          return args.node;
        },
        transformResult: async (args) => args.result,
      };
      return money(t).withPlugin(plugin);
    };
    const counts: Record<number, { computed: number; kept: number }> = {};
    for (const [n, prefix] of [
      [5, 'Lima'],
      [500, 'Limaratus'],
    ] as const) {
      const lender = await newLender(t);
      const { username } = await money(t)
        .selectFrom('lenders')
        .select('username')
        .where('id', '=', lender.id)
        .executeTakeFirstOrThrow();
      await growPlatform(t.database.db, {
        today: TODAY,
        ended: 0,
        open: n,
        lender: username,
        fundings: n,
        prefix,
      });
      const computed: string[] = [];
      const answer = await portfolioReturns(counted(computed), lender.id, clock.now());
      expect(answer.data.fundings).toHaveLength(n);
      const keptStatements: string[] = [];
      expect(await portfolioReturns(counted(keptStatements), lender.id, clock.now())).toEqual(
        answer,
      );
      counts[n] = { computed: computed.length, kept: keptStatements.length };
    }
    expect(counts[500]).toEqual(counts[5]);
    // The kept figures and the balances, in one statement.
    expect(counts[500]?.kept).toBe(1);
  }, 120_000);
});
