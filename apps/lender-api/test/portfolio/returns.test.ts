import { ErrorResponse, GetPortfolioReturnsResponse } from '@pendana/api-sdk/zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portfolioReturns } from '../../src/modules/portfolio/portfolio-returns.ts';
import { xirr, type CashFlow } from '../../src/modules/portfolio/xirr.ts';
import { api, createTestApp, expectBody, get, type TestApp } from '../helpers/test-app.ts';
import { audit, money, newLender } from '../helpers/money-helpers.ts';
import {
  at,
  fundOn,
  insertScheduleProject,
  MONTHLY_PAYOUT_DAYS,
  payDueOn,
  scheduleClock,
  TODAY,
} from './schedule-fixture.ts';

// Today for the server: Monday 1 June 2026, 12:00 in Jakarta.
const clock = scheduleClock();

let t: TestApp;
/** P: raised Sep–Nov 2025, runs Dec 2025 – Dec 2026; 12 % a year paid monthly (Rp 100 000 a month per Rp 10 000 000). */
let running: number;
/** Q: raising Mar–Jun 2026, starts 1 July 2026. */
let raising: number;

const insertProject = (values: Parameters<typeof insertScheduleProject>[1]) =>
  insertScheduleProject(t, values);
const fund = (lenderId: number, projectId: number, paket: number, day: string) =>
  fundOn(t, lenderId, projectId, paket, day);
const payDueYields = payDueOn;

async function returnsOf(token: string) {
  const response = await get(t.app, api('/v1/lender/portfolio/returns'), { token, lang: 'en' });
  expect(response.statusCode).toBe(200);
  return expectBody(GetPortfolioReturnsResponse, response).data;
}

/** The contract's figure: percent with 2 decimals of the XIRR of the flows this test expects. */
function percentOf(flows: CashFlow[]): number {
  const rate = xirr(flows);
  if (rate === null) throw new Error('the fixture has no rate');
  return Math.round(rate * 10_000) / 100;
}

const flow = (date: string, amount: number): CashFlow => ({ date, amount });
/** A month of P on Rp 10 000 000 credited to a resident: Rp 100 000 gross − PPh 23 15 %. */
const NET = 85_000;
/** P's payout days for months 1–6. */
const P_PAYOUTS = MONTHLY_PAYOUT_DAYS;

beforeAll(async () => {
  t = await createTestApp({ clock });
  const suffix = Math.random().toString(36).slice(2, 8);
  running = await insertProject({
    nama: `Uji Imbal Berjalan ${suffix}`,
    raise: ['2025-09-01', '2025-11-30'],
    start: '2025-12-01',
    end: '2026-12-01',
  });
  raising = await insertProject({
    nama: `Uji Imbal Penggalangan ${suffix}`,
    raise: ['2026-03-01', '2026-06-30'],
    start: '2026-07-01',
    end: '2027-07-01',
  });
});
afterAll(async () => {
  await t.close();
});

