import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysLate } from '../../src/modules/repayments/index.ts';
import { HISTORY_LENDER, HISTORY_PROJECTS, seedDemoHistory } from '../../src/seed/demo-history.ts';
import { addMonths, daysBetween, jakartaDate } from '../../src/shared/ledger/ledger.ts';
import { FUNDING_STATUS } from '../../src/shared/ledger/tables.ts';
import { money } from '../helpers/money-helpers.ts';
import { createTestApp, TestClock, type TestApp } from '../helpers/test-app.ts';
import { ledgerFaults } from '../repayments/fixture.ts';
import { TEST_GRACE_DAYS } from '../helpers/grace-days.ts';

// The base database is the demo seed, made relative to the real clock: read it on the same day.
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock: new TestClock(Date.now()) });
});
afterAll(async () => {
  await t.close();
});

/** The history lender's funding of the project whose life is `life`, with its project. */
async function fundingOf(life: (typeof HISTORY_PROJECTS)[number]['life']) {
  const seed = HISTORY_PROJECTS.find((p) => p.life === life);
  if (!seed) throw new Error(`no ${life} project`);
  return money(t)
    .selectFrom('fundings')
    .innerJoin('projects', 'projects.id', 'fundings.project_id')
    .innerJoin('lenders', 'lenders.id', 'fundings.lender_id')
    .select([
      'fundings.id',
      'fundings.status',
      'fundings.nominal_awal',
      'projects.id as project_id',
      'projects.stage',
      sql<string>`projects.tgl_mulai::text`.as('tgl_mulai'),
    ])
    .where('lenders.username', '=', HISTORY_LENDER)
    .where('projects.nama', '=', seed.nama)
    .executeTakeFirstOrThrow();
}

async function principalBack(fundingId: number) {
  const row = await money(t)
    .selectFrom('repayment_shares')
    .select(sql<string>`coalesce(sum(principal), 0)::text`.as('principal'))
    .where('funding_id', '=', fundingId)
    .executeTakeFirstOrThrow();
  return Number(row.principal);
}

describe('the demo seed’s history lender', () => {
  it('has an ended project: funding closed (Selesai), principal returned, every payout paid', async () => {
    const funding = await fundingOf('ended');
    expect(funding.stage).toBe('repaid');
    expect(funding.status).toBe(FUNDING_STATUS.ENDED);
    expect(await principalBack(funding.id)).toBe(Number(funding.nominal_awal));
    const repayments = await money(t)
      .selectFrom('repayments')
      .select(['paid_on', 'principal', 'completes'])
      .where('project_id', '=', funding.project_id)
      .orderBy('id')
      .execute();
    expect(repayments).toHaveLength(3);
    expect(repayments.map((r) => r.completes)).toEqual([false, false, true]);
    const payouts = await money(t)
      .selectFrom('yield_payouts')
      .select('funding_id')
      .where('funding_id', '=', funding.id)
      .execute();
    expect(payouts).toHaveLength(3);
  });

  it('has a late project, its second payout unpaid past the grace days', async () => {
    const funding = await fundingOf('late');
    expect(funding.stage).toBe('late');
    expect(funding.status).toBe(FUNDING_STATUS.OPEN);
    const today = jakartaDate(new Date());
    const late = await daysLate(money(t), funding.project_id, today);
    expect(late).toBe(daysBetween(addMonths(funding.tgl_mulai, 2), today));
    expect(late).toBeGreaterThan(30);
  });

  it('has a defaulted project: recovery shared out, the rest written off, funding closed', async () => {
    const funding = await fundingOf('defaulted');
    expect(funding.stage).toBe('defaulted');
    expect(funding.status).toBe(FUNDING_STATUS.ENDED);
    const declared = await money(t)
      .selectFrom('project_defaults')
      .select(['recovery', 'written_off'])
      .where('project_id', '=', funding.project_id)
      .executeTakeFirstOrThrow();
    expect(Number(declared.recovery)).toBe(4_000_000);
    expect(Number(declared.written_off)).toBe(6_000_000);
    expect(await principalBack(funding.id)).toBe(4_000_000);
    const writeOff = await money(t)
      .selectFrom('ledger_transactions')
      .select('nominal')
      .where('funding_id', '=', funding.id)
      .where('kategori', '=', 'penghapusan_dana')
      .executeTakeFirstOrThrow();
    expect(Number(writeOff.nominal)).toBe(6_000_000);
  });

  it('gives each history project to the history lender alone (no other seeded project reused)', async () => {
    const owners = await money(t)
      .selectFrom('fundings')
      .innerJoin('projects', 'projects.id', 'fundings.project_id')
      .innerJoin('lenders', 'lenders.id', 'fundings.lender_id')
      .select(['projects.nama', 'lenders.username'])
      .where(
        'projects.nama',
        'in',
        HISTORY_PROJECTS.map((p) => p.nama),
      )
      .orderBy('projects.nama')
      .execute();
    expect(owners).toHaveLength(HISTORY_PROJECTS.length);
    expect(new Set(owners.map((o) => o.username))).toEqual(new Set([HISTORY_LENDER]));
  });

  it('balances the ledger: every posting sums to zero, no lender account below zero', async () => {
    expect(await ledgerFaults(t)).toEqual({ unbalanced: 0, negative: 0 });
  });

  it('changes nothing when the seed runs again', async () => {
    const count = async () =>
      (
        await money(t)
          .selectFrom('ledger_entries')
          .select(sql<string>`count(*)::text`.as('n'))
          .executeTakeFirstOrThrow()
      ).n;
    const before = await count();
    await seedDemoHistory(t.database, TEST_GRACE_DAYS);
    expect(await count()).toBe(before);
  });
});
