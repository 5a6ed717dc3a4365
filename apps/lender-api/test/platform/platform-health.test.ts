import { GetPlatformHealthResponse } from '@pendana/api-sdk/zod';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { healthDb } from '../../src/modules/platform/tables.ts';
import {
  advanceStagesByDates,
  declareDefault,
  markLateProjects,
  recordRepayment,
} from '../../src/modules/repayments/index.ts';
import { addDays } from '../../src/shared/ledger/ledger.ts';
import { money } from '../helpers/money-helpers.ts';
import {
  at,
  fund,
  ledgerFaults,
  lenderOf,
  newProject,
  STANDARD_PROJECT,
} from '../repayments/fixture.ts';
import {
  api,
  createTestApp,
  expectBody,
  get,
  TestClock,
  type TestApp,
} from '../helpers/test-app.ts';
import { TEST_GRACE_DAYS } from '../helpers/grace-days.ts';

// Today for the server: Thursday 15 June 2023, 12:00 in Jakarta, before every seeded project started (so only
// the financings written here are out). Every figure below is worked out by hand
// from the financings each test writes (outstanding ÷ total, percent, 2 decimals half up).
const TODAY = '2023-06-15';

type Installment = [due: string, principalDue: number, paidOn: string | null];

async function health(t: TestApp, lang: 'id' | 'en' = 'id') {
  // Public: no session token.
  const response = await get(t.app, api('/v1/platform/health'), { lang });
  expect(response.statusCode).toBe(200);
  return expectBody(GetPlatformHealthResponse, response).data;
}

