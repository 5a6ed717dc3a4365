import { GetPlatformHealthResponse } from '@pendana/api-sdk/zod';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { healthDb } from '../../src/modules/platform/tables.ts';
import {
  api,
  createTestApp,
  expectBody,
  get,
  TestClock,
  type TestApp,
} from '../helpers/test-app.ts';

// Today for the server: Monday 15 June 2026, 12:00 in Jakarta. Every figure below is worked out by hand
// from the financings each test writes (outstanding ÷ total, percent, 2 decimals half up).
const TODAY = '2026-06-15';

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
        project_id: null,
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
    await financing(1_000_000, '2026-02-10', [['2026-03-17', 1_000_000, null]]); // 90 days
    await financing(1_000_000, '2026-02-10', [['2026-03-16', 1_000_000, null]]); // 91 days
    await financing(2_000_000, '2026-05-01', [['2026-07-01', 2_000_000, null]]); // not due yet
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
    await financing(1_200_000, '2026-02-07', [
      ['2026-03-07', 400_000, '2026-04-02'],
      ['2026-04-06', 400_000, null],
      ['2026-05-06', 400_000, null],
    ]);
    await financing(3_200_000, '2026-06-01', [['2026-07-01', 3_200_000, null]]);
    // Fully repaid on 9 February: nothing outstanding since.
    await financing(500_000, '2026-01-10', [['2026-02-10', 500_000, '2026-02-09']]);
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
    expect(at('2026-03-31')).toEqual({
      date: '2026-03-31',
      tkb0: 0,
      tkb30: 100,
      tkb60: 100,
      tkb90: 100,
      twp90: 0,
      total_outstanding: 1_200_000,
      financings: 1,
    });
    // 31 May: the 2nd installment (due 6 April) 55 days past due; the new financing not disbursed yet.
    expect(at('2026-05-31')).toEqual({
      date: '2026-05-31',
      tkb0: 0,
      tkb30: 0,
      tkb60: 100,
      tkb90: 100,
      twp90: 0,
      total_outstanding: 800_000,
      financings: 1,
    });
    // 31 January: only the repaid financing, then still outstanding and not due.
    expect(at('2026-01-31')).toMatchObject({
      tkb0: 100,
      total_outstanding: 500_000,
      financings: 1,
    });
    // 31 December 2025: nothing outstanding — TWP 0, TKB 100.
    expect(at('2025-12-31')).toEqual({
      date: '2025-12-31',
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
    await financing(600_000, '2026-01-10', [['2026-02-15', 600_000, null]]); // 120 days
    await financing(9_400_000, '2026-05-01', [['2026-07-01', 9_400_000, null]]);
    const data = await health(t);
    expect(data.current).toMatchObject({ tkb0: 94, tkb90: 94, twp90: 6 });
    expect(data.warning).toBe(true);
    expect(data.warning_threshold_percent).toBe(5);
  });

  it('does not warn at TWP90 = exactly 5 %', async () => {
    await financing(500_000, '2026-01-10', [['2026-02-15', 500_000, null]]);
    await financing(9_500_000, '2026-05-01', [['2026-07-01', 9_500_000, null]]);
    const data = await health(t);
    expect(data.current).toMatchObject({ tkb90: 95, twp90: 5 });
    expect(data.warning).toBe(false);
  });

  it('rounds half up to 2 decimals and keeps TKB + TWP = 100', async () => {
    // 1 of 32 = 3.125 % → 3.13 (half up), TKB90 96.87.
    await financing(1_000_000, '2026-01-10', [['2026-02-15', 1_000_000, null]]);
    await financing(31_000_000, '2026-05-01', [['2026-07-01', 31_000_000, null]]);
    const data = await health(t);
    expect(data.current).toMatchObject({ tkb0: 96.87, tkb90: 96.87, twp90: 3.13 });
  });

  it('gives the 12 month-ends before today, oldest first, and the licence in the request language', async () => {
    const id = await health(t, 'id');
    expect(id.trend.map((point) => point.date)).toEqual([
      '2025-06-30',
      '2025-07-31',
      '2025-08-31',
      '2025-09-30',
      '2025-10-31',
      '2025-11-30',
      '2025-12-31',
      '2026-01-31',
      '2026-02-28',
      '2026-03-31',
      '2026-04-30',
      '2026-05-31',
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