describe('getPortfolioReturns', () => {
  it('answers 401 without a session', async () => {
    const response = await get(t.app, api('/v1/lender/portfolio/returns'), { lang: 'en' });
    expect(response.statusCode).toBe(401);
    expect(expectBody(ErrorResponse, response).message).toBe(
      'Your session has ended. Please log in again.',
    );
  });

  it('gives the XIRR of the ledger flows per funding and for the portfolio, yield side by side and cash drag', async () => {
    const lender = await newLender(t, { topUp: 15_000_000 });
    const old = await fund(lender.id, running, 10, '2025-11-10');
    for (const day of P_PAYOUTS) await payDueYields(money(t), lender.id, at(day));
    const recent = await fund(lender.id, raising, 3, '2026-05-01');

    const data = await returnsOf(lender.token);
    expect(data.as_of).toBe(TODAY);

    const oldFlows = [
      flow('2025-11-10', -10_000_000),
      ...P_PAYOUTS.map((day) => flow(day, NET)),
      flow(TODAY, 10_000_000), // principal still out, valued today
    ];
    const recentFlows = [flow('2026-05-01', -3_000_000), flow(TODAY, 3_000_000)];
    const byId = new Map(data.fundings.map((item) => [item.id_pendanaan, item]));
    expect(data.fundings.map((item) => item.id_pendanaan)).toEqual([recent, old]);
    expect(byId.get(old)).toMatchObject({
      id_proyek: running,
      tanggal_invest: '2025-11-10',
      xirr_percent: percentOf(oldFlows),
      reason: null,
      realised_yield: 6 * NET,
      // Net like the realised yield: 12 months of Rp 100.000 gross less PPh 23 (15 %).
      expected_yield: 12 * NET,
      outstanding_principal: 10_000_000,
      written_off: false,
    });
    // Solved apart (bisection of the XNPV in Python): 9.54 % on the net yield (11.30 % before tax),
    // below the project's 12 % less tax because the money waited from 10 Nov to the start on 1 Dec
    // without yield — the honest figure.
    expect(byId.get(old)?.xirr_percent).toBe(9.54);
    // A month of history only: no figure for that funding yet.
    expect(byId.get(recent)).toMatchObject({
      xirr_percent: null,
      reason: 'not-enough-data',
      realised_yield: 0,
      expected_yield: 360_000 - (360_000 * 15) / 100,
      outstanding_principal: 3_000_000,
    });

    const idle = 15_000_000 - 13_000_000 + 6 * NET;
    expect(data.portfolio).toEqual({
      xirr_percent: percentOf([...oldFlows, ...recentFlows]),
      reason: null,
      realised_yield: 6 * NET,
      expected_yield: 12 * NET + 306_000,
      idle_balance: idle,
      total_assets: idle + 13_000_000,
      written_off_principal: 0,
      cash_drag_percent: Math.round((idle / (idle + 13_000_000)) * 10_000) / 100,
    });
    expect(data.portfolio.xirr_percent).toBe(9.11); // bisection in Python: 0.091132
    expect(data.portfolio.cash_drag_percent).toBe(16.18); // 2 510 000 / 15 510 000
    expect(await audit(t)).toEqual({ unbalanced: 0, negative: 0 });
  });

  it('does not write off a funding whose payout is more than 90 days late: its principal is still owed', async () => {
    // P's twin, funded by this lender alone: its borrower's repayments are all this lender's.
    const late = await insertProject({
      nama: `Uji Imbal Terlambat ${Math.random().toString(36).slice(2, 8)}`,
      raise: ['2025-09-01', '2025-11-30'],
      start: '2025-12-01',
      end: '2026-12-01',
    });
    const lender = await newLender(t, { topUp: 10_000_000 });
    const id = await fund(lender.id, late, 10, '2025-11-10');
    // The borrower paid months 1 and 2 on 2 Feb 2026; month 3 (due 2 Mar 2026) never.
    await payDueYields(money(t), lender.id, at('2026-02-02'));
    const paid = [
      flow('2025-11-10', -10_000_000),
      flow('2026-02-02', NET),
      flow('2026-02-02', NET),
    ];

    // 1 June (the server's today): month 3 is 91 days late; the principal is valued that day.
    const data = await returnsOf(lender.token);
    const funding = data.fundings.find((item) => item.id_pendanaan === id);
    expect(funding).toMatchObject({
      xirr_percent: percentOf([...paid, flow(TODAY, 10_000_000)]),
      written_off: false,
      realised_yield: 2 * NET,
      expected_yield: 12 * NET,
      outstanding_principal: 10_000_000,
    });
    expect(data.portfolio).toMatchObject({ written_off_principal: 0 });
  });

  it('writes off a defaulted funding: −100 % when nothing ever came back', async () => {
    const defaulted = await insertProject({
      nama: `Uji Imbal Gagal Bayar ${Math.random().toString(36).slice(2, 8)}`,
      raise: ['2025-09-01', '2025-11-30'],
      start: '2025-12-01',
      end: '2026-12-01',
    });
    const lender = await newLender(t, { topUp: 5_000_000 });
    await fund(lender.id, defaulted, 5, '2025-11-10');
    // Its default declared (the stage only: the write-off posting is the operator's, tested in
    // test/repayments/default.test.ts).
    await money(t)
      .insertInto('project_stage_events')
      .values([
        {
          project_id: defaulted,
          from_stage: 'fundraising',
          to_stage: 'running',
          at: at('2025-12-01'),
          cause: 'uji',
        },
        {
          project_id: defaulted,
          from_stage: 'running',
          to_stage: 'defaulted',
          at: at('2026-05-01'),
          cause: 'uji',
        },
      ])
      .execute();
    const data = await returnsOf(lender.token);
    expect(data.fundings[0]).toMatchObject({ xirr_percent: -100, reason: null, written_off: true });
    expect(data.portfolio).toMatchObject({
      xirr_percent: -100,
      reason: null,
      realised_yield: 0,
      written_off_principal: 5_000_000,
      cash_drag_percent: 0,
    });
  });

  it('has no figure before the first flow is 90 days old', async () => {
    const lender = await newLender(t, { topUp: 2_000_000 });
    await fund(lender.id, raising, 2, '2026-03-10');
    const data = await returnsOf(lender.token); // 83 days
    expect(data.portfolio).toMatchObject({ xirr_percent: null, reason: 'not-enough-data' });
    expect(data.fundings[0]).toMatchObject({ xirr_percent: null, reason: 'not-enough-data' });
    const day89 = await portfolioReturns(money(t), lender.id, at('2026-06-07'));
    expect(day89.data.portfolio.reason).toBe('not-enough-data');
    // Day 90: a figure — money out and back unchanged is 0 %.
    const day90 = await portfolioReturns(money(t), lender.id, at('2026-06-08'));
    expect(day90.data.portfolio).toMatchObject({ xirr_percent: 0, reason: null });
  });

  it('answers an empty portfolio without a figure and without cash drag', async () => {
    const lender = await newLender(t);
    const data = await returnsOf(lender.token);
    expect(data).toEqual({
      as_of: TODAY,
      portfolio: {
        xirr_percent: null,
        reason: 'not-enough-data',
        realised_yield: 0,
        expected_yield: 0,
        idle_balance: 0,
        total_assets: 0,
        written_off_principal: 0,
        cash_drag_percent: null,
      },
      fundings: [],
    });
  });
});