describe('GET /v1/platform/health on fixtures', () => {
  let t: TestApp;
  let kode = 0;

  async function financing(principal: number, disbursedOn: string, installments: Installment[]) {
    const db = healthDb(t.database.db);
    kode += 1;
    const row = await db
      .insertInto('platform_financings')
      .values({
        kode: `TEST-${kode}`,
        borrower_name: `Peminjam Uji ${kode}`,
        sector: 'Jasa',
        principal,
        disbursed_on: disbursedOn,
        tenor_months: installments.length,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('financing_installments')
      .values(
        installments.map(([due, principalDue, paidOn], i) => ({
          financing_id: row.id,
          number: i + 1,
          due_on: due,
          principal_due: principalDue,
          paid_on: paidOn,
        })),
      )
      .execute();
  }

  beforeAll(async () => {
    t = await createTestApp({ clock: new TestClock(Date.parse(`${TODAY}T05:00:00Z`)) });
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    // Start from no financings (the base database holds the demo seed's).
    const db = healthDb(t.database.db);
    await db.deleteFrom('financing_installments').execute();
    await db.deleteFrom('platform_financings').execute();
  });

  it('counts 91 days past due in TWP90 and 90 days only in TWP60', async () => {
    await financing(1_000_000, '2023-02-10', [['2023-03-17', 1_000_000, null]]); // 90 days
    await financing(1_000_000, '2023-02-10', [['2023-03-16', 1_000_000, null]]); // 91 days
    await financing(2_000_000, '2023-05-01', [['2023-07-01', 2_000_000, null]]); // not due yet
    const data = await health(t);
    expect(data.as_of).toBe(TODAY);
    expect(data.current).toEqual({
      date: TODAY,
      tkb0: 50,
      tkb30: 50,
      tkb60: 50,
      tkb90: 75,
      twp90: 25,
      total_outstanding: 4_000_000,
      financings: 3,
    });
    expect(data.warning).toBe(true);
  });

  it('counts only the principal not yet repaid, and a payment only from the day it was made', async () => {
    // 3 × 400 000: the 1st paid 26 days late (2 April), the 2nd (due 6 April, 70 days ago) unpaid.
    await financing(1_200_000, '2023-02-07', [
      ['2023-03-07', 400_000, '2023-04-02'],
      ['2023-04-06', 400_000, null],
      ['2023-05-06', 400_000, null],
    ]);
    await financing(3_200_000, '2023-06-01', [['2023-07-01', 3_200_000, null]]);
    // Fully repaid on 9 February: nothing outstanding since.
    await financing(500_000, '2023-01-10', [['2023-02-10', 500_000, '2023-02-09']]);
    const data = await health(t);
    expect(data.current).toEqual({
      date: TODAY,
      tkb0: 80,
      tkb30: 80,
      tkb60: 80,
      tkb90: 100,
      twp90: 0,
      total_outstanding: 4_000_000,
      financings: 2,
    });
    expect(data.warning).toBe(false);
    const at = (date: string) => data.trend.find((point) => point.date === date);
    // 31 March: the 1st installment (due 7 March) not paid yet — 24 days past due, all 1 200 000 out.
    expect(at('2023-03-31')).toEqual({
      date: '2023-03-31',
      tkb0: 0,
      tkb30: 100,
      tkb60: 100,
      tkb90: 100,
      twp90: 0,
      total_outstanding: 1_200_000,
      financings: 1,
    });
    // 31 May: the 2nd installment (due 6 April) 55 days past due; the new financing not disbursed yet.
    expect(at('2023-05-31')).toEqual({
      date: '2023-05-31',
      tkb0: 0,
      tkb30: 0,
      tkb60: 100,
      tkb90: 100,
      twp90: 0,
      total_outstanding: 800_000,
      financings: 1,
    });
    // 31 January: only the repaid financing, then still outstanding and not due.
    expect(at('2023-01-31')).toMatchObject({
      tkb0: 100,
      total_outstanding: 500_000,
      financings: 1,
    });
    // 31 December 2022: nothing outstanding — TWP 0, TKB 100.
    expect(at('2022-12-31')).toEqual({
      date: '2022-12-31',
      tkb0: 100,
      tkb30: 100,
      tkb60: 100,
      tkb90: 100,
      twp90: 0,
      total_outstanding: 0,
      financings: 0,
    });
  });

  it('warns at TWP90 = 6 %', async () => {
    await financing(600_000, '2023-01-10', [['2023-02-15', 600_000, null]]); // 120 days
    await financing(9_400_000, '2023-05-01', [['2023-07-01', 9_400_000, null]]);
    const data = await health(t);
    expect(data.current).toMatchObject({ tkb0: 94, tkb90: 94, twp90: 6 });
    expect(data.warning).toBe(true);
    expect(data.warning_threshold_percent).toBe(5);
  });

  it('does not warn at TWP90 = exactly 5 %', async () => {
    await financing(500_000, '2023-01-10', [['2023-02-15', 500_000, null]]);
    await financing(9_500_000, '2023-05-01', [['2023-07-01', 9_500_000, null]]);
    const data = await health(t);
    expect(data.current).toMatchObject({ tkb90: 95, twp90: 5 });
    expect(data.warning).toBe(false);
  });

  it('rounds half up to 2 decimals and keeps TKB + TWP = 100', async () => {
    // 1 of 32 = 3.125 % → 3.13 (half up), TKB90 96.87.
    await financing(1_000_000, '2023-01-10', [['2023-02-15', 1_000_000, null]]);
    await financing(31_000_000, '2023-05-01', [['2023-07-01', 31_000_000, null]]);
    const data = await health(t);
    expect(data.current).toMatchObject({ tkb0: 96.87, tkb90: 96.87, twp90: 3.13 });
  });

  it('gives the 12 month-ends before today, oldest first, and the licence in the request language', async () => {
    const id = await health(t, 'id');
    expect(id.trend.map((point) => point.date)).toEqual([
      '2022-06-30',
      '2022-07-31',
      '2022-08-31',
      '2022-09-30',
      '2022-10-31',
      '2022-11-30',
      '2022-12-31',
      '2023-01-31',
      '2023-02-28',
      '2023-03-31',
      '2023-04-30',
      '2023-05-31',
    ]);
    expect(id.licence).toEqual({
      number: 'KEP-112/D.05/2023',
      status: 'Berizin dan diawasi oleh OJK',
    });
    expect((await health(t, 'en')).licence.status).toBe('Licensed and supervised by OJK');
  });
});

describe('GET /v1/platform/health on the demo seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The base database was seeded relative to the real clock: ask on the same day.
    t = await createTestApp({ clock: new TestClock(Date.now()) });
  });
  afterAll(async () => {
    await t.close();
  });

  it('is a realistic mix: some financings late, TWP90 at most 5 %, no warning', async () => {
    const data = await health(t);
    expect(data.current.financings).toBeGreaterThanOrEqual(25);
    expect(data.current.twp90).toBeGreaterThan(0);
    expect(data.current.twp90).toBeLessThanOrEqual(5);
    // Some financings 1–90 days late too.
    expect(data.current.tkb0).toBeLessThan(data.current.tkb30);
    expect(data.current.tkb30).toBeLessThan(data.current.tkb90);
    expect(data.warning).toBe(false);
    expect(data.trend).toHaveLength(12);
  });
});

