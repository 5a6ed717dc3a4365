import { ErrorResponse, GetPortfolioMonthlyResponse } from '@pendana/api-sdk/zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

async function monthlyOf(token: string) {
  const response = await get(t.app, api('/v1/lender/portfolio/monthly'), { token, lang: 'en' });
  expect(response.statusCode).toBe(200);
  return expectBody(GetPortfolioMonthlyResponse, response).data;
}

/** A month of P on Rp 10 000 000 credited to a resident: Rp 100 000 gross − PPh 23 15 %. */
const NET = 85_000;
/** P's payout days for months 1–6. */
const P_PAYOUTS = MONTHLY_PAYOUT_DAYS;

beforeAll(async () => {
  t = await createTestApp({ clock });
  const suffix = Math.random().toString(36).slice(2, 8);
  running = await insertProject({
    nama: `Uji Bulanan Berjalan ${suffix}`,
    raise: ['2025-09-01', '2025-11-30'],
    start: '2025-12-01',
    end: '2026-12-01',
  });
  raising = await insertProject({
    nama: `Uji Bulanan Penggalangan ${suffix}`,
    raise: ['2026-03-01', '2026-06-30'],
    start: '2026-07-01',
    end: '2027-07-01',
  });
});
afterAll(async () => {
  await t.close();
});

/** 12 months ending June 2026: July 2025 – June 2026. */
const RECEIVED_MONTHS = [
  '2025-07',
  '2025-08',
  '2025-09',
  '2025-10',
  '2025-11',
  '2025-12',
  '2026-01',
  '2026-02',
  '2026-03',
  '2026-04',
  '2026-05',
  '2026-06',
];
const EXPECTED_MONTHS = ['2026-07', '2026-08', '2026-09', '2026-10', '2026-11', '2026-12'];

describe('getPortfolioMonthly', () => {
  it('answers 401 without a session', async () => {
    const response = await get(t.app, api('/v1/lender/portfolio/monthly'), { lang: 'en' });
    expect(response.statusCode).toBe(401);
    expect(expectBody(ErrorResponse, response).message).toBe(
      'Your session has ended. Please log in again.',
    );
  });

  it('gives twelve months of zero, six of zero and no payout to a lender without fundings', async () => {
    const lender = await newLender(t, { topUp: 1_000_000 });
    const data = await monthlyOf(lender.token);
    expect(data).toEqual({
      as_of: TODAY,
      received: RECEIVED_MONTHS.map((month) => ({ month, amount: 0 })),
      expected: EXPECTED_MONTHS.map((month) => ({ month, amount: 0 })),
      next_payouts: [],
    });
  });

  it('sums the yield postings per month, the unpaid schedule per month net of tax, and lists the next three payouts', async () => {
    const lender = await newLender(t, { topUp: 15_000_000 });
    const old = await fund(lender.id, running, 10, '2025-11-10');
    for (const day of P_PAYOUTS) await payDueYields(money(t), lender.id, at(day));
    const recent = await fund(lender.id, raising, 3, '2026-05-01');

    const data = await monthlyOf(lender.token);
    // P paid January to June 2026, Rp 85.000 net each (the ledger's yield postings).
    expect(data.received).toEqual(
      RECEIVED_MONTHS.map((month) => ({ month, amount: month >= '2026-01' ? NET : 0 })),
    );
    // P owes July to December; Q (Rp 3.000.000 from 1 July 2026) owes Rp 30.000 gross a month from
    // August, Rp 25.500 net of PPh 23.
    const Q_NET = 30_000 - (30_000 * 15) / 100;
    expect(data.expected).toEqual(
      EXPECTED_MONTHS.map((month) => ({ month, amount: NET + (month >= '2026-08' ? Q_NET : 0) })),
    );
    // 1 August 2026 is a Saturday: both payouts move to Monday 3 August; P's funding comes first.
    expect(data.next_payouts).toEqual([
      {
        id_pendanaan: old,
        nama_proyek: expect.stringContaining('Berjalan'),
        date: '2026-07-01',
        yield: NET,
        principal: 0,
        amount: NET,
      },
      {
        id_pendanaan: old,
        nama_proyek: expect.stringContaining('Berjalan'),
        date: '2026-08-03',
        yield: NET,
        principal: 0,
        amount: NET,
      },
      {
        id_pendanaan: recent,
        nama_proyek: expect.stringContaining('Penggalangan'),
        date: '2026-08-03',
        yield: Q_NET,
        principal: 0,
        amount: Q_NET,
      },
    ]);
    expect(await audit(t)).toEqual({ unbalanced: 0, negative: 0 });
  });

  it('returns the principal with the last payout, counts a payout due today and leaves out a declared default', async () => {
    // Two months from 1 May 2026: month 1 due today (not paid yet), month 2 on 1 July with the principal.
    const short = await insertProject({
      nama: `Uji Bulanan Pendek ${Math.random().toString(36).slice(2, 8)}`,
      raise: ['2026-03-01', '2026-04-30'],
      start: '2026-05-01',
      end: '2026-07-01',
      tenor: 2,
    });
    const lender = await newLender(t, { topUp: 1_000_000 });
    const id = await fund(lender.id, short, 1, '2026-04-10');
    // Rp 1.000.000 at 12 % a year: Rp 10.000 gross a month, Rp 8.500 net of PPh 23.
    const data = await monthlyOf(lender.token);
    expect(data.next_payouts).toEqual([
      {
        id_pendanaan: id,
        nama_proyek: expect.stringContaining('Pendek'),
        date: TODAY,
        yield: 8_500,
        principal: 0,
        amount: 8_500,
      },
      {
        id_pendanaan: id,
        nama_proyek: expect.stringContaining('Pendek'),
        date: '2026-07-01',
        yield: 8_500,
        principal: 1_000_000,
        amount: 1_008_500,
      },
    ]);
    // The chart's months are yield only, the month after the current one first.
    expect(data.expected.map((row) => row.amount)).toEqual([8_500, 0, 0, 0, 0, 0]);

    // A twin of P whose default was declared: nothing more is expected from it.
    const gone = await insertProject({
      nama: `Uji Bulanan Gagal ${Math.random().toString(36).slice(2, 8)}`,
      raise: ['2025-09-01', '2025-11-30'],
      start: '2025-12-01',
      end: '2026-12-01',
    });
    const other = await newLender(t, { topUp: 1_000_000 });
    await fund(other.id, gone, 1, '2025-11-10');
    const before = await monthlyOf(other.token);
    // Its months before today were never paid: overdue, not expected.
    expect(before.next_payouts.map((row) => row.date)).toEqual([TODAY, '2026-07-01', '2026-08-03']);
    await money(t)
      .insertInto('project_stage_events')
      .values([
        {
          project_id: gone,
          from_stage: 'fundraising',
          to_stage: 'running',
          at: at('2025-12-01'),
          cause: 'uji',
        },
        {
          project_id: gone,
          from_stage: 'running',
          to_stage: 'defaulted',
          at: at('2026-05-01'),
          cause: 'uji',
        },
      ])
      .execute();
    const after = await monthlyOf(other.token);
    expect(after.expected.every((row) => row.amount === 0)).toBe(true);
    expect(after.next_payouts).toEqual([]);
  });
});
