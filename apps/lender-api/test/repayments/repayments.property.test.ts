import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OverRepaymentError,
  RepaymentRefusedError,
  advanceStagesByDates,
  daysLate,
  declareDefault,
  markLateProjects,
  projectTerms,
  recordRepayment,
  type Parts,
  type RepaymentResult,
  type Terms,
} from '../../src/modules/repayments/index.ts';
import { payableRows } from '../../src/modules/repayments/split.ts';
import { addDays, addMonths } from '../../src/shared/ledger/ledger.ts';
import { money } from '../helpers/money-helpers.ts';
import { createTestApp, TestClock, type TestApp } from '../helpers/test-app.ts';
import {
  accountOfProject,
  at,
  fund,
  homeAndLists,
  ledgerFaults,
  lenderOf,
  newProject,
  overdue,
  type LenderKind,
} from './fixture.ts';
import { TEST_GRACE_DAYS } from '../helpers/grace-days.ts';

// Random projects (akad, rates, ujrah, tenor, interval, package price), fundings (several lenders of
// each tax kind, some funding twice), and steps in time order: repayments (installments, partial,
// early, over, replays of an earlier reference), days passing without payment, or a declared default
// with a random recovery; then, when neither repaid nor defaulted, a settlement after the end. Each
// step's day starts with the daily job (stages by dates, late projects marked), and the invariants
// are checked after every step against the database: balanced postings, no lender below zero, the
// project late exactly when a row is unpaid past the grace days, each lender's home figures equal to
// the lists that show them. At the end, each funding's principal came back (repaid) or came back,
// was recovered or written off (defaulted), and the yield payouts the screens read sum to the shares.
const RUNS = Number(process.env.REPAYMENT_PROPERTY_RUNS ?? 30);
// A failing run's seed (as fast-check prints it) replays that run.
const SEED = process.env.REPAYMENT_PROPERTY_SEED;
const GRACE_DAYS = TEST_GRACE_DAYS;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: new TestClock(at('2026-01-01').getTime()) });
});
afterAll(async () => {
  await t.close();
});

const lenderArb = fc.record({
  kind: fc.constantFrom<LenderKind>('PPh23', 'PPh26', 'company'),
  packages: fc.integer({ min: 1, max: 20 }),
  again: fc.integer({ min: 0, max: 5 }),
});
type StepKind = 'partial' | 'installment' | 'over' | 'replay' | 'wait' | 'catch-up' | 'default';
const stepArb = fc.record({
  days: fc.integer({ min: 0, max: 45 }),
  kind: fc.oneof(
    { arbitrary: fc.constant<StepKind>('partial'), weight: 3 },
    { arbitrary: fc.constant<StepKind>('installment'), weight: 3 },
    { arbitrary: fc.constant<StepKind>('over'), weight: 1 },
    { arbitrary: fc.constant<StepKind>('replay'), weight: 1 },
    { arbitrary: fc.constant<StepKind>('wait'), weight: 3 },
    { arbitrary: fc.constant<StepKind>('catch-up'), weight: 2 },
    { arbitrary: fc.constant<StepKind>('default'), weight: 1 },
  ),
  // Of what is payable that day, in parts per thousand (partial); over pays more than that. Of the
  // principal still out, (share − 100) / 800 is a default's recovery (none up to share 100, all of it
  // from 900). A catch-up is paid 1 + share % grace days after the next due day (that row still in
  // its grace days) and pays what is unpaid past the grace days, which the split takes after every
  // payable row's yield.
  share: fc.integer({ min: 1, max: 1000 }),
});
const planArb = fc.record({
  akad: fc.constantFrom('Murabahah' as const, 'Mudharabah' as const),
  imbalHundredths: fc.integer({ min: 0, max: 2400 }),
  feeHundredths: fc.integer({ min: 0, max: 400 }),
  tenor: fc.integer({ min: 1, max: 12 }),
  interval: fc.integer({ min: 0, max: 3 }),
  harga: fc.constantFrom(100_000, 250_000, 333_333, 1_000_000),
  startDay: fc.integer({ min: 0, max: 700 }),
  lenders: fc.array(lenderArb, { minLength: 1, maxLength: 4 }),
  steps: fc.array(stepArb, { minLength: 0, maxLength: 8 }),
});

async function entriesCount(): Promise<number> {
  const { rows } = await sql<{
    n: number;
  }>`select count(*)::int as n from ledger_entries`.execute(t.database.db);
  return rows[0]?.n ?? 0;
}