describe('GET /v1/platform/health on the projects lenders funded', () => {
  // Before every seeded project's start: only the projects written here are out.
  const clock = new TestClock(at('2024-01-10').getTime());
  let t: TestApp;

  /** The server's clock moved to noon of `day` in Jakarta (as the daily jobs would see it). */
  const dayIs = (day: string) =>
    clock.advanceMinutes((at(day).getTime() - clock.now().getTime()) / 60_000);

  /** Rp 10 000 000 from one lender, Murabahah 12 % a year paid monthly over 3 months, no ujrah. */
  async function project(start: string) {
    const id = await newProject(t, { ...STANDARD_PROJECT, start });
    const lender = await lenderOf(t, 'PPh23', 10_000_000);
    await fund(t, id, lender, 10, addDays(start, -1));
    return id;
  }

  const pay = (projectId: number, amount: bigint, paidOn: string, ref: string) =>
    recordRepayment(
      money(t),
      { projectId, amount, paidOn, payerReference: ref, provider: 'uji' },
      at(paidOn),
      TEST_GRACE_DAYS,
    );

  async function stage(projectId: number) {
    const row = await money(t)
      .selectFrom('projects')
      .select('stage')
      .where('id', '=', projectId)
      .executeTakeFirstOrThrow();
    return row.stage;
  }

  beforeAll(async () => {
    t = await createTestApp({ clock });
    // Only the ledger's projects: no financing from before the ledger.
    const db = healthDb(t.database.db);
    await db.deleteFrom('financing_installments').execute();
    await db.deleteFrom('platform_financings').execute();
  });
  afterAll(async () => {
    await t.close();
  });

  it('moves TKB30 when a project’s oldest unpaid due passes 30 days, and back when it is paid', async () => {
    // Both start 15 January 2024; Rp 100 000 of yield due on 15 Feb, 15 Mar, and 15 Apr with the principal.
    const late = await project('2024-01-15');
    const onTime = await project('2024-01-15');
    expect((await health(t)).current).toMatchObject({ total_outstanding: 0, financings: 0 });

    dayIs('2024-02-15');
    await advanceStagesByDates(money(t), '2024-02-15', clock.now());
    await pay(onTime, 100_000n, '2024-02-15', `health-${onTime}-1`);
    expect((await health(t)).current).toEqual({
      date: '2024-02-15',
      tkb0: 100,
      tkb30: 100,
      tkb60: 100,
      tkb90: 100,
      twp90: 0,
      total_outstanding: 20_000_000,
      financings: 2,
    });

    // 15 March: the late one's 15 Feb due is 29 days unpaid — late (past the grace days), not yet in TWP30.
    dayIs('2024-03-15');
    await pay(onTime, 100_000n, '2024-03-15', `health-${onTime}-2`);
    expect(await markLateProjects(money(t), clock.now(), TEST_GRACE_DAYS)).toEqual([late]);
    expect((await health(t)).current).toMatchObject({ tkb0: 50, tkb30: 100, tkb90: 100 });

    // 16 March: 30 days — "more than 30" is not yet; 17 March: 31 days, half the outstanding.
    dayIs('2024-03-16');
    expect((await health(t)).current).toMatchObject({ tkb0: 50, tkb30: 100 });
    dayIs('2024-03-17');
    const lateThen = await health(t);
    expect(lateThen.current).toEqual({
      date: '2024-03-17',
      tkb0: 50,
      tkb30: 50,
      tkb60: 100,
      tkb90: 100,
      twp90: 0,
      total_outstanding: 20_000_000,
      financings: 2,
    });
    // The month-end before: the due was 15 days unpaid on 29 February.
    expect(lateThen.trend.at(-1)).toMatchObject({ date: '2024-02-29', tkb0: 50, tkb30: 100 });

    // The borrower pays both dues: back to running, nothing past due.
    await pay(late, 200_000n, '2024-03-17', `health-${late}-1`);
    expect(await stage(late)).toBe('running');
    expect((await health(t)).current).toMatchObject({ tkb0: 100, tkb30: 100, tkb90: 100 });

    // Everything left of the on-time one: its principal is back, it is no longer outstanding.
    await pay(onTime, 10_100_000n, '2024-03-17', `health-${onTime}-3`);
    expect(await stage(onTime)).toBe('repaid');
    expect((await health(t)).current).toMatchObject({
      total_outstanding: 10_000_000,
      financings: 1,
    });

    // A declared default shares out the recovery and writes off the rest: nothing left outstanding.
    await declareDefault(
      money(t),
      {
        projectId: late,
        recovery: 4_000_000n,
        date: '2024-03-17',
        reference: `health-def-${late}`,
      },
      clock.now(),
    );
    expect((await health(t)).current).toMatchObject({
      tkb0: 100,
      total_outstanding: 0,
      financings: 0,
    });
    expect(await ledgerFaults(t)).toEqual({ unbalanced: 0, negative: 0 });
  });
});
