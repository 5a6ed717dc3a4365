import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OverRepaymentError,
  recordRepayment,
  type RepaymentResult,
} from '../../src/modules/repayments/index.ts';
import { addDays, addMonths } from '../../src/shared/ledger/ledger.ts';
import { money } from '../helpers/money-helpers.ts';
import { createTestApp, TestClock, type TestApp } from '../helpers/test-app.ts';
import {
  accountOfProject,
  at,
  fund,
  ledgerFaults,
  lenderOf,
  newProject,
  type LenderKind,
} from './fixture.ts';

// Random projects (akad, rates, ujrah, tenor, interval, package price), fundings (several lenders of
// each tax kind, some funding twice), and repayments in time order (installments, partial, early,
// over, replays of an earlier reference), then a settlement after the end; the invariants are checked
// after every call against the database; at the end, the yield payouts the screens read sum to the shares.
const RUNS = Number(process.env.REPAYMENT_PROPERTY_RUNS ?? 30);

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
const stepArb = fc.record({
  days: fc.integer({ min: 0, max: 45 }),
  kind: fc.constantFrom('partial', 'installment', 'over', 'replay'),
  // Of what is payable that day, in parts per thousand (partial); over pays more than that.
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
  steps: fc.array(stepArb, { minLength: 0, maxLength: 6 }),
});

async function entriesCount(): Promise<number> {
  const { rows } = await sql<{
    n: number;
  }>`select count(*)::int as n from ledger_entries`.execute(t.database.db);
  return rows[0]?.n ?? 0;
}

describe('repayments, property: money is conserved and shared exactly', () => {
  it(`holds for ${RUNS} random projects`, async () => {
    let counter = 0;
    await fc.assert(
      fc.asyncProperty(planArb, async (plan) => {
        counter += 1;
        const start = addDays('2026-01-01', plan.startDay);
        const total = plan.lenders.reduce((s, l) => s + l.packages + l.again, 0);
        const projectId = await newProject(t, {
          akad: plan.akad,
          imbal: plan.imbalHundredths / 100,
          fee: plan.feeHundredths / 100,
          tenor: plan.tenor,
          interval: plan.interval,
          harga: plan.harga,
          totalPaket: total + 3,
          start,
        });
        const funded = new Map<number, bigint>(); // funding → principal
        for (const lender of plan.lenders) {
          const id = await lenderOf(t, lender.kind, (lender.packages + lender.again) * plan.harga);
          const first = await fund(t, projectId, id, lender.packages, addDays(start, -10));
          funded.set(first, BigInt(lender.packages * plan.harga));
          if (lender.again > 0) {
            const second = await fund(t, projectId, id, lender.again, addDays(start, -5));
            funded.set(second, BigInt(lender.again * plan.harga));
          }
        }
        const principal = [...funded.values()].reduce((s, v) => s + v, 0n);
        const results: RepaymentResult[] = [];
        const returned = new Map<number, bigint>();
        let day = start;
        let done = false;
        const pay = async (amount: bigint, reference: string): Promise<RepaymentResult> => {
          const before = await entriesCount();
          const input = {
            projectId,
            amount,
            paidOn: day,
            payerReference: reference,
            provider: 'property',
          };
          try {
            const result = await recordRepayment(money(t), input, at(day));
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
            results.push(result);
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
        let n = 0;
        for (const step of plan.steps) {
          if (done) break;
          day = addDays(day, step.days);
          n += 1;
          const reference = `P${counter}-${n}`;
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
                payerReference: `P${counter}-${results.indexOf(earlier) + 1}`,
                provider: 'property',
              },
              at(day),
            ).catch(() => null);
            if (again) {
              expect(again.replayed).toBe(true);
              expect(again.split).toEqual(earlier.split);
              expect(await entriesCount()).toBe(before);
            }
            continue;
          }
          const unit = BigInt(plan.harga) + 1n;
          const amount =
            step.kind === 'over'
              ? principal * 3n + 1n
              : step.kind === 'installment'
                ? (unit * BigInt(step.share)) / 10n + 1n
                : (principal * BigInt(step.share)) / 1000n + 1n;
          const result = await payAtMost(amount, reference);
          done = result.split.completes;
          const faults = await ledgerFaults(t);
          expect(faults).toEqual({ unbalanced: 0, negative: 0 });
        }
        if (!done) {
          day = addDays(addMonths(start, plan.tenor), 1);
          const last = await payAtMost(principal * 3n, `P${counter}-end`);
          expect(last.split.completes).toBe(true);
        }
        // At full repayment: each funding got exactly its principal back, ended; project repaid.
        for (const [fundingId, amount] of funded)
          expect(returned.get(fundingId) ?? 0n).toBe(amount);
        const fundings = await money(t)
          .selectFrom('fundings')
          .select('status')
          .where('project_id', '=', projectId)
          .execute();
        expect(fundings.every((f) => f.status === 2)).toBe(true);
        const project = await money(t)
          .selectFrom('projects')
          .select('stage')
          .where('id', '=', projectId)
          .executeTakeFirstOrThrow();
        expect(project.stage).toBe('repaid');
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
          .where('funding_id', 'in', [...funded.keys()])
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
        const paidIn = results.reduce((s, r) => s + r.amount, 0n);
        expect(await accountOfProject(t, projectId, 'lender_invested')).toBe(0n);
        expect(await accountOfProject(t, projectId, 'platform_collections')).toBe(-paidIn);
        expect(await ledgerFaults(t)).toEqual({ unbalanced: 0, negative: 0 });
      }),
      { numRuns: RUNS },
    );
  }, 600_000);
});
