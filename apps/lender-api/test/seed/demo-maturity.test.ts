import {
  GetPortfolioResponse,
  ListManagedFundingsResponse,
  ListSandboxProjectLivesResponse,
  SubmitSandboxFullRepaymentResponse,
} from '@pendana/api-sdk/zod';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MATURITY_SEEDS,
  MATURITY_TENOR,
  seedDemoMaturity,
  startEndingBy,
} from '../../src/seed/demo-maturity.ts';
import { addDays, addMonths, jakartaDate } from '../../src/shared/ledger/ledger.ts';
import { FUNDING_STATUS } from '../../src/shared/ledger/tables.ts';
import { money } from '../helpers/money-helpers.ts';
import {
  api,
  createTestApp,
  expectBody,
  get,
  loginAs,
  post,
  TestClock,
  type TestApp,
} from '../helpers/test-app.ts';
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

/** The maturity lender's fundings, with their projects. */
async function fundingsOf(username: string) {
  return money(t)
    .selectFrom('fundings')
    .innerJoin('projects', 'projects.id', 'fundings.project_id')
    .innerJoin('lenders', 'lenders.id', 'fundings.lender_id')
    .select([
      'fundings.id',
      'fundings.status',
      'fundings.nominal_awal',
      'projects.id as project_id',
      'projects.nama',
      'projects.stage',
      'projects.tenor',
      sql<string>`projects.tgl_mulai::text`.as('tgl_mulai'),
    ])
    .where('lenders.username', '=', username)
    .execute();
}

async function home(token: string) {
  return expectBody(
    GetPortfolioResponse,
    await post(t.app, api('/newProfile/homeLogin'), undefined, { token }),
  ).data.rekening;
}

describe('the demo seed’s lenders at maturity', () => {
  it('starts each project so that its last payout falls today, or up to three days before when today has no same day three months earlier', () => {
    expect(startEndingBy('2026-11-27', 3)).toBe('2026-08-27');
    expect(addMonths(startEndingBy('2026-05-31', 3), 3)).toBe('2026-05-28');
    expect(startEndingBy('2028-05-31', 3)).toBe('2028-02-29');
    expect(addMonths(startEndingBy('2026-03-31', 1), 1)).toBe('2026-03-28');
    for (let day = '2026-01-01'; day < '2027-01-01'; day = addDays(day, 1)) {
      const last = addMonths(startEndingBy(day, 3), 3);
      expect(last <= day && last >= addDays(day, -TEST_GRACE_DAYS), day).toBe(true);
    }
  });

  it('gives each lender one project of its own, running, every payout paid but the last, which is due and within the grace days', async () => {
    const today = jakartaDate(new Date());
    const projects = new Set<number>();
    for (const { username, project } of MATURITY_SEEDS) {
      const fundings = await fundingsOf(username);
      expect(fundings, username).toHaveLength(1);
      const [funding] = fundings;
      if (!funding) throw new Error(`${username} has no funding`);
      expect(funding).toMatchObject({
        nama: project.nama,
        stage: 'running',
        status: FUNDING_STATUS.OPEN,
        tenor: MATURITY_TENOR,
      });
      const lastDue = addMonths(funding.tgl_mulai, MATURITY_TENOR);
      expect(lastDue <= today && lastDue >= addDays(today, -TEST_GRACE_DAYS)).toBe(true);
      const repayments = await money(t)
        .selectFrom('repayments')
        .select(['principal', 'completes'])
        .where('project_id', '=', funding.project_id)
        .orderBy('id')
        .execute();
      // The payouts before the last, each without principal.
      expect(repayments.map((r) => Number(r.principal))).toEqual(
        Array.from({ length: MATURITY_TENOR - 1 }, () => 0),
      );
      expect(repayments.every((r) => !r.completes)).toBe(true);
      const others = await money(t)
        .selectFrom('fundings')
        .select('id')
        .where('project_id', '=', funding.project_id)
        .where('id', '<>', funding.id)
        .execute();
      expect(others, `${project.nama} is ${username}'s alone`).toEqual([]);
      projects.add(funding.project_id);
    }
    expect(projects.size).toBe(MATURITY_SEEDS.length);
  });

  it('shows the lender the last payout due on the sandbox page; paying everything left brings the principal and the last net yield into Dana Tersedia and ends the funding', async () => {
    const [first] = MATURITY_SEEDS;
    if (!first) throw new Error('no maturity lender');
    const token = await loginAs(t.app, first.username);
    const [funding] = await fundingsOf(first.username);
    if (!funding) throw new Error('no funding');
    const lives = expectBody(
      ListSandboxProjectLivesResponse,
      await get(t.app, api('/v1/sandbox/projects/life'), { token }),
    ).data;
    expect(lives).toHaveLength(1);
    expect(lives[0]).toMatchObject({
      id_proyek: funding.project_id,
      stage: 'running',
      days_late: 0,
      next_due: { tanggal: addMonths(funding.tgl_mulai, MATURITY_TENOR) },
      principal_outstanding: Number(funding.nominal_awal),
      actions: { repay_all: true },
    });
    const before = await home(token);
    // Two payouts' net yield so far, and nothing else.
    expect(before.dana_tersedia).toBeGreaterThan(0);
    expect(before.dana_tersedia).toBe(before.bagi_hasil);

    const ended = expectBody(
      SubmitSandboxFullRepaymentResponse,
      await post(
        t.app,
        api(`/v1/sandbox/projects/${funding.project_id}/life/repay-all`),
        undefined,
        {
          token,
        },
      ),
    ).data;
    expect(ended).toMatchObject({ stage: 'repaid', principal_outstanding: 0, next_due: null });
    const lists = expectBody(
      ListManagedFundingsResponse,
      await post(t.app, api('/newPendanaan/listKelolaInvestasiNewNew'), undefined, { token }),
    );
    const selesai = lists.dataProyekSelesai.find((f) => f.id === funding.id);
    expect(selesai?.pembayaran).toHaveLength(MATURITY_TENOR);
    const last = selesai?.pembayaran.at(-1);
    expect(last?.pokok).toBe(Number(funding.nominal_awal));
    const after = await home(token);
    expect(after.dana_tersedia - before.dana_tersedia).toBe(
      Number(funding.nominal_awal) + (last?.imbal_hasil ?? 0),
    );
    expect(after.dana_teralokasi).toBe(0);
  });

  it('balances the ledger and changes nothing when the seed runs again', async () => {
    expect(await ledgerFaults(t)).toEqual({ unbalanced: 0, negative: 0 });
    const count = async () =>
      (
        await money(t)
          .selectFrom('ledger_entries')
          .select(sql<string>`count(*)::text`.as('n'))
          .executeTakeFirstOrThrow()
      ).n;
    const before = await count();
    await seedDemoMaturity(t.database, TEST_GRACE_DAYS);
    expect(await count()).toBe(before);
  });
});
