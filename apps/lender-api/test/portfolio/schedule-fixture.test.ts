// The schedule fixture's pay-due across test databases: test files share a worker's modules
// (vitest.config.ts, isolate: false) and each file's database numbers projects from the same id, so
// what one database's borrower paid must never be recorded in another's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { audit, money, newLender } from '../helpers/money-helpers.ts';
import { at, fundOn, insertScheduleProject, payDueOn, scheduleClock } from './schedule-fixture.ts';

let first: TestApp;
let second: TestApp;

beforeAll(async () => {
  first = await createTestApp({ clock: scheduleClock() });
  second = await createTestApp({ clock: scheduleClock() });
});
afterAll(async () => {
  await first?.close();
  await second?.close();
});

/** A project running Dec 2025 – Dec 2026, funded with `paket` packages on 10 Nov 2025: ids. */
async function fundedProject(t: TestApp, paket: number) {
  const project = await insertScheduleProject(t, {
    nama: `Uji Bayar Jatuh Tempo ${Math.random().toString(36).slice(2, 8)}`,
    raise: ['2025-09-01', '2025-11-30'],
    start: '2025-12-01',
    end: '2026-12-01',
  });
  const lender = await newLender(t, { topUp: paket * 1_000_000 });
  const funding = await fundOn(t, lender.id, project, paket, '2025-11-10');
  return { project, lender, funding };
}

async function ledgerOf(t: TestApp, funding: number) {
  return money(t)
    .selectFrom('ledger_transactions')
    .select(['kategori', 'nominal'])
    .where('funding_id', '=', funding)
    .orderBy('id')
    .execute();
}

describe('payDueOn', () => {
  it('records in each database only what that database’s borrower owed, whatever the project ids', async () => {
    const a = await fundedProject(first, 20);
    const b = await fundedProject(second, 10);
    // Both databases are copies of one seeded base: the same id for different projects.
    expect(b.project).toBe(a.project);

    await payDueOn(money(first), a.lender.id, at('2026-01-01'));
    await payDueOn(money(second), b.lender.id, at('2026-01-01'));

    // Month 1 on Rp 10 000 000 at 12 %: Rp 100 000 gross less PPh 23 15 %; no principal back.
    expect(
      (await ledgerOf(second, b.funding)).map((row) => [row.kategori, Number(row.nominal)]),
    ).toEqual([
      ['pendanaan', 10_000_000],
      ['imbal_hasil', 85_000],
    ]);
    expect(
      (await ledgerOf(first, a.funding)).map((row) => [row.kategori, Number(row.nominal)]),
    ).toEqual([
      ['pendanaan', 20_000_000],
      ['imbal_hasil', 170_000],
    ]);
    expect(await audit(first)).toEqual({ unbalanced: 0, negative: 0 });
    expect(await audit(second)).toEqual({ unbalanced: 0, negative: 0 });
  });
});
