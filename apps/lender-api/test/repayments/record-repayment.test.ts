import { HISTORY_PROJECTS } from '../../src/seed/demo-history.ts';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  OverRepaymentError,
  RepaymentRefusedError,
  recordRepayment,
} from '../../src/modules/repayments/index.ts';
import { balancesOf } from '../../src/shared/ledger/ledger.ts';
import { money } from '../helpers/money-helpers.ts';
import {
  accountOfProject,
  at,
  fund,
  ledgerFaults,
  lenderOf,
  newProject,
  repaymentsApp,
  STANDARD_PROJECT,
  STANDARD_PROJECT_UJRAH,
} from './fixture.ts';

/** One package of Rp 1 for one month from 31 Jan 2026: a project for the checks on projects' rows. */
const TINY_PROJECT = {
  ...STANDARD_PROJECT,
  tenor: 1,
  harga: 1,
  totalPaket: 1,
  start: '2026-01-31',
} as const;
import { TEST_GRACE_DAYS } from '../helpers/grace-days.ts';

const { t, pay } = repaymentsApp();

// 12 % a year, monthly for 3 months, ujrah 2.4 %: Rp 10 000 000 owes Rp 100 000 yield + Rp 20 000
// ujrah a month. Three lenders: 3 packages (PPh 23), 5 (PPh 26), 2 (company, PPh 23) of Rp 1 000 000.
async function project(akad: 'Murabahah' | 'Mudharabah' = 'Murabahah') {
  const id = await newProject(t, { ...STANDARD_PROJECT_UJRAH, akad, start: '2026-01-31' });
  const lenders = [
    await lenderOf(t, 'PPh23', 3_000_000),
    await lenderOf(t, 'PPh26', 5_000_000),
    await lenderOf(t, 'company', 2_000_000),
  ];
  const fundings = [
    await fund(t, id, lenders[0] ?? 0, 3, '2026-01-10'),
    await fund(t, id, lenders[1] ?? 0, 5, '2026-01-10'),
    await fund(t, id, lenders[2] ?? 0, 2, '2026-01-10'),
  ];
  return { id, lenders, fundings };
}

async function stageOf(projectId: number) {
  const row = await money(t)
    .selectFrom('projects')
    .select('stage')
    .where('id', '=', projectId)
    .executeTakeFirstOrThrow();
  const events = await money(t)
    .selectFrom('project_stage_events')
    .select(['from_stage', 'to_stage', 'cause'])
    .where('project_id', '=', projectId)
    .orderBy('id')
    .execute();
  return { stage: row.stage, events };
}