/**
 * What pays every row unpaid past the grace days on `day` and nothing of a newer row's ujrah: the
 * yield of every row payable that day (the split takes it first), the ujrah of the rows due before
 * the grace days, and — when the last row is among them — the principal.
 */
function catchUp(schedule: Terms, paid: Parts, day: string): bigint {
  const before = addDays(day, -GRACE_DAYS);
  const old = schedule.rows.filter((row) => row.due < before);
  const sum = (rows: typeof old, key: 'yield' | 'fee') => rows.reduce((s, r) => s + r[key], 0n);
  const owed = (due: bigint, done: bigint) => (due > done ? due - done : 0n);
  return (
    owed(sum(payableRows(schedule, day), 'yield'), paid.yield) +
    owed(sum(old, 'fee'), paid.fee) +
    (old.length === schedule.rows.length ? owed(schedule.principal, paid.principal) : 0n)
  );
}

async function stageOf(projectId: number) {
  const project = await money(t)
    .selectFrom('projects')
    .select('stage')
    .where('id', '=', projectId)
    .executeTakeFirstOrThrow();
  return project.stage;
}

/** Per funding, the sum of the lender's transactions of `kategori` naming it. */
async function byFunding(
  fundingIds: number[],
  kategori: 'pengembalian_pokok' | 'penghapusan_dana',
) {
  const rows = await money(t)
    .selectFrom('ledger_transactions')
    .select(['funding_id', sql<string>`sum(nominal)::text`.as('total')])
    .where('funding_id', 'in', fundingIds)
    .where('kategori', '=', kategori)
    .groupBy('funding_id')
    .execute();
  return new Map(rows.map((row) => [Number(row.funding_id), BigInt(row.total)]));
}

