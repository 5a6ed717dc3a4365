import { describe, expect, it } from 'vitest';
import type { AppContext } from '../../src/context.ts';
import { portfolioReturns } from '../../src/modules/portfolio/portfolio-returns.ts';
import {
  MARK_LATE,
  advanceStagesByDates,
  daysLate,
  markLateProjects,
  registerRepaymentJobs,
} from '../../src/modules/repayments/index.ts';
import { addDays, addMonths } from '../../src/shared/ledger/ledger.ts';
import { money } from '../helpers/money-helpers.ts';
import {
  at,
  fund,
  ledgerFaults,
  lenderOf,
  newProject,
  repaymentsApp,
  STANDARD_PROJECT,
  STANDARD_PROJECT_UJRAH,
} from './fixture.ts';
import { TEST_GRACE_DAYS } from '../helpers/grace-days.ts';

const { t, pay } = repaymentsApp();

/** Rp 10 000 000 from one resident lender (PPh 23), 12 % a year paid monthly, no ujrah. */
async function project(start: string, tenor: number) {
  const id = await newProject(t, { ...STANDARD_PROJECT, tenor, start });
  const lender = await lenderOf(t, 'PPh23', 10_000_000);
  const funding = await fund(t, id, lender, 10, addDays(start, -1));
  return { id, lender, funding };
}

async function stageEvents(projectId: number) {
  return money(t)
    .selectFrom('project_stage_events')
    .select(['from_stage', 'to_stage', 'cause'])
    .where('project_id', '=', projectId)
    .orderBy('id')
    .execute();
}

/** The daily job: stages moved by the dates, then late projects marked (what MARK_LATE runs). */
async function daily(day: string) {
  await advanceStagesByDates(money(t), day, at(day));
  return markLateProjects(money(t), at(day), TEST_GRACE_DAYS);
}

describe('late repayments', () => {
  it('marks a project late 3 days after an unpaid payout date, once, and back when paid', async () => {
    const { id } = await project('2026-01-15', 3);
    // Due 15 Feb: still in the grace days on the 18th, late on the 19th.
    expect(await daily('2026-02-18')).not.toContain(id);
    expect(await daily('2026-02-19')).toContain(id);
    expect(await daily('2026-02-20')).not.toContain(id); // idempotent: already late
    expect(await daysLate(money(t), id, '2026-02-19')).toBe(4);
    expect((await stageEvents(id)).at(-1)).toEqual({
      from_stage: 'running',
      to_stage: 'late',
      cause: 'the payout due on 2026-02-15 is unpaid 4 days later (grace 3 days)',
    });
    // Paying month 1 brings it back.
    await pay(id, 100_000n, '2026-02-20', `late-${id}-1`);
    expect((await stageEvents(id)).at(-1)).toMatchObject({
      from_stage: 'late',
      to_stage: 'running',
    });
    expect(await daysLate(money(t), id, '2026-02-20')).toBe(0);
    // Month 2 (due 15 Mar) unpaid: late again; a repayment of everything repays it.
    expect(await daily('2026-03-19')).toContain(id);
    await pay(id, 10_200_000n, '2026-03-20', `late-${id}-2`);
    expect((await stageEvents(id)).at(-1)).toMatchObject({
      from_stage: 'late',
      to_stage: 'repaid',
    });
    expect(await ledgerFaults(t)).toEqual({ unbalanced: 0, negative: 0 });
  });

  it('is back to running once the late installment, yield and ujrah, is paid', async () => {
    // Rp 10 000 000 at 12 % a year with an ujrah of 2.4 % a year: Rp 120 000 a month.
    const id = await newProject(t, { ...STANDARD_PROJECT_UJRAH, start: '2026-01-15' });
    await fund(t, id, await lenderOf(t, 'PPh23', 10_000_000), 10, '2026-01-14');
    expect(await daily('2026-02-19')).toContain(id);
    // The February installment paid on 20 February, in March's period: exactly what was due.
    const paid = await pay(id, 120_000n, '2026-02-20', `late-fee-${id}`);
    expect(paid.split).toMatchObject({ yield: 100_000n, fee: 20_000n });
    expect((await stageEvents(id)).at(-1)).toMatchObject({
      from_stage: 'late',
      to_stage: 'running',
    });
    expect(await daysLate(money(t), id, '2026-02-20')).toBe(0);
  });

  it('keeps a project late while a part of what is due is unpaid', async () => {
    const { id } = await project('2026-01-15', 3);
    expect(await daily('2026-03-20')).toContain(id);
    expect(await daysLate(money(t), id, '2026-03-20')).toBe(33);
    await pay(id, 100_000n, '2026-03-21', `part-${id}`); // month 1 of 2 due
    expect((await stageEvents(id)).at(-1)).toMatchObject({ to_stage: 'late' });
    expect(await daysLate(money(t), id, '2026-03-21')).toBe(6);
  });

  it('brings a project back to running when nothing is unpaid past the grace days', async () => {
    const { id } = await project('2026-01-15', 3);
    expect(await daily('2026-02-19')).toContain(id); // month 1, due 15 Feb
    // Paid on 16 Mar: month 1 settled; month 2 (due 15 Mar) unpaid one day, still in its grace days.
    await pay(id, 100_000n, '2026-03-16', `grace-${id}`);
    expect((await stageEvents(id)).at(-1)).toMatchObject({
      from_stage: 'late',
      to_stage: 'running',
    });
    expect(await daysLate(money(t), id, '2026-03-16')).toBe(0);
    // Month 2 still unpaid once its grace days are over: late again.
    expect(await daily('2026-03-18')).not.toContain(id);
    expect(await daily('2026-03-19')).toContain(id);
    expect(await daysLate(money(t), id, '2026-03-19')).toBe(4);
  });

  it('runs as a daily scheduled job on the queue', async () => {
    const handlers = new Map<string, () => Promise<void>>();
    const schedules: [string, string][] = [];
    const ctx = {
      database: t.database,
      clock: { now: () => at('2026-02-19') },
      config: { repaymentGraceDays: 3 },
      jobs: {
        handle: (job: { name: string }, run: () => Promise<void>) => handlers.set(job.name, run),
        schedule: (job: { name: string }, cron: string) => schedules.push([job.name, cron]),
      },
    } as unknown as AppContext;
    registerRepaymentJobs(ctx);
    expect(schedules).toEqual([[MARK_LATE.name, '0 1 * * *']]);
    const { id } = await project('2026-01-15', 3);
    await handlers.get(MARK_LATE.name)?.();
    expect((await stageEvents(id)).at(-1)).toMatchObject({ to_stage: 'late' });
  });
});

describe('returns of a normally repaid funding', () => {
  it('has an XIRR within 0.1 point of its net rate', async () => {
    const { id, lender, funding } = await project('2025-01-15', 12);
    for (let month = 1; month <= 12; month += 1) {
      const day = addMonths('2025-01-15', month);
      await pay(id, month === 12 ? 10_100_000n : 100_000n, day, `xirr-${id}-${month}`);
    }
    const returns = await portfolioReturns(money(t), lender, at('2026-01-20'));
    const item = returns.data.fundings.find((f) => f.id_pendanaan === funding);
    // 12 % a year less PPh 23 15 % is 10.2 % a year paid monthly (0.85 % a month); XIRR is an
    // effective annual rate: 1.0085^12 − 1 = 10.69 %.
    const net = (1.0085 ** 12 - 1) * 100;
    expect(item?.written_off).toBe(false);
    expect(item?.outstanding_principal).toBe(0);
    expect(Math.abs((item?.xirr_percent ?? 0) - net)).toBeLessThanOrEqual(0.1);
  });
});