describe('recordRepayment', () => {
  it('an installment: yield shared by packages with each lender tax, the ujrah, one balanced ledger', async () => {
    const p = await project();
    const result = await pay(p.id, 120_000n, '2026-02-28', 'VA-1');
    expect(result.split).toEqual({
      fee: 20_000n,
      yield: 100_000n,
      principal: 0n,
      completes: false,
    });
    expect(result.shares.map((s) => [s.grossYield, s.tax, s.netYield, s.taxKind])).toEqual([
      [30_000n, 4_500n, 25_500n, 'PPh23'],
      [50_000n, 10_000n, 40_000n, 'PPh26'],
      [20_000n, 3_000n, 17_000n, 'PPh23'],
    ]);
    expect((await balancesOf(money(t), p.lenders[1] ?? 0)).available).toBe(40_000);
    expect(await accountOfProject(t, p.id, 'platform_collections')).toBe(-120_000n);
    expect(await accountOfProject(t, p.id, 'platform_fee_income')).toBe(20_000n);
    expect(await accountOfProject(t, p.id, 'platform_tax_payable')).toBe(17_500n);
    expect(await ledgerFaults(t)).toEqual({ unbalanced: 0, negative: 0 });
    // The dates moved it on: fundraising closed, started; still running.
    expect(await stageOf(p.id)).toEqual({
      stage: 'running',
      events: [
        { from_stage: null, to_stage: 'fundraising', cause: 'created' },
        {
          from_stage: 'fundraising',
          to_stage: 'funded',
          cause: 'fundraising closed on 2026-01-30',
        },
        { from_stage: 'funded', to_stage: 'running', cause: 'started on 2026-01-31' },
      ],
    });
  });

  it('the same payer reference again changes nothing and answers the first result; other money under it is refused', async () => {
    const p = await project();
    const first = await pay(p.id, 120_000n, '2026-02-28', 'VA-2');
    const rows = async () =>
      Number(
        (
          await sql<{ n: number }>`select count(*)::int as n from ledger_entries`.execute(
            t.database.db,
          )
        ).rows[0]?.n,
      );
    const before = await rows();
    const again = await pay(p.id, 120_000n, '2026-02-28', 'VA-2');
    expect(again).toEqual({ ...first, replayed: true });
    expect(await rows()).toBe(before);
    await expect(pay(p.id, 130_000n, '2026-02-28', 'VA-2')).rejects.toThrow(RepaymentRefusedError);
    expect(await rows()).toBe(before);
  });

  it('the completing repayment returns each funding its principal, ends the fundings and repays the project', async () => {
    const p = await project();
    await pay(p.id, 120_000n, '2026-02-28', 'VA-3a');
    await pay(p.id, 60_000n, '2026-03-31', 'VA-3b'); // partial: yield only
    const last = await pay(p.id, 10_180_000n, '2026-04-30', 'VA-3c');
    expect(last.split).toEqual({
      fee: 40_000n,
      yield: 140_000n,
      principal: 10_000_000n,
      completes: true,
    });
    expect(last.shares.map((s) => s.principal)).toEqual([3_000_000n, 5_000_000n, 2_000_000n]);
    for (const lender of p.lenders) expect((await balancesOf(money(t), lender)).invested).toBe(0);
    const statuses = await money(t)
      .selectFrom('fundings')
      .select('status')
      .where('project_id', '=', p.id)
      .execute();
    expect(statuses.map((s) => s.status)).toEqual([2, 2, 2]);
    const principalBack = await money(t)
      .selectFrom('ledger_transactions')
      .select(['kategori', 'perihal', 'nominal'])
      .where('funding_id', 'in', p.fundings)
      .where('referensi', 'like', 'POK-%')
      .execute();
    expect(principalBack).toHaveLength(3);
    expect(principalBack.every((row) => row.perihal.startsWith('Pengembalian pokok: '))).toBe(true);
    expect((await stageOf(p.id)).stage).toBe('repaid');
    expect(await accountOfProject(t, p.id, 'platform_projects')).toBe(10_000_000n);
    expect(await ledgerFaults(t)).toEqual({ unbalanced: 0, negative: 0 });
    await expect(pay(p.id, 1n, '2026-05-01', 'VA-3d')).rejects.toThrow(/repaid/);
  });

  it('early settlement: Mudharabah ends with the running period, more is refused', async () => {
    const p = await project('Mudharabah');
    await expect(pay(p.id, 10_120_001n, '2026-02-10', 'VA-4x')).rejects.toThrow(OverRepaymentError);
    const result = await pay(p.id, 10_120_000n, '2026-02-10', 'VA-4');
    expect(result.split).toEqual({
      fee: 20_000n,
      yield: 100_000n,
      principal: 10_000_000n,
      completes: true,
    });
    expect((await stageOf(p.id)).stage).toBe('repaid');
  });

  it('refuses a repayment before the start, a bad date, nothing at all', async () => {
    const p = await project();
    await expect(pay(p.id, 1_000n, '2026-01-20', 'VA-5a')).rejects.toThrow(/starts on 2026-01-31/);
    await expect(pay(p.id, 1_000n, '2026-02-30', 'VA-5b')).rejects.toThrow(/not a date/);
    await expect(pay(p.id, 0n, '2026-02-28', 'VA-5c')).rejects.toThrow(/positive/);
    await expect(
      recordRepayment(
        money(t),
        {
          projectId: p.id,
          amount: 1_000n,
          paidOn: '2026-03-01',
          payerReference: 'VA-5e',
          provider: 'uji',
        },
        at('2026-02-28'),
        TEST_GRACE_DAYS,
      ),
    ).rejects.toThrow(/2026-03-01 is after today \(2026-02-28\)/);
    await expect(pay(999_999, 1_000n, '2026-02-28', 'VA-5d')).rejects.toThrow(/no project/);
    expect((await stageOf(p.id)).stage).toBe('fundraising');
  });
});

