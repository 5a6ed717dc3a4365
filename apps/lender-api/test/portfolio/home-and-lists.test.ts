import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { managedFundings } from '../../src/modules/portfolio/index.ts';
import { portfolio } from '../../src/modules/portfolio/portfolio.ts';
import { daysLate, recordRepayment } from '../../src/modules/repayments/index.ts';
import { money } from '../helpers/money-helpers.ts';
import { createTestApp, TestClock, type TestApp } from '../helpers/test-app.ts';
import {
  at,
  fund,
  homeAndLists,
  lenderOf,
  newProject,
  STANDARD_PROJECT,
} from '../repayments/fixture.ts';
import { TEST_GRACE_DAYS } from '../helpers/grace-days.ts';

// Home's Dana Teralokasi is the principal the lender still has in projects; the fundings lists (home's
// own and the managed fundings) show the same money, funding by funding.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: new TestClock(at('2026-01-10').getTime()) });
});
afterAll(async () => {
  await t.close();
});

/** Rp 10 000 000 from one resident lender, Murabahah 12 % a year paid monthly over 3 months. */
async function fundedProject() {
  const projectId = await newProject(t, {
    ...STANDARD_PROJECT,
    totalPaket: 12,
    start: '2026-01-15',
  });
  const lenderId = await lenderOf(t, 'PPh23', 10_000_000);
  const fundingId = await fund(t, projectId, lenderId, 10, '2026-01-10');
  return { projectId, lenderId, fundingId };
}

async function lists(lenderId: number, day: string) {
  const lender = await money(t)
    .selectFrom('lenders')
    .select(['id', 'nama', 'username', 'email'])
    .where('id', '=', lenderId)
    .executeTakeFirstOrThrow();
  const late = (projectId: number, today: string) => daysLate(money(t), projectId, today);
  const home = (await portfolio(money(t), lender, at(day), late)).data;
  const managed = await managedFundings(money(t), lenderId, at(day), late);
  return { home, managed };
}

describe('home figures and the fundings lists', () => {
  it('show the principal still out once part of it came back early', async () => {
    const { projectId, lenderId, fundingId } = await fundedProject();
    // Month 1's yield and Rp 4 000 000 of principal, early.
    await recordRepayment(
      money(t),
      {
        projectId,
        amount: 4_100_000n,
        paidOn: '2026-02-15',
        payerReference: `early-${projectId}`,
        provider: 'uji',
      },
      at('2026-02-15'),
      TEST_GRACE_DAYS,
    );
    const { home, managed } = await lists(lenderId, '2026-02-16');
    expect(home.rekening.dana_teralokasi).toBe(6_000_000);
    expect(home.pendanaan).toMatchObject([{ id: fundingId, nominal: 6_000_000 }]);
    expect(managed.dataProyekFull.concat(managed.dataProyekClosed)).toMatchObject([
      { id: fundingId, total_dana: 6_000_000, nominal_awal: 10_000_000 },
    ]);
    const { home: figures, lists: sums } = await homeAndLists(t, lenderId, at('2026-02-16'));
    expect(sums).toEqual(figures);
  });

  it('keep an open funding whose project ended unpaid', async () => {
    const { lenderId, fundingId } = await fundedProject();
    // The end (15 Apr) has passed and nothing was repaid: the money is still in the project.
    const { home, managed } = await lists(lenderId, '2026-04-20');
    expect(home.rekening.dana_teralokasi).toBe(10_000_000);
    expect(home.pendanaan).toMatchObject([
      { id: fundingId, nominal: 10_000_000, status_proyek: 4 },
    ]);
    expect(managed.dataProyekClosed).toMatchObject([
      { id: fundingId, total_dana: 10_000_000, status_proyek: 4 },
    ]);
    const { home: figures, lists: sums } = await homeAndLists(t, lenderId, at('2026-04-20'));
    expect(sums).toEqual(figures);
  });
});