describe('repayments, property: money is conserved and shared exactly', () => {
  it(`holds for ${RUNS} random projects`, async () => {
    let counter = 0;
    await fc.assert(
      fc.asyncProperty(planArb, async (plan) => {
        counter += 1;
        const start = addDays('2026-01-01', plan.startDay);
        const end = addMonths(start, plan.tenor);
        const total = plan.lenders.reduce((s, l) => s + l.packages + l.again, 0);
        const terms = {
          akad: plan.akad,
          imbal: plan.imbalHundredths / 100,
          fee: plan.feeHundredths / 100,
          tenor: plan.tenor,
          interval: plan.interval,
          harga: plan.harga,
          totalPaket: total + 3,
          start,
        };
        const projectId = await newProject(t, terms);
        const funded = new Map<number, bigint>(); // funding → principal
        const lenders: number[] = [];
        for (const lender of plan.lenders) {
          const id = await lenderOf(t, lender.kind, (lender.packages + lender.again) * plan.harga);
          lenders.push(id);
          const first = await fund(t, projectId, id, lender.packages, addDays(start, -10));
          funded.set(first, BigInt(lender.packages * plan.harga));
          if (lender.again > 0) {
            const second = await fund(t, projectId, id, lender.again, addDays(start, -5));
            funded.set(second, BigInt(lender.again * plan.harga));
          }
        }
        const principal = [...funded.values()].reduce((s, v) => s + v, 0n);
        // The schedule the borrower owes (the module's), and what the answers say was paid of it.
        const schedule = projectTerms(
          {
            akad: plan.akad,
            tgl_mulai: start,
            tenor: plan.tenor,
            payout_interval: plan.interval,
            imbal_hasil: terms.imbal,
            platform_fee_rate: terms.fee,
          },
          [...funded.values()],
        );
        const paid = { fee: 0n, yield: 0n, principal: 0n };
        const results: RepaymentResult[] = [];
        const references = new Map<RepaymentResult, string>();
        const returned = new Map<number, bigint>();
        let day = start;
        let done = false;
        let defaulted = null as { recovery: bigint; writtenOff: bigint } | null;
        const repay = (amount: bigint, reference: string) =>
          recordRepayment(
            money(t),
            { projectId, amount, paidOn: day, payerReference: reference, provider: 'property' },
            at(day),
            GRACE_DAYS,
          );
        const pay = async (amount: bigint, reference: string): Promise<RepaymentResult> => {
          const before = await entriesCount();
          try {
            const result = await repay(amount, reference);
            // Lenders' shares + ujrah = the repayment, to the rupiah; tax within each share.
            const { fee, yield: y, principal: p } = result.split;
            expect(fee + y + p).toBe(amount);
            const shared = result.shares.reduce((s, x) => s + x.netYield + x.tax + x.principal, 0n);
            expect(shared + fee).toBe(amount);
            for (const share of result.shares) {
              expect(share.netYield + share.tax).toBe(share.grossYield);
              returned.set(
                share.fundingId,
                (returned.get(share.fundingId) ?? 0n) + share.principal,
              );
            }
            paid.fee += fee;
            paid.yield += y;
            paid.principal += p;
            results.push(result);
            references.set(result, reference);
            return result;
          } catch (error) {
            // Refused: nothing written.
            expect(await entriesCount()).toBe(before);
            throw error;
          }
        };
        // Pays `amount`, or everything payable when that is more (learnt from the refusal).
        const payAtMost = async (amount: bigint, reference: string) => {
          try {
            return await pay(amount, reference);
          } catch (error) {
            if (!(error instanceof OverRepaymentError)) throw error;
            return pay(error.payable, reference);
          }
        };
        // The daily job of `day` (what MARK_LATE runs): stages moved by the dates, late ones marked.
        const daily = async () => {
          await advanceStagesByDates(money(t), day, at(day));
          await markLateProjects(money(t), at(day), GRACE_DAYS);
        };
        // After every step: the ledger sound, the stage by the rule, home = its lists per lender.
        const checkStep = async () => {
          expect(await ledgerFaults(t)).toEqual({ unbalanced: 0, negative: 0 });
          const stage = await stageOf(projectId);
          if (!done && !defaulted) {
            const late = overdue(schedule, paid, day, GRACE_DAYS);
            const days = await daysLate(money(t), projectId, day);
            expect({ day, stage, late: days > 0 }).toEqual({
              day,
              stage: late ? 'late' : 'running',
              late,
            });
          }
          for (const lenderId of lenders) {
            const { home, lists } = await homeAndLists(t, lenderId, at(day));
            expect({ lenderId, day, ...lists }).toEqual({ lenderId, day, ...home });
          }
        };
        const declare = async (share: number) => {
          const out = principal - [...returned.values()].reduce((s, v) => s + v, 0n);
          const recovery = (out * BigInt(Math.min(Math.max(share - 100, 0), 800))) / 800n;
          const input = { projectId, recovery, date: day, reference: `D${counter}-${projectId}` };
          const result = await declareDefault(money(t), input, at(day));
          expect(result).toMatchObject({ recovery, writtenOff: out - recovery, replayed: false });
          // The lenders' recovery shares are the recovery exactly; with the principal returned
          // before and the write-off, each funding's principal is accounted for to the rupiah.
          const recovered = new Map(
            result.repaymentId === null
              ? []
              : (
                  await money(t)
                    .selectFrom('repayment_shares')
                    .select(['funding_id', 'principal', 'gross_yield'])
                    .where('repayment_id', '=', result.repaymentId)
                    .execute()
                ).map((row) => {
                  expect(Number(row.gross_yield)).toBe(0);
                  return [row.funding_id, BigInt(row.principal)];
                }),
          );
          expect([...recovered.values()].reduce((s, v) => s + v, 0n)).toBe(recovery);
          const writtenOff = await byFunding([...funded.keys()], 'penghapusan_dana');
          for (const [fundingId, amount] of funded)
            expect({
              fundingId,
              principal:
                (writtenOff.get(fundingId) ?? 0n) +
                (recovered.get(fundingId) ?? 0n) +
                (returned.get(fundingId) ?? 0n),
            }).toEqual({ fundingId, principal: amount });
          defaulted = { recovery, writtenOff: result.writtenOff };
          // Declared again: the same answer, nothing written.
          const before = await entriesCount();
          const again = await declareDefault(money(t), input, at(day));
          expect(again).toMatchObject({ recovery, writtenOff: result.writtenOff, replayed: true });
          // Nothing can be repaid after the default: refused, nothing written.
          await expect(repay(principal + 1n, `P${counter}-after-default`)).rejects.toBeInstanceOf(
            RepaymentRefusedError,
          );
          expect(await entriesCount()).toBe(before);
        };
        let n = 0;
        for (const step of plan.steps) {
          if (done || defaulted) break;
          const next = schedule.rows.find((row) => row.due >= day)?.due;
          day =
            step.kind === 'catch-up' && next
              ? addDays(next, 1 + (step.share % GRACE_DAYS))
              : addDays(day, step.days);
          n += 1;
          const reference = `P${counter}-${n}`;
          await daily();
          if (step.kind === 'replay' && results.length > 0) {
            const earlier = results[step.share % results.length];
            if (!earlier) continue;
            const before = await entriesCount();
            const again = await recordRepayment(
              money(t),
              {
                projectId,
                amount: earlier.amount,
                paidOn: earlier.paidOn,
                payerReference: references.get(earlier) ?? '',
                provider: 'property',
              },
              at(day),
              GRACE_DAYS,
            ).catch(() => null);
            if (again) {
              expect(again.replayed).toBe(true);
              expect(again.split).toEqual(earlier.split);
              expect(await entriesCount()).toBe(before);
            }
          } else if (step.kind === 'catch-up') {
            const amount = catchUp(schedule, paid, day);
            if (amount > 0n) done = (await payAtMost(amount, reference)).split.completes;
          } else if (step.kind === 'default') {
            await declare(step.share);
          } else if (step.kind !== 'wait') {
            const unit = BigInt(plan.harga) + 1n;
            const amount =
              step.kind === 'over'
                ? principal * 3n + 1n
                : step.kind === 'installment'
                  ? (unit * BigInt(step.share)) / 10n + 1n
                  : (principal * BigInt(step.share)) / 1000n + 1n;
            const result = await payAtMost(amount, reference);
            done = result.split.completes;
          }
          await checkStep();
        }
        const fundingIds = [...funded.keys()];
        if (!done && !defaulted) {
          const after = addDays(end, 1);
          if (day < after) day = after;
          await daily();
          const last = await payAtMost(principal * 3n, `P${counter}-end`);
          expect(last.split.completes).toBe(true);
          done = true;
          await checkStep();
        }
        // Every funding ended; the project repaid or defaulted; nothing left invested in it.
        const fundings = await money(t)
          .selectFrom('fundings')
          .select(['id', 'status'])
          .where('project_id', '=', projectId)
          .orderBy('id')
          .execute();
        expect(fundings).toEqual(fundingIds.map((id) => ({ id, status: 2 })));
        expect(await stageOf(projectId)).toBe(defaulted ? 'defaulted' : 'repaid');
        expect(await accountOfProject(t, projectId, 'lender_invested')).toBe(0n);
        if (!defaulted) {
          // At full repayment each funding got exactly its principal back: in the answers and as
          // the lender's principal-returned transactions of that funding.
          const back = await byFunding(fundingIds, 'pengembalian_pokok');
          for (const [fundingId, amount] of funded)
            expect({
              fundingId,
              answered: returned.get(fundingId) ?? 0n,
              posted: back.get(fundingId) ?? 0n,
            }).toEqual({ fundingId, answered: amount, posted: amount });
        }
        // The yield payouts (what the yield screens, returns and tax slips read) sum, per funding, to
        // the shares the repayments answered — gross, tax and net — and each names a schedule month.
        const shareSums = new Map<number, { gross: bigint; tax: bigint; net: bigint }>();
        for (const share of results.flatMap((r) => r.shares)) {
          const sums = shareSums.get(share.fundingId) ?? { gross: 0n, tax: 0n, net: 0n };
          shareSums.set(share.fundingId, {
            gross: sums.gross + share.grossYield,
            tax: sums.tax + share.tax,
            net: sums.net + share.netYield,
          });
        }
        const payouts = await money(t)
          .selectFrom('yield_payouts')
          .select([
            'funding_id',
            sql<string>`sum(bruto)::text`.as('gross'),
            sql<string>`sum(pajak)::text`.as('tax'),
            sql<string>`sum(nominal)::text`.as('net'),
            sql<number>`max(bulan)`.as('last'),
            sql<number>`count(*) filter (where repayment_id is null)::int`.as('unnamed'),
          ])
          .where('funding_id', 'in', fundingIds)
          .groupBy('funding_id')
          .execute();
        const payoutSums = new Map(
          payouts.map((row) => {
            expect(row.unnamed).toBe(0);
            expect(Number(row.last)).toBeLessThanOrEqual(plan.tenor);
            return [
              row.funding_id,
              { gross: BigInt(row.gross), tax: BigInt(row.tax), net: BigInt(row.net) },
            ];
          }),
        );
        for (const [fundingId, sums] of shareSums)
          if (sums.gross > 0n) expect(payoutSums.get(fundingId)).toEqual(sums);
        expect(payoutSums.size).toBe([...shareSums.values()].filter((v) => v.gross > 0n).length);
        const paidIn = results.reduce((s, r) => s + r.amount, 0n) + (defaulted?.recovery ?? 0n);
        expect(await accountOfProject(t, projectId, 'platform_collections')).toBe(-paidIn);
        expect(await accountOfProject(t, projectId, 'platform_write_offs')).toBe(
          defaulted?.writtenOff ?? 0n,
        );
        expect(await ledgerFaults(t)).toEqual({ unbalanced: 0, negative: 0 });
      }),
      { numRuns: RUNS, ...(SEED ? { seed: Number(SEED) } : {}) },
    );
  }, 600_000);
});