describe('the database keeps a project life and repayments honest', () => {
  it('has the seeded projects in the stage their dates say (raising funds, or started and running)', async () => {
    // The history lender's projects were moved on by money (repaid, late, defaulted): not by dates.
    const history = HISTORY_PROJECTS.map((p) => p.nama);
    const { rows } = await sql<{ stage: string; started: boolean; raising: boolean }>`
      select stage, tgl_mulai <= current_date as started,
             tgl_selesai_penggalangan >= current_date as raising
      from projects where nama not like 'Uji %' and nama <> all(${history})`.execute(t.database.db);
    expect(rows.length).toBeGreaterThan(40);
    expect(new Set(rows.map((r) => r.stage))).toEqual(new Set(['fundraising', 'running']));
    // A day of slack either way: the seed's day is the base database's, not the test's.
    const { rows: wrong } = await sql<{ n: number }>`
      select count(*)::int as n from projects
      where nama not like 'Uji %' and nama <> all(${history}) and (
        (stage = 'running' and tgl_mulai > current_date + 1)
        or (stage = 'fundraising' and tgl_mulai < current_date - 1))`.execute(t.database.db);
    expect(wrong[0]?.n).toBe(0);
  });

  it('refuses an end other than start + tenor months (EDATE) and a fundraising past the start', async () => {
    await expect(
      newProject(t, TINY_PROJECT).then((id) =>
        money(t)
          .updateTable('projects')
          .set({ tgl_selesai: '2026-03-03' })
          .where('id', '=', id)
          .execute(),
      ),
    ).rejects.toThrow(/projects_end_is_start_plus_tenor_check/);
    const id = await newProject(t, TINY_PROJECT);
    const row = await money(t)
      .selectFrom('projects')
      .select(sql<string>`tgl_selesai::text`.as('end'))
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.end).toBe('2026-02-28');
    await expect(
      money(t)
        .updateTable('projects')
        .set({ tgl_selesai_penggalangan: '2026-02-01' })
        .where('id', '=', id)
        .execute(),
    ).rejects.toThrow(/projects_fundraising_before_start_check/);
  });

  it('moves a stage only by an allowed event from the current stage', async () => {
    const id = await newProject(t, TINY_PROJECT);
    const event = (from: string, to: string) =>
      money(t)
        .insertInto('project_stage_events')
        .values({ project_id: id, from_stage: from, to_stage: to, at: new Date(), cause: 'uji' })
        .execute();
    await expect(event('fundraising', 'repaid')).rejects.toThrow(/check/);
    await expect(event('funded', 'running')).rejects.toThrow(/is fundraising/);
    await expect(
      money(t).updateTable('projects').set({ stage: 'running' }).where('id', '=', id).execute(),
    ).rejects.toThrow(/project_stage_events/);
    await event('fundraising', 'funded');
    expect((await stageOf(id)).stage).toBe('funded');
  });

  it('refuses a repayment whose split or shares do not add up, and a second one under the same reference', async () => {
    const p = await project();
    const values = {
      project_id: p.id,
      provider: 'uji',
      payer_reference: 'DB-1',
      amount: 100,
      paid_on: '2026-02-28',
      platform_fee: 0,
      yield: 99,
      principal: 0,
      completes: false,
      recorded_at: new Date(),
    };
    const insert = (row: typeof values) => money(t).insertInto('repayments').values(row).execute();
    await expect(insert(values)).rejects.toThrow(/check/);
    // Yield without the fundings' shares of it.
    await expect(insert({ ...values, yield: 100 })).rejects.toThrow(
      /shares 0 yield and 0 principal/,
    );
    await pay(p.id, 120_000n, '2026-02-28', 'DB-2');
    await expect(insert({ ...values, yield: 100, payer_reference: 'DB-2' })).rejects.toThrow(
      /repayments_provider_payer_reference_key/,
    );
    // More principal back than the funding put in (3 packages: Rp 3 000 000).
    const fundingId = p.fundings[0] ?? 0;
    const transaction = await money(t)
      .selectFrom('ledger_transactions')
      .select('id')
      .where('funding_id', '=', fundingId)
      .executeTakeFirstOrThrow();
    await expect(
      money(t)
        .transaction()
        .execute(async (trx) => {
          const row = await trx
            .insertInto('repayments')
            .values({
              ...values,
              payer_reference: 'DB-3',
              yield: 0,
              amount: 3_000_001,
              principal: 3_000_001,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          await trx
            .insertInto('repayment_shares')
            .values({
              repayment_id: row.id,
              funding_id: fundingId,
              lender_id: p.lenders[0] ?? 0,
              gross_yield: 0,
              tax: 0,
              tax_kind: 'PPh23',
              tax_rate_bp: 1500,
              net_yield: 0,
              principal: 3_000_001,
              principal_transaction_id: transaction.id,
            })
            .execute();
        }),
    ).rejects.toThrow(/more principal than it funded/);
  });

  it('records one repayment once when the same reference arrives twice at the same time', async () => {
    const p = await project();
    const both = await Promise.all([
      pay(p.id, 120_000n, '2026-02-28', 'SAME'),
      pay(p.id, 120_000n, '2026-02-28', 'SAME'),
      pay(p.id, 100_000n, '2026-03-31', 'OTHER'),
    ]);
    expect(both.filter((r) => r.replayed)).toHaveLength(1);
    expect(await accountOfProject(t, p.id, 'platform_collections')).toBe(-220_000n);
    expect(await ledgerFaults(t)).toEqual({ unbalanced: 0, negative: 0 });
  });
});
